import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A form sent to a page (a React Router action: POST /contact …) from another site is refused
 * here with 403, as the API refuses cross-site calls (server/middleware/require-staff.ts). React
 * Router would refuse it too, but by throwing an error that reaches the error log with a stack: a
 * line any stranger could write at will (issue #37). The rule is React Router's own, so that
 * nothing it would refuse gets past: an `Origin` header, when sent, must be the request's own
 * origin (scheme and host as Express reads them, through TRUST_PROXY); `null` or a malformed one is
 * refused; a request without one goes on.
 */
export function refuseCrossSitePageActions(): RequestHandler {
  return (req, res, next) => {
    const origin = req.get("origin");
    if (SAFE_METHODS.has(req.method) || origin === undefined) {
      next();
      return;
    }
    const own = `${req.protocol}://${req.get("host") ?? ""}`;
    if (readOrigin(origin) === own) {
      next();
      return;
    }
    res.status(403).set("Cache-Control", "no-store").type("text/plain").send("Cross-site request refused\n");
  };
}

function readOrigin(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
