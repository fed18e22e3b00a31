import type { IncomingMessage } from "node:http";

/**
 * Paths that are never the public site: the admin area, the API and build assets. Maintenance
 * mode, owner code and the page cache leave them alone.
 */
export function isStaffOrSystemPath(path: string): boolean {
  return /^\/(admin|api|assets)(\/|\.|$)/.test(path) || path === "/favicon.svg";
}

/** Client-side navigation data requests (React Router single fetch), not HTML pages. */
export function isDataRequest(path: string): boolean {
  return path.endsWith(".data");
}

/**
 * A request from someone who may see personal content: any cookie whose name suggests a login
 * session. Analytics cookies do not count, so returning visitors still get cached pages.
 */
export function isAnonymousRequest(req: Pick<IncomingMessage, "headers">): boolean {
  const cookie = req.headers.cookie;
  if (!cookie) return true;
  return !cookie.split(";").some((part) => /sess|sid|auth|token|login/i.test(part.split("=")[0] ?? ""));
}
