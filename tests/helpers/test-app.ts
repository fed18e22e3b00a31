import type { Express } from "express";
import type { Logger } from "pino";
import { parseServerEnv, type ServerEnv } from "../../config/env.server";
import type { DatabaseHandle } from "../../db/client";
import type { ContentType } from "../../core/content-types/content-type";
import { CONTENT_TYPES } from "../../core/content-types/content-types";
import { seedDatabase, type SeedContent, type SeedSetting } from "../../db/seed";
import { createApp } from "../../server/app";
import { createLogger } from "../../server/logger";
import { createServices, type Services } from "../../services/container";
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
  contentTypes = CONTENT_TYPES,
}: {
  env?: Record<string, string>;
  /** First-start content by content type path ("guides", "blog-posts", …), as db/seed/content/seed-content.ts gives it. */
  seed?: { settings?: SeedSetting[]; content?: SeedContent };
  /** The registry the app runs (a test may add a type to it). */
  contentTypes?: readonly ContentType[];
  /** The app's and the services' logger (tests that read the log pass a capturing one). */
  logger?: Logger;
} = {}): Promise<TestApp> {
  const env = parseServerEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: "pglite:memory", ...overrides });
  const database = await createTestDatabase();
  if (seed)
    await seedDatabase({
      db: database.db,
      settings: seed.settings ?? [],
      contentTypes,
      content: seed.content ?? {},
    });
  const services = createServices({ env, database, version: "test", logger, contentTypes });
  const app = createApp({ services, logger });
  return { app, services, database, env, close: () => database.close() };
}
