import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle, type DatabaseLog } from "../../db/client";
import { withDatabase } from "./database-template";

/**
 * A fresh, migrated, empty database for one test file: an in-memory PGlite copied from the
 * template, or (when TEST_DATABASE_URL is set) a new PostgreSQL database cloned from the
 * template and dropped on close.
 */
export async function createTestDatabase({ logger }: { logger?: DatabaseLog } = {}): Promise<DatabaseHandle> {
  const template = inject("databaseTemplate");
  if (template.kind === "pglite") {
    const bytes = readFileSync(template.name);
    return openDatabase({ url: "pglite:memory", loadDataDir: new Blob([bytes]), logger });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL disappeared during the run");
  const name = `ajr_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  await admin.end();
  const handle = await openDatabase({ url: withDatabase(serverUrl, name), logger });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
