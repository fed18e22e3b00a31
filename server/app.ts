import type { RequestListener } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import type { Logger } from "pino";
import type { Services } from "../services/container";
import { createApiRouter } from "./api/router";
import { createMediaRoute } from "./media-route";
import { createShareCardRoute } from "./share-card-route";
import { assignRequestId } from "./middleware/request-id";
import { answerPageErrors, serveMaintenanceMode } from "./middleware/maintenance-mode";
import { answerFromPageCache, servePublicPages } from "./middleware/public-page-cache";
import { answerFromApiCache } from "./page-cache/api-lane";
import { answerBadRequestTarget, refuseBadRequestTargets } from "./middleware/input-gate";
import { refuseCrossSitePageActions } from "./middleware/page-action-origin";
import { logBadRequestTarget, logRequests } from "./middleware/request-log";
import { limitSearchPages } from "./middleware/search-page-limit";
import { applySecurityHeaders, PERMISSIONS_POLICY } from "./middleware/security-headers";

export type CreateAppOptions = {
  services: Services;
  logger: Logger;
  /** Renders pages (React Router). Absent in API-only tests, where pages answer 404. */
  pageHandler?: RequestHandler;
  /** Built browser assets (production); in development Vite serves them. */
  clientAssetsDir?: string;
  /** Vite's dev middleware, mounted before everything page-related. */
  devMiddleware?: RequestHandler;
};

/** Express's trust-proxy setting from TRUST_PROXY: "true", a hop count, or a list of addresses. */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export function createApp({
  services,
  logger,
  pageHandler,
  clientAssetsDir,
  devMiddleware,
}: CreateAppOptions): Express {
  const app = express();
  const isDevelopment = services.env.NODE_ENV === "development";
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(services.env.TRUST_PROXY));

  app.use(assignRequestId());
  app.use(logRequests({ logger }));
  // The input gate's address check: a malformed or control-character path or query is a 400 here.
  app.use(refuseBadRequestTargets());
  app.use(applySecurityHeaders({ isDevelopment }));
  app.use(compression());

  app.use("/api", createApiRouter({ services, logger }));
  app.use(createMediaRoute({ services }));
  app.use(createShareCardRoute({ services }));

  if (devMiddleware) app.use(devMiddleware);
  if (clientAssetsDir) {
    app.use(
      "/assets",
      express.static(path.join(clientAssetsDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(express.static(clientAssetsDir, { maxAge: "1h", index: false }));
  }

  if (pageHandler) {
    // Public pages: maintenance notice, then the page cache and owner code, then React Router.
    app.use(serveMaintenanceMode({ services }));
    app.use(refuseCrossSitePageActions());
    app.use(limitSearchPages({ services }));
    app.use(servePublicPages({ services, logger }));
    app.use(pageHandler);
    app.use(answerPageErrors({ logger }));
  } else {
    app.use((_req, res) => {
      res.status(404).type("text/plain").send("Page Not Found");
    });
  }
  return app;
}

/**
 * The server's request listener: liveness probes, cached assessment JSON and occupation search
 * (server/page-cache/api-lane.ts) and repeat visits to cached public pages
 * (server/middleware/public-page-cache.ts) are answered before Express; everything else goes to
 * the app.
 */
export function createRequestListener({
  app,
  services,
  logger,
}: {
  app: Express;
  services: Services;
  logger: Logger;
}): RequestListener {
  const fastLane = answerFromPageCache({ services, logger });
  const apiLane = answerFromApiCache({ services, logger });
  const liveness = Buffer.from(services.health.livenessBody);
  return (req, res) => {
    // While shutting down, every answer closes its connection so clients reconnect elsewhere.
    if (services.health.isDraining()) res.setHeader("Connection", "close");
    // Liveness probes come often: answered here, from memory, before any middleware.
    if (req.url === "/api/health" && req.method === "GET") {
      res.writeHead(200, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": liveness.byteLength,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
        "Permissions-Policy": PERMISSIONS_POLICY,
      });
      res.end(liveness);
      return;
    }
    // Malformed addresses are answered before either lane or Express decodes them.
    if (answerBadRequestTarget(req, res)) {
      logBadRequestTarget({ logger, req });
      return;
    }
    if (req.url?.startsWith("/api/")) apiLane(req, res, () => app(req, res));
    else fastLane(req, res, () => app(req, res));
  };
}
