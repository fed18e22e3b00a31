import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Browser and HTTP tests against a freshly built server on a fresh database (see global-setup.ts).
export default defineConfig({
  test: {
    name: "e2e",
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["tests/e2e/**/*.e2e.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    // A test that logs an error or reaches past loopback without declaring it fails (the built
    // server's own log is checked by the tests that read it).
    setupFiles: ["tests/helpers/fail-on-noise.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    reporters: process.env.CI ? ["default", ["json", { outputFile: "tmp/test-results/browser.json" }]] : ["default"],
  },
});
