/**
 * The staff session cookie. HttpOnly and SameSite=Lax always. Secure whenever the site is
 * reached over HTTPS: PUBLIC_URL is https, or this request came in over HTTPS (Express
 * `req.secure`, which honours X-Forwarded-Proto when TRUST_PROXY is set); and in production
 * also on plain HTTP, except a loopback PUBLIC_URL (local runs and the browser tests), where a
 * Secure cookie would not be sent back.
 */
export const sessionCookieName = "ajr_session";

export function readSessionToken(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() === sessionCookieName) {
      const value = part.slice(index + 1).trim();
      return value === "" ? undefined : value;
    }
  }
  return undefined;
}

export function shouldUseSecureCookie({
  nodeEnv,
  publicUrl,
  requestIsSecure = false,
}: {
  nodeEnv: string;
  publicUrl: string;
  /** Express `req.secure`: the request arrived over HTTPS (directly, or per a trusted proxy). */
  requestIsSecure?: boolean;
}): boolean {
  const url = new URL(publicUrl);
  if (requestIsSecure || url.protocol === "https:") return true;
  if (nodeEnv !== "production") return false;
  const isLoopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  return !isLoopback;
}
