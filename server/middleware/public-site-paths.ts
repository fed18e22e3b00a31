import type { IncomingMessage } from "node:http";

/**
 * Paths that are never the public site: the admin area, the API, build assets and React Router's
 * route manifest (/__manifest, fetched by the browser during client-side navigation, /admin
 * included). Maintenance mode, owner code and the page cache leave them alone. Express and
 * React Router match paths case-insensitively, so /Admin reaches the admin page: the check is
 * case-insensitive too.
 */
export function isStaffOrSystemPath(path: string): boolean {
  return /^\/(admin|api|assets|__manifest)(\/|\.|$)/i.test(path) || path.toLowerCase() === "/favicon.svg";
}

/**
 * A visitor's own result page (/assessment/<id>): its address is a private link, so no owner
 * code or analytics runs there (the page's URL would be sent to third parties).
 */
export function isPersonalResultPath(path: string): boolean {
  return /^\/assessment(\/|$)/i.test(path);
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
