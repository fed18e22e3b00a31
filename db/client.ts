import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
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

const migrationsFolder = path.resolve(process.cwd(), "db/migrations");

/**
 * Opens the database named by a DATABASE_URL and brings its schema up to date.
 * `pglite:memory` is an in-memory embedded database (tests); `pglite:<dir>` keeps data in a folder;
 * `postgres://…` uses a PostgreSQL server through a connection pool.
 */
export async function openDatabase({
  url,
  loadDataDir,
}: {
  url: string;
  /** A dumped PGlite data directory to start from (tests start from a migrated template). */
  loadDataDir?: Blob | File;
}): Promise<DatabaseHandle> {
  if (url.startsWith("pglite:")) {
    const location = url.slice("pglite:".length);
    const dataDir = location === "memory" || location === "" ? undefined : path.resolve(location);
    if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
    const client = await PGlite.create({ dataDir, loadDataDir });
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return {
      db,
      kind: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      close: async () => {
        if (!client.closed) await client.close();
      },
    };
  }

  // The PostgreSQL driver loads only when it is used, which keeps the embedded default's start-up short.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle connection that the server drops (restart, failover, a terminated backend) emits
  // "error" on the pool; without a listener Node turns that into an uncaught exception and the
  // process dies. The pool discards the broken client and the next query opens a new one.
  pool.on("error", (error) => {
    console.warn(`PostgreSQL connection lost while idle: ${error.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  await migratePg(drizzlePg(pool), { migrationsFolder });
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
