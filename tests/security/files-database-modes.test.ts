import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { createCapturedLog } from "./capture-log";

/**
 * Issue 28, "Read the database files as any local user": the embedded database's files were
 * created 0666 and its folders 0755. The folder is 0700 and its files 0600 from creation, and a
 * folder left open by an earlier version is tightened at start, with a log line.
 */
const workDir = mkdtempSync(path.join(tmpdir(), "ajr-db-modes-"));

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

function modesUnder(folder: string): { path: string; mode: number; isDirectory: boolean }[] {
  const found: { path: string; mode: number; isDirectory: boolean }[] = [];
  const visit = (entry: string) => {
    const stat = statSync(entry);
    found.push({ path: entry, mode: stat.mode & 0o777, isDirectory: stat.isDirectory() });
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(folder);
  return found;
}

const openToOthers = (entries: ReturnType<typeof modesUnder>) =>
  entries.filter((entry) => (entry.mode & 0o077) !== 0).map((entry) => `${entry.path} ${entry.mode.toString(8)}`);

describe("the embedded database folder", () => {
  const dataDir = path.join(workDir, "data", "db");

  it("is created 0700 with files 0600, nothing readable by other users", async () => {
    const database = await openDatabase({ url: `pglite:${dataDir}` });
    try {
      const entries = modesUnder(dataDir);
      expect(entries.filter((entry) => !entry.isDirectory).length).toBeGreaterThan(100);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(openToOthers(entries)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);

  it("is tightened at start when an earlier version left it open, with a log line", async () => {
    chmodSync(path.join(dataDir, "PG_VERSION"), 0o644);
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, "base"), 0o755);
    const log = createCapturedLog();
    const database = await openDatabase({ url: `pglite:${dataDir}`, logger: log.logger });
    try {
      expect(openToOthers(modesUnder(dataDir))).toEqual([]);
      const notice = log.lines().find((line) => String(line.msg).includes("readable by other users"));
      expect(notice).toMatchObject({ level: 40, dataDir, entries: 3 });
    } finally {
      await database.close();
    }
  }, 300_000);
});
