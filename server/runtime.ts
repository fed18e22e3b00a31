import { readFileSync } from "node:fs";
import path from "node:path";
import { ConfigError, type ServerEnv } from "../config/env.server";
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
export async function bootServices({
  env,
}: {
  env: ServerEnv;
}): Promise<{ services: Services; database: DatabaseHandle }> {
  const database = await openDatabase({ url: env.DATABASE_URL });
  await seedDatabase({ db: database.db, settings: defaultSettings, posts: demoPosts });
  const services = createServices({ env, database, version: readAppVersion() });
  await seedOwnerAccount({ env, services });
  return { services, database };
}

/**
 * Work that must not delay the first answers, started once the server listens: the occupation
 * dataset and title index load in the background (in steps that yield to requests) rather than
 * inside the first visitor's assessment, and the retention jobs begin.
 */
export function startBackgroundWork({ services }: { services: Services }): void {
  // A short pause first, so the health checks and page views that arrive as soon as the port
  // opens are answered at once rather than queued behind the dataset's parse (~0.3 s).
  setTimeout(() => {
    services.assessments.warmUp().catch((error: unknown) => {
      console.error(`Occupation data warm-up failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    scheduleRetention({ services });
  }, WARM_UP_DELAY_MS).unref();
}

const WARM_UP_DELAY_MS = 500;

const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes expired assessments, quota events and debug reports now, in the background (start-up
 * does not wait for it), and then daily (the timer never holds the process open).
 */
function scheduleRetention({ services }: { services: Services }): void {
  const purge = () =>
    services.assessments.purgeExpired().catch((error: unknown) => {
      console.error(`Retention job failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  void purge();
  setInterval(() => void purge(), RETENTION_INTERVAL_MS).unref();
  // Contact messages are kept one year (services/contact.ts).
  const purgeContact = () =>
    services.contact.purgeExpired().catch((error: unknown) => {
      console.error(`Contact retention job failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  void purgeContact();
  setInterval(() => void purgeContact(), RETENTION_INTERVAL_MS).unref();
}

/** Creates the owner from ADMIN_EMAIL/ADMIN_PASSWORD when both are set and no owner exists yet (ADR 005). */
async function seedOwnerAccount({ env, services }: { env: ServerEnv; services: Services }): Promise<void> {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return;
  try {
    await services.staffAccounts.ensureOwner({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // E-mail problems name ADMIN_EMAIL themselves; anything else is about the password.
    throw new ConfigError(
      `Invalid configuration: ${reason.includes("ADMIN_EMAIL") ? "" : "ADMIN_PASSWORD: "}${reason}`,
    );
  }
}
