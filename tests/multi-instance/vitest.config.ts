import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Several built server processes (`node server/start.js`, after `npm run build`) on one
// database: PostgreSQL when TEST_DATABASE_URL is set (two instances, as two machines would run
// them), else the embedded database where one process applies. See instances.ts.
export default defineConfig({
  test: {
    name: "multi-instance",
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["tests/multi-instance/**/*.test.ts"],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    reporters: process.env.CI
      ? ["default", ["json", { outputFile: "tmp/test-results/multi-instance.json" }]]
      : ["default"],
  },
});
