import { readFileSync } from "node:fs";
import path from "node:path";
import type { ServerEnv } from "../config/env.server";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { seedDatabase } from "../db/seed";
import { defaultSettings } from "../db/seed/default-settings";
import { demoPosts } from "../db/seed/demo-posts";
import { createServices, type Services } from "../services/container";

export function readAppVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.resolve(process.cwd(), "package.json"), "utf8")) as { version?: string };
    return pkg.version ?? "0.0.0";
  } catch {
    return "0.0.0";
  }
}

/** Opens (and migrates) the database, seeds first-start content and builds the services. */
export async function bootServices({ env }: { env: ServerEnv }): Promise<{ services: Services; database: DatabaseHandle }> {
  const database = await openDatabase({ url: env.DATABASE_URL });
  await seedDatabase({ db: database.db, settings: defaultSettings, posts: demoPosts });
  const services = createServices({ env, database, version: readAppVersion() });
  return { services, database };
}
