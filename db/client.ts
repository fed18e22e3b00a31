import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { locateWorkerEntry } from "../config/worker-entry";
import { createPrivateFolder, tightenFolderModes } from "./folder-modes";
import { openPgliteThread, type PgliteLike } from "./pglite-thread";
import * as assessmentSchema from "./schema/assessments";
import * as contentSchema from "./schema/content";
import * as userSchema from "./schema/users";

export const schema = { ...userSchema, ...assessmentSchema, ...contentSchema };

export type Schema = typeof schema;

/** One Drizzle type for both drivers: services never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Cheap round trip used by the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** The part of the server's logger (pino) the database uses: one object and a message per line. */
export type DatabaseLog = {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
};

const migrationsFolder = path.resolve(process.cwd(), "db/migrations");

/**
 * The embedded database's memory is WebAssembly memory in this process and never shrinks, so
 * its settings are chosen for a small site rather than PostgreSQL's defaults: 128 MB of shared
 * buffers (all touched at start) cost ~150 MB of resident memory for pages the operating
 * system's file cache keeps anyway; 32 MB holds the hot tables and indexes (ADR 012).
 */
const PGLITE_SETTINGS = ["shared_buffers = 32MB"];

/**
 * Creates a new embedded database folder (initdb) in a short-lived worker thread. Creating one
 * in this process leaves ~400 MB of WebAssembly memory behind (the initdb module and its heap)
 * until a garbage collection that may never come; a worker's memory goes when it exits. Falls
 * back to creating it here where the module cannot be located (bundlers without
 * import.meta.resolve), which is correct, only larger.
 */
async function createPgliteFolder(dataDir: string): Promise<void> {
  const resolve = (import.meta as { resolve?: (specifier: string) => string }).resolve;
  if (typeof resolve !== "function") return;
  const moduleUrl = resolve("@electric-sql/pglite");
  const source = `const { workerData } = require("node:worker_threads");
import(workerData.moduleUrl).then(async ({ PGlite }) => {
  const db = await PGlite.create({ dataDir: workerData.dataDir });
  await db.close();
});`;
  await new Promise<void>((done, fail) => {
    const worker = new Worker(source, { eval: true, workerData: { moduleUrl, dataDir } });
    worker.once("error", fail);
    worker.once("exit", (code) =>
      code === 0 ? done() : fail(new Error(`Creating the embedded database at ${dataDir} failed (${code})`)),
    );
  });
}

/**
 * A database folder opens in a thread of its own (db/pglite-thread.ts), so its work runs beside
 * the event loop; an in-memory database (tests, started from a dump) stays in this thread, as
 * does a folder when the thread's entry cannot be found (an unusual build).
 */
async function openEmbedded({
  dataDir,
  loadDataDir,
}: {
  dataDir: string | undefined;
  loadDataDir: Blob | File | undefined;
}): Promise<PgliteLike | PGlite> {
  const entry =
    dataDir && !loadDataDir ? locateWorkerEntry({ callerUrl: import.meta.url, name: "pglite-thread-worker" }) : null;
  if (dataDir && entry) return openPgliteThread({ entry, options: { dataDir, settings: PGLITE_SETTINGS } });
  return PGlite.create({ dataDir, loadDataDir, postgresqlconf: PGLITE_SETTINGS });
}

/**
 * Opens the database named by a DATABASE_URL and brings its schema up to date.
 * `pglite:memory` is an in-memory embedded database (tests); `pglite:<dir>` keeps data in a folder;
 * `postgres://…` uses a PostgreSQL server through a connection pool.
 */
export async function openDatabase({
  url,
  loadDataDir,
  poolSize = 20,
  onProgress = () => {},
  logger,
}: {
  url: string;
  /**
   * Told what start-up is doing while it takes long enough to notice (a new embedded database
   * takes tens of seconds on a small machine): one line as a step starts, one with its time when
   * it ends. Never told anything secret (the URL's password is not named).
   */
  onProgress?: (message: string) => void;
  /**
   * PostgreSQL connections per process (DATABASE_POOL_SIZE). A write holds one for its
   * transaction's round trips, which each wait for a turn of a busy event loop: with too few,
   * writes queue for a connection while the database idles (ADR 012).
   */
  poolSize?: number;
  /** A dumped PGlite data directory to start from (tests start from a migrated template). */
  loadDataDir?: Blob | File;
  /** Where the database's own notices go (the server's logger); silent when absent. */
  logger?: DatabaseLog;
}): Promise<DatabaseHandle> {
  if (url.startsWith("pglite:")) {
    const location = url.slice("pglite:".length);
    const dataDir = location === "memory" || location === "" ? undefined : path.resolve(location);
    const isNew = dataDir !== undefined && !loadDataDir && !existsSync(path.join(dataDir, "PG_VERSION"));
    if (dataDir) {
      createPrivateFolder(dataDir);
      // Every start: files PGlite made since (new tables, WAL) and folders of earlier versions.
      const tightened = tightenFolderModes(dataDir);
      if (tightened > 0 && !isNew)
        logger?.warn(
          { dataDir, entries: tightened },
          "embedded database folder was readable by other users: tightened to 0700 (folders) and 0600 (files)",
        );
    }
    if (isNew) {
      await timeStep({
        onProgress,
        start: `First start: creating the embedded database in ${describeFolder(dataDir)} (only this once)…`,
        done: "embedded database created",
        run: () => createPgliteFolder(dataDir),
      });
    }
    const client = await timeStep({
      onProgress,
      start: isNew ? "Opening the new database…" : undefined,
      done: "database opened",
      run: () => openEmbedded({ dataDir, loadDataDir }),
    });
    const db = drizzlePglite(client as PGlite, { schema }) as unknown as Database;
    await timeStep({
      onProgress,
      start: isNew ? "Creating the tables…" : undefined,
      done: "database schema up to date",
      run: () => migratePglite(drizzlePglite(client as PGlite), { migrationsFolder }),
    });
    // Migrations may have made new files, with PGlite's open modes.
    if (dataDir) tightenFolderModes(dataDir);
    return {
      db,
      kind: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      close: async () => {
        if (!client.closed) await client.close();
        if (dataDir && existsSync(dataDir)) tightenFolderModes(dataDir);
      },
    };
  }

  // The PostgreSQL driver loads only when it is used, which keeps the embedded default's start-up short.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  // An idle connection that the server drops (restart, failover, a terminated backend) emits
  // "error" on the pool; without a listener Node turns that into an uncaught exception and the
  // process dies. The pool discards the broken client and the next query opens a new one.
  pool.on("error", (error) => {
    logger?.warn({ code: (error as { code?: unknown }).code }, "PostgreSQL connection lost while idle");
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  await timeStep({
    onProgress,
    done: "PostgreSQL schema up to date",
    run: () => migratePg(drizzlePg(pool), { migrationsFolder }),
  });
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
    },
  };
}

/**
 * Runs one start-up step: tells `onProgress` when it starts (when `start` is given) and, when it
 * ends, "<done> in 1.2 s".
 */
async function timeStep<T>({
  onProgress,
  start,
  done,
  run,
}: {
  onProgress: (message: string) => void;
  start?: string;
  done: string;
  run: () => Promise<T>;
}): Promise<T> {
  if (start) onProgress(start);
  const startedAt = performance.now();
  const result = await run();
  onProgress(`${done[0]!.toUpperCase()}${done.slice(1)} in ${formatSeconds(performance.now() - startedAt)}`);
  return result;
}

/** A folder as a person finds it: relative to the working folder when inside it ("data/db"), else in full. */
function describeFolder(folder: string): string {
  const relative = path.relative(process.cwd(), folder);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : folder;
}

/** "0.3 s", "12.4 s". */
export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
