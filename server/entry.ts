import cluster from "node:cluster";
import type { Server } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { ConfigError, parseServerEnv } from "../config/env.server";
import { createApp, createRequestListener } from "./app";
import { runClusterPrimary } from "./cluster";
import { createHttpServer } from "./http-server";
import { describeListenAddress, describeListenFailure } from "./listen-address";
import { createLogger } from "./logger";
import { bootServices, startBackgroundWork } from "./runtime";
import { createPageLoadContext } from "./load-context";

/** In-flight requests get this long to finish on shutdown; then their connections are closed. */
const SHUTDOWN_GRACE_MS = 10_000;

export type StartOptions = {
  /** Development only: Vite's middleware and a loader for the live server build. */
  dev?: { middleware: RequestHandler; loadBuild: () => Promise<ServerBuild> };
};

/**
 * Starts the site: config → database (migrated, seeded) → services → HTTP. Prints one clear
 * line and exits 1 on bad configuration. With WEB_CONCURRENCY above 1 (PostgreSQL only), this
 * process becomes the primary of that many workers, each of which runs the rest. Stops
 * gracefully on SIGTERM/SIGINT.
 */
export async function startServer({ dev }: StartOptions = {}): Promise<Server | undefined> {
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
  if (!dev && env.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
    runClusterPrimary({ workers: env.WEB_CONCURRENCY, logger });
    return undefined;
  }
  // The pages' code (a separate chunk of the server bundle) loads while the database opens:
  // opening waits on file reads and WebAssembly compilation, time the import can use.
  const booting = bootServices({ env, logger, onProgress: (message) => logger.info(message) });
  const loadingPages = dev ? undefined : import("virtual:react-router/server-build");
  const [{ services, database }, productionBuild] = await Promise.all([booting, loadingPages]);

  const pageHandler = createRequestHandler({
    build: dev ? dev.loadBuild : (productionBuild as unknown as ServerBuild),
    mode: env.NODE_ENV,
    getLoadContext: (req, res) => createPageLoadContext({ services, req, res }),
  });
  const app = createApp({
    services,
    logger,
    pageHandler,
    devMiddleware: dev?.middleware,
    clientAssetsDir: dev ? undefined : path.resolve(process.env.BUILD_DIR ?? "build", "client"),
  });

  // In development every request goes through Vite, so no page is answered from the cache.
  const server = createHttpServer(dev ? app : createRequestListener({ app, services, logger }));
  try {
    await listenOn({ server, port: env.PORT, host: env.HOST });
  } catch (error) {
    // A port already taken is a setup mistake, not a crash: say so in one line, close the database, exit 1.
    logger.fatal({ code: (error as NodeJS.ErrnoException).code }, describeListenFailure({ error, port: env.PORT }));
    await database.close().catch(() => undefined);
    process.exit(1);
  }
  startBackgroundWork({ services });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info(
    {
      host: env.HOST,
      port,
      trustProxy: env.TRUST_PROXY ?? false,
      database: database.kind,
      readyMs: Math.round(performance.now() - startedAt),
    },
    `AI Job Risk listening on ${describeListenAddress({ host: env.HOST, port })}`,
  );

  const stop = (signal: string) => {
    if (services.health.isDraining()) return;
    // Readiness answers 503 from now on and every answer closes its connection; after the
    // notice the listening socket closes, so new connections go to another instance while
    // in-flight requests finish.
    services.health.markDraining();
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const finish = (code: number) => {
      void database
        .close()
        .catch((error: unknown) => logger.error({ err: error }, "closing the database failed"))
        .finally(() => {
          logger.info("stopped");
          process.exit(code);
        });
    };
    const closeListener = () => {
      const force = setTimeout(() => {
        logger.warn(`requests still running after ${SHUTDOWN_GRACE_MS / 1000} s: closing their connections`);
        server.closeAllConnections();
        finish(0);
      }, SHUTDOWN_GRACE_MS);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        finish(0);
      });
      server.closeIdleConnections();
      // Keep-alive connections that become idle after their last answer are closed as they go.
      const sweep = setInterval(() => server.closeIdleConnections(), 250);
      sweep.unref();
    };
    // First the notice: readiness answers 503 while the port still accepts, so the proxy stops
    // sending new connections here before the port closes (a connection still waiting in the
    // port's queue when it closes would be reset, its request lost).
    setTimeout(closeListener, env.SHUTDOWN_NOTICE_MS).unref();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  return server;
}

/** Resolves once the server listens; rejects with the listen error (EADDRINUSE, EACCES…) instead of an unhandled event. */
function listenOn({ server, port, host }: { server: Server; port: number; host: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}
