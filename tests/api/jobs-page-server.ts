import { createRequestHandler } from "@react-router/express";
import type { RequestListener } from "node:http";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { createApp, createRequestListener } from "../../server/app";
import { createPageLoadContext } from "../../server/load-context";
import { createLogger } from "../../server/logger";
import type { TestApp } from "../helpers/test-app";

/**
 * The real app with real server rendering: the pages are compiled by Vite (as `npm run dev`
 * does) and served behind the page cache's fast lane, as in production.
 */
export async function startPageServer(
  t: TestApp,
  { logger = createLogger({ level: "silent" }) }: { logger?: Logger } = {},
): Promise<{ listener: RequestListener; close(): Promise<void> }> {
  const vite: ViteDevServer = await createViteServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  const pageHandler = createRequestHandler({
    build,
    mode: "production",
    getLoadContext: (req, res) => createPageLoadContext({ services: t.services, req, res }),
  });
  const app = createApp({ services: t.services, logger, pageHandler });
  return { listener: createRequestListener({ app, services: t.services, logger }), close: () => vite.close() };
}
