/**
 * The staff session cookie. HttpOnly and SameSite=Lax always; Secure in production, except when
 * the public address is plain-HTTP loopback (local runs and the browser tests), where a Secure
 * cookie would not be sent back.
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

export function shouldUseSecureCookie({ nodeEnv, publicUrl }: { nodeEnv: string; publicUrl: string }): boolean {
  if (nodeEnv !== "production") return false;
  const url = new URL(publicUrl);
  const isLoopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  return !(url.protocol === "http:" && isLoopback);
}
