import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locateWorkerEntry } from "../config/worker-entry";
import { openDatabase, type DatabaseHandle } from "./client";
import { openPgliteThread, type PgliteLike } from "./pglite-thread";

const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

const notes = pgTable("thread_notes", {
  id: integer("id").primaryKey(),
  body: text("body").notNull(),
  data: bytes("data"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The cause chain of an error, as services read it (Drizzle wraps the driver's error). */
function codeOf(error: unknown): unknown {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (code) return code;
  }
  return undefined;
}

describe("the embedded database in its own thread", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "ajr-pglite-thread-"));
  let client: PgliteLike;
  let db: ReturnType<typeof drizzle>;

  beforeAll(async () => {
    const entry = locateWorkerEntry({
      callerUrl: new URL("./client.ts", import.meta.url).href,
      name: "pglite-thread-worker",
    });
    expect(entry).not.toBeNull();
    client = await openPgliteThread({ entry: entry!, options: { dataDir: path.join(folder, "db"), settings: [] } });
    // Drizzle types its client as PGlite; the thread client has the part of it Drizzle calls.
    db = drizzle(client as unknown as PGlite);
    await db.execute(
      sql`create table thread_notes (id integer primary key, body text not null, data bytea, created_at timestamptz not null default now())`,
    );
  }, 60_000);

  afterAll(async () => {
    await client?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("stores and reads rows with Drizzle's types: dates as Date, bytes as Buffer", async () => {
    const data = Buffer.from([0, 1, 2, 250, 255]);
    await db.insert(notes).values({ id: 1, body: "first", data });
    const [row] = await db.select().from(notes).where(eq(notes.id, 1));
    expect(row?.body).toBe("first");
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(Buffer.isBuffer(row?.data) && row.data.equals(data)).toBe(true);
  });

  it("carries PostgreSQL's error code and constraint back to the caller", async () => {
    const error = await db
      .insert(notes)
      .values({ id: 1, body: "again" })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(codeOf(error)).toBe("23505");
    expect(String((error as Error).message)).toMatch(/thread_notes/);
  });

  it("commits a transaction, and rolls one back when its callback throws", async () => {
    await db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 2, body: "kept" });
      await tx.insert(notes).values({ id: 3, body: "kept too" });
    });
    const failed = await db
      .transaction(async (tx) => {
        await tx.insert(notes).values({ id: 4, body: "dropped" });
        throw new Error("changed my mind");
      })
      .catch((error: Error) => error.message);
    expect(failed).toBe("changed my mind");
    const ids = (await db.select({ id: notes.id }).from(notes)).map((row) => row.id).sort();
    expect(ids).toEqual([1, 2, 3]);
  });

  it("rolls back to a savepoint inside a transaction and keeps the rest", async () => {
    await db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 5, body: "outer" });
      await tx
        .transaction(async (inner) => {
          await inner.insert(notes).values({ id: 6, body: "inner" });
          throw new Error("inner fails");
        })
        .catch(() => undefined);
    });
    const ids = (await db.select({ id: notes.id }).from(notes)).map((row) => row.id);
    expect(ids).toContain(5);
    expect(ids).not.toContain(6);
  });

  it("holds a query from outside back until an open transaction ends, as one connection does", async () => {
    let outside: Promise<number> | undefined;
    await db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 7, body: "inside" });
      outside = db
        .select({ n: count() })
        .from(notes)
        .then((rows) => rows[0]!.n);
      // Give the outside query every chance to run first.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.insert(notes).values({ id: 8, body: "inside too" });
    });
    const total = (await db.select({ n: count() }).from(notes))[0]!.n;
    expect(await outside).toBe(total);
  });

  it("answers many concurrent queries, each with its own result", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => client.query<{ n: number }>("select $1::int as n", [i])),
    );
    expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});

describe("a database folder opened by openDatabase", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "ajr-pglite-folder-"));
  let handle: DatabaseHandle | undefined;

  afterAll(async () => {
    await handle?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("is migrated, keeps its data across a reopen, and refuses queries once closed", async () => {
    const url = `pglite:${path.join(folder, "db")}`;
    handle = await openDatabase({ url });
    await handle.db.execute(sql`insert into site_settings (key, value) values ('thread_check', 'kept')`);
    await handle.close();
    await expect(handle.ping()).rejects.toThrow(/embedded database's thread/);

    handle = await openDatabase({ url });
    const result = (await handle.db.execute(
      sql`select value from site_settings where key = 'thread_check'`,
    )) as unknown as {
      rows: { value: string }[];
    };
    expect(result.rows).toEqual([{ value: "kept" }]);
  }, 120_000);
});
