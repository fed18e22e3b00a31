import { createServer, type Server } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { ConfigError, parseServerEnv } from "../config/env.server";
import { createApp, createRequestListener } from "./app";
import { createLogger } from "./logger";
import { bootServices, startBackgroundWork } from "./runtime";
import "./load-context";

export type StartOptions = {
  /** Development only: Vite's middleware and a loader for the live server build. */
  dev?: { middleware: RequestHandler; loadBuild: () => Promise<ServerBuild> };
};

/**
 * Starts the site: config → database (migrated, seeded) → services → HTTP. Prints one clear
 * line and exits 1 on bad configuration. Stops gracefully on SIGTERM/SIGINT.
 */
export async function startServer({ dev }: StartOptions = {}): Promise<Server> {
  const startedAt = performance.now();
  let env;
  try {
    env = parseServerEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({ level: env.LOG_LEVEL });
  // The pages' code (a separate chunk of the server bundle) loads while the database opens:
  // opening waits on file reads and WebAssembly compilation, time the import can use.
  const booting = bootServices({ env });
  const loadingPages = dev ? undefined : import("virtual:react-router/server-build");
  const [{ services, database }, productionBuild] = await Promise.all([booting, loadingPages]);

  const pageHandler = createRequestHandler({
    build: dev ? dev.loadBuild : (productionBuild as unknown as ServerBuild),
    mode: env.NODE_ENV,
    getLoadContext: (req, res) => ({ services, cspNonce: String(res.locals.cspNonce ?? ""), clientAddress: req.ip }),
  });
  const app = createApp({
    services,
    logger,
    pageHandler,
    devMiddleware: dev?.middleware,
    clientAssetsDir: dev ? undefined : path.resolve(process.env.BUILD_DIR ?? "build", "client"),
  });

  // In development every request goes through Vite, so no page is answered from the cache.
  const server = createServer(dev ? app : createRequestListener({ app, services, logger }));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  startBackgroundWork({ services });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info(
    { port, database: database.kind, readyMs: Math.round(performance.now() - startedAt) },
    `AI Job Risk listening on http://localhost:${port}`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.warn("forced shutdown after 10 s");
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(() => {
      void database.close().then(() => {
        logger.info("stopped");
        process.exit(0);
      });
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  return server;
}
