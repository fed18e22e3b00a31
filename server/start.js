// Production launcher: runs the server bundle that `npm run build` wrote (BUILD_DIR, default ./build).
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import v8 from "node:v8";

if (existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";

// The embedded database is PostgreSQL compiled to WebAssembly. By default V8 re-compiles its
// hottest functions with the optimising compiler as soon as start-up's migrations and seed
// checks have run them a little; a few of them are huge (over 100 KB of code each) and that
// burst stalls the first requests for ~0.35 s on a 2-core machine. A ten-times larger budget
// lets those functions tier up later, under real traffic, one by one. Set before any
// WebAssembly is compiled; it changes nothing else.
v8.setFlagsFromString("--wasm-tiering-budget=18000000");

const bundle = path.join(path.resolve(process.env.BUILD_DIR ?? "build"), "server/index.js");
if (!existsSync(bundle)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
const { startServer } = await import(pathToFileURL(bundle).href);
await startServer();
