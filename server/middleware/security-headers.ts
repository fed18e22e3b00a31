import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * Helmet with a per-request nonce for scripts. Pages render the nonce into React Router's
 * scripts (entry.server.tsx), so nothing inline runs without it. In development Vite injects
 * its own client and websocket, so the policy is relaxed there only.
 */
export function applySecurityHeaders({ isDevelopment }: { isDevelopment: boolean }): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "img-src": ["'self'", "data:", "https:"],
        "font-src": ["'self'", "data:"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "script-src": isDevelopment
          ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
          : [
              "'self'",
              (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
            ],
        "connect-src": isDevelopment ? ["'self'", "ws:", "wss:"] : ["'self'"],
        "upgrade-insecure-requests": null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: isDevelopment ? false : { maxAge: 15_552_000, includeSubDomains: true },
  });
  return [nonce, headers];
}
