import type { Express } from "express";
import type { Logger } from "pino";
import { parseServerEnv, type ServerEnv } from "../../config/env.server";
import type { DatabaseHandle } from "../../db/client";
import { seedDatabase, type SeedEntries, type SeedPost, type SeedSetting } from "../../db/seed";
import { createApp } from "../../server/app";
import { createLogger } from "../../server/logger";
import { createServices, type Services } from "../../services/platform/container";
import { createTestDatabase } from "./test-database";

export type TestApp = {
  app: Express;
  services: Services;
  database: DatabaseHandle;
  env: ServerEnv;
  close(): Promise<void>;
};

/**
 * The real Express app (API routes, middleware, error handling) over a fresh test database.
 * Pages are not rendered here; the browser and HTTP suites test them against a built server.
 */
export async function createTestApp({
  env: overrides = {},
  seed,
  logger = createLogger({ level: "silent" }),
}: {
  env?: Record<string, string>;
  seed?: { settings?: SeedSetting[]; posts?: SeedPost[]; entries?: SeedEntries[] };
  /** The app's and the services' logger (tests that read the log pass a capturing one). */
  logger?: Logger;
} = {}): Promise<TestApp> {
  const env = parseServerEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: "pglite:memory", ...overrides });
  const database = await createTestDatabase();
  if (seed)
    await seedDatabase({
      db: database.db,
      settings: seed.settings ?? [],
      posts: seed.posts ?? [],
      entries: seed.entries ?? [],
    });
  const services = createServices({ env, database, version: "test", logger });
  const app = createApp({ services, logger });
  return { app, services, database, env, close: () => database.close() };
}
