import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { CspAdditions } from "../../core/content/owner-code";

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

/**
 * The policy with extra sources appended to some directives (analytics hosts for the services the
 * owner switched on; core/content/owner-code.ts decides which). Sources already present are not
 * repeated; a directive the policy lacks is added with 'self' plus the sources.
 */
export function widenContentSecurityPolicy({ policy, additions }: { policy: string; additions: CspAdditions }): string {
  const directives = policy
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
  for (const [name, sources] of Object.entries(additions)) {
    if (!sources?.length) continue;
    const index = directives.findIndex((directive) => directive.split(/\s+/)[0] === name);
    if (index === -1) {
      directives.push([name, "'self'", ...sources].join(" "));
      continue;
    }
    const current = directives[index]!.split(/\s+/);
    directives[index] = [...current, ...sources.filter((source) => !current.includes(source))].join(" ");
  }
  return directives.join(";");
}
