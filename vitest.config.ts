import { defineConfig, type ViteUserConfig } from "vitest/config";

// Two projects: "unit" is pure code (core, UI helpers, adapters); "db" needs a database
// (PGlite in memory by default, a real PostgreSQL when TEST_DATABASE_URL is set).
// Both run tests/helpers/fail-on-noise.ts first: a test that logs an error or reaches past loopback
// without declaring it fails.
// In CI every run also writes a JSON report, summed up by .ci/run into one "N passed, N failed" line.
const leg = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
const reporters: NonNullable<NonNullable<ViteUserConfig["test"]>["reporters"]> = process.env.CI
  ? ["default", ["json", { outputFile: `tmp/test-results/unit-and-api-${leg}.json` }]]
  : ["default"];

const noiseGuard = "tests/helpers/fail-on-noise.ts";

export default defineConfig({
  test: {
    reporters,
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "{core,app,integrations,config,scripts}/**/*.test.{ts,tsx}",
            "tests/fake-openai/**/*.test.ts",
            "tests/helpers/**/*.test.ts",
          ],
          environment: "node",
          setupFiles: [noiseGuard],
        },
      },
      {
        test: {
          name: "db",
          include: ["{server,services,db,tests/api,tests/security}/**/*.test.ts"],
          environment: "node",
          setupFiles: [noiseGuard],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          globalSetup: ["tests/helpers/database-template.ts"],
        },
      },
    ],
  },
});
