// Production launcher: runs the server bundle that `npm run build` wrote (BUILD_DIR, default ./build).
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

if (existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";

const bundle = path.join(path.resolve(process.env.BUILD_DIR ?? "build"), "server/index.js");
if (!existsSync(bundle)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
const { startServer } = await import(pathToFileURL(bundle).href);
await startServer();
