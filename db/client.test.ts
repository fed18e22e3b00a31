import pg from "pg";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../tests/helpers/test-database";
import type { DatabaseHandle } from "./client";

const serverUrl = process.env.TEST_DATABASE_URL;

// Only PostgreSQL has connections that a server can drop under us; PGlite runs in-process.
describe.runIf(serverUrl)("the PostgreSQL pool", () => {
  let handle: DatabaseHandle;
  const log = { info: vi.fn(), warn: vi.fn() };

  beforeAll(async () => {
    handle = await createTestDatabase({ logger: log });
  });

  afterAll(async () => {
    await handle.close();
  });

  it("survives the server dropping its idle connections, and the next query reconnects", async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      await handle.ping();
      // node-postgres answers a QueryResult; the shared Database type leaves the row shape open.
      const result = (await handle.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const database = result.rows[0]?.name;
      expect(database).toMatch(/^ajr_test_/);

      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const terminated = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [database],
      );
      await admin.end();
      expect(terminated.rowCount).toBeGreaterThan(0);

      await vi.waitFor(() =>
        expect(log.warn).toHaveBeenCalledWith(expect.anything(), "PostgreSQL connection lost while idle"),
      );
      await handle.ping();
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
  });
});
