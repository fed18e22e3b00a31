// Development server: our Express app with Vite in middleware mode (hot reload for pages).
import { existsSync } from "node:fs";
import { createServer as createViteServer } from "vite";
import type { ServerBuild } from "react-router";
import type * as Entry from "./entry";

if (existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "development";
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const entry = (await vite.ssrLoadModule("./server/entry.ts")) as typeof Entry;
await entry.startServer({
  dev: {
    middleware: vite.middlewares,
    loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  },
});
