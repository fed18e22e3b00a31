import { readFileSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { ConfigError, type ServerEnv } from "../config/env.server";
import { CONTENT_TYPES } from "../core/content-types/content-types";
import { formatSeconds, openDatabase, type DatabaseHandle } from "../db/client";
import { seedDatabase } from "../db/seed";
import { seedContent } from "../db/seed/content/seed-content";
import { defaultSettings } from "../db/seed/default-settings";
import { createLegacyMediaDirectory } from "../integrations/media-storage";
import { createServices, type Services } from "../services/container";

export function readAppVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.resolve(process.cwd(), "package.json"), "utf8")) as { version?: string };
    return pkg.version ?? "0.0.0";
  } catch {
    return "0.0.0";
  }
}

/**
 * Opens (and migrates) the database, seeds first-start content and builds the services.
 * `onProgress` hears each slow step with its time, the seeded content and what became of the
 * ADMIN_EMAIL owner (never the password), so a first start does not look hung.
 */
export async function bootServices({
  env,
  logger,
  onProgress = () => {},
}: {
  env: ServerEnv;
  logger: Logger;
  onProgress?: (message: string) => void;
}): Promise<{ services: Services; database: DatabaseHandle }> {
  const database = await openDatabase({
    url: env.DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE,
    logger,
    onProgress,
  });
  const seedingStartedAt = performance.now();
  const seeded = await seedDatabase({
    db: database.db,
    settings: defaultSettings,
    contentTypes: CONTENT_TYPES,
    content: seedContent,
  });
  if (seeded.settingsAdded > 0 || seeded.postsAdded > 0 || seeded.entriesAdded > 0)
    onProgress(
      `Added ${seeded.settingsAdded} default settings, ${seeded.postsAdded} demo posts and ${seeded.entriesAdded} ` +
        `guides and site pages in ${formatSeconds(performance.now() - seedingStartedAt)}`,
    );
  const services = createServices({ env, database, version: readAppVersion(), logger });
  const owner = await seedOwnerAccount({ env, services });
  if (owner) onProgress(describeOwnerOutcome({ email: env.ADMIN_EMAIL ?? "", outcome: owner }));
  return { services, database };
}

/** The one start-up line about the ADMIN_EMAIL owner: never the password. */
export function describeOwnerOutcome({ email, outcome }: { email: string; outcome: "created" | "exists" }): string {
  return outcome === "created"
    ? `Owner account created for ${email.trim()}: sign in at /admin`
    : `An owner account already exists: ADMIN_EMAIL and ADMIN_PASSWORD were not used (sign in at /admin)`;
}

/**
 * Work that must not delay the first answers, started once the server listens: the occupation
 * dataset and title index load in the background (in steps that yield to requests) rather than
 * inside the first visitor's assessment; readiness turns green when they are loaded. This is per
 * process (each holds its own copy). The retention purges and the one-time import of media from
 * MEDIA_DIR run once per deployment: a process runs them only after claiming their lease in the
 * database (services/platform/job-leases.ts), so N workers or instances do not repeat them.
 */
export function startBackgroundWork({ services }: { services: Services }): void {
  // A short pause first, so the health checks and page views that arrive as soon as the port
  // opens are answered at once rather than queued behind the dataset's parse (~0.3 s).
  setTimeout(() => {
    services.health.trackWarmUp(services.assessments.warmUp()).then(
      // Then the share-card renderer, off the path of readiness.
      () =>
        services.shareCards.warmUp().catch((error: unknown) => {
          services.logger.error({ err: error }, "share card warm-up failed");
        }),
      (error: unknown) => {
        services.logger.error({ err: error }, "occupation data warm-up failed");
      },
    );
    void importLegacyMedia({ services });
    scheduleRetention({ services });
  }, WARM_UP_DELAY_MS).unref();
}

const WARM_UP_DELAY_MS = 500;

/** Media files kept on disk by a former version are copied into the database once. */
async function importLegacyMedia({ services }: { services: Services }): Promise<void> {
  try {
    if (!(await services.jobLeases.claim("media-import", MEDIA_IMPORT_LEASE_MS))) return;
    const directory = createLegacyMediaDirectory({ directory: services.env.MEDIA_DIR });
    const { imported, notFound } = await services.mediaLibrary.importFromDirectory({ directory });
    if (imported > 0 || notFound > 0) {
      services.logger.info({ imported, notFound }, "media import from MEDIA_DIR: files copied into the database");
    }
  } catch (error) {
    services.logger.error({ err: error }, "media import failed");
  }
}

const MEDIA_IMPORT_LEASE_MS = 10 * 60 * 1000;

const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** How often each process asks whether the daily purge is due (claims the lease when it is). */
const RETENTION_CHECK_MS = 15 * 60 * 1000;

/**
 * Deletes expired assessments, quota and rate-limit events, debug reports and contact messages
 * (kept one year, services/site/contact.ts): now, in the background (start-up does not wait for it),
 * and then daily, by whichever process claims the day's lease. Timers never hold the process open.
 */
function scheduleRetention({ services }: { services: Services }): void {
  const purge = async () => {
    try {
      if (!(await services.jobLeases.claim("retention", RETENTION_INTERVAL_MS - RETENTION_CHECK_MS))) return;
    } catch (error) {
      services.logger.error({ err: error }, "retention job failed");
      return;
    }
    await services.assessments.purgeExpired().catch((error: unknown) => {
      services.logger.error({ err: error }, "retention job failed");
    });
    await services.contact.purgeExpired().catch((error: unknown) => {
      services.logger.error({ err: error }, "contact retention job failed");
    });
  };
  void purge();
  setInterval(() => void purge(), RETENTION_CHECK_MS).unref();
}

/** Creates the owner from ADMIN_EMAIL/ADMIN_PASSWORD when both are set and no owner exists yet (ADR 005). */
async function seedOwnerAccount({
  env,
  services,
}: {
  env: ServerEnv;
  services: Services;
}): Promise<"created" | "exists" | null> {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return null;
  try {
    return await services.staffAccounts.ensureOwner({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // E-mail problems name ADMIN_EMAIL themselves; anything else is about the password.
    throw new ConfigError(
      `Invalid configuration: ${reason.includes("ADMIN_EMAIL") ? "" : "ADMIN_PASSWORD: "}${reason}`,
    );
  }
}
