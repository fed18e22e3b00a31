import type { ServerEnv } from "../config/env.server";
import type { DatabaseHandle } from "../db/client";
import { createHealthService } from "./health";
import { createSiteSettingsService } from "./site-settings";

/**
 * Every use-case the pages and the API share, built once per process over one database.
 * Route loaders reach it through the React Router load context; API handlers get it directly.
 */
export function createServices({
  env,
  database,
  version,
}: {
  env: ServerEnv;
  database: DatabaseHandle;
  version: string;
}) {
  return {
    env,
    health: createHealthService({ database, version }),
    settings: createSiteSettingsService({ db: database.db }),
  };
}

export type Services = ReturnType<typeof createServices>;
