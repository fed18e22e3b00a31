import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { CspAdditions } from "../../core/content/owner-code";
import { createNonce } from "../page-cache/nonce-pool";

/**
 * Browser features the site does not use, denied to it and to anything embedded in it (issue #37):
 * a script that got in (an owner's analytics snippet, an injected one) cannot ask for the camera,
 * the microphone, the visitor's location, payment or USB devices. Kept for our own pages: full
 * screen (a video in a post), the clipboard and the share sheet ("Copy link", "Share"). Only names
 * Chromium knows, so no browser console fills with warnings.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "browsing-topics=()",
  "clipboard-read=()",
  "clipboard-write=(self)",
  "web-share=(self)",
].join(", ");

/**
 * Helmet with a per-request nonce for scripts, and the Permissions-Policy above. Pages render the nonce into React Router's
 * scripts (entry.server.tsx), so nothing inline runs without it. In development Vite injects
 * its own client and websocket, so the policy is relaxed there only.
 */
export function applySecurityHeaders({ isDevelopment }: { isDevelopment: boolean }): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = createNonce();
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
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };
  return [nonce, headers, permissions];
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

/** A response header as [name, the value's pieces around the CSP nonce]. */
export type HeaderTemplate = [name: string, pieces: string[]];

const TEMPLATE_NONCE = "\u0000nonce\u0000";

/**
 * The headers `applySecurityHeaders` sets on every response, captured once by running it on a
 * stand-in response, with each value split around the nonce. A lane that answers before
 * Express (server/page-cache/api-lane.ts) repeats them, joined with a fresh nonce, so its
 * answers carry exactly the headers Express would have sent.
 */
export function securityHeaderTemplate({ isDevelopment }: { isDevelopment: boolean }): HeaderTemplate[] {
  const headers = new Map<string, [string, string]>();
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), [name, String(value)]);
      return res;
    },
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  const req = { method: "GET", url: "/", headers: {} };
  const [nonce, ...others] = applySecurityHeaders({ isDevelopment });
  const run = (handler: RequestHandler) =>
    handler(req as unknown as IncomingMessage as never, res as unknown as ServerResponse as never, () => {});
  run(nonce!);
  res.locals.cspNonce = TEMPLATE_NONCE;
  for (const handler of others) run(handler);
  return [...headers.values()].map(([name, value]) => [name, value.split(TEMPLATE_NONCE)]);
}
