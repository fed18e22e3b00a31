import type { RequestListener } from "node:http";
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { defaultSettings } from "../../db/seed/default-settings";
import { startPageServer } from "../api/jobs-page-server";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createCapturedLog } from "./capture-log";
import { expectErrorLog, expectServerErrorAnswer } from "../helpers/expect-noise";

/**
 * Issue 28, "Forge log lines" and "See stored values in the logs": a path with a newline and
 * JSON wrote a whole log line of the attacker's choosing (raw console output), and database errors
 * logged every value of the failed query (a name from a resume, a contact message). The log is
 * one JSON object per line from the structured logger, and a database error is its statement's
 * name and code. Here the log is everything the server writes: the logger's lines and anything
 * that went to the console.
 */
let t: TestApp;
let server: Awaited<ReturnType<typeof startPageServer>>;
let app: RequestListener;
const log = createCapturedLog();
const consoleOutput: string[] = [];
let spies: MockInstance[] = [];

const AI_KEY = "sk-proj-LOGTESTKEY0123456789abcdefghijklmnopqrstuvw";
const RESUME_NAME = "Zelinda Quartermaine";
const RESUME_LINE = "Reconciled the Brightwater ledger every quarter";
const CONTACT_TEXT = "Please call me about the Marigold-7731 question";

beforeAll(async () => {
  t = await createTestApp({
    seed: { settings: [...defaultSettings] },
    logger: log.logger,
    // The visitor's key goes to a provider that refuses at once (nothing listens on port 9).
    env: { AI_BASE_URL: "http://127.0.0.1:9/v1", AI_TIMEOUT_MS: "1000" },
  });
  server = await startPageServer(t, { logger: log.logger });
  app = server.listener;
}, 300_000);

afterAll(async () => {
  await server?.close();
  await t?.close();
});

beforeEach(() => {
  spies = (["log", "info", "warn", "error", "debug"] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleOutput.push(
        args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack}` : String(arg))).join(" "),
      );
    }),
  );
});

afterEach(() => {
  for (const spy of spies) spy.mockRestore();
});

const everythingWritten = () => `${log.text()}\n${consoleOutput.join("\n")}`;

/** Runs `work` while `table` is renamed away, so the statements on it fail inside the database. */
async function withTableGone(table: string, work: () => Promise<void>): Promise<void> {
  await t.database.db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
  try {
    await work();
  } finally {
    await t.database.db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
  }
}

describe("what a visitor sends never reaches the log", () => {
  it("keeps a newline and JSON in a path from writing a line of its own", async () => {
    const res = await request(app).get('/blog/x%0A{"level":60,"msg":"FORGED"}');
    expect(res.status).toBeLessThan(500);
    await request(app).get("/blog/x%0A%7B%22level%22%3A60%2C%22msg%22%3A%22FORGED%22%7D");
    // Every line is one JSON object written by the logger; none is the forged one.
    const lines = log.lines();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((line) => line.msg === "FORGED")).toBe(false);
    // Not even inside another line: what the path carried is not logged at all.
    expect(everythingWritten()).not.toContain("FORGED");
    expect(consoleOutput).toEqual([]);
  });

  it("logs a failed database write as its statement's name and code, without a resume's details or the key", async () => {
    expectErrorLog(/^unexpected error; Error: Failed query/);
    expectServerErrorAnswer({ path: "/api/assessments/text", status: 500 });
    await withTableGone("assessments", async () => {
      const res = await request(t.app)
        .post("/api/assessments/text")
        .set("Authorization", `Bearer ${AI_KEY}`)
        .send({
          resumeText: [
            RESUME_NAME,
            "Senior Accountant",
            "zelinda@example.org · Denver, CO",
            "Experience",
            "Senior Accountant, Brightwater Partners, 2018 – present",
            `- ${RESUME_LINE}`,
            "- Prepared monthly financial statements and tax filings for clients",
          ].join("\n"),
        });
      expect(res.status).toBe(500);
    });
    const text = everythingWritten();
    for (const secret of ["Quartermaine", "Zelinda", "Brightwater", "zelinda@example.org", AI_KEY, "LOGTESTKEY"])
      expect(text, secret).not.toContain(secret);
    const failure = log.lines().find((line) => line.msg === "unexpected error");
    expect(failure?.err).toMatchObject({ type: "DatabaseError", statement: "insert assessments", code: "42P01" });
  });

  it("logs a failed contact message without its text, name or address", async () => {
    expectErrorLog(/^unexpected error; Error: Failed query/);
    expectServerErrorAnswer({ path: "/api/contact", status: 500 });
    await withTableGone("contact_messages", async () => {
      const res = await request(t.app).post("/api/contact").send({
        firstName: "Ottoline",
        lastName: "Vanderquist",
        email: "ottoline@example.org",
        subject: "general",
        message: CONTACT_TEXT,
      });
      expect(res.status).toBe(500);
    });
    const text = everythingWritten();
    for (const secret of ["Marigold-7731", "Ottoline", "Vanderquist", "ottoline@example.org"])
      expect(text, secret).not.toContain(secret);
    expect(log.lines().map((line) => line.err)).toContainEqual({
      type: "DatabaseError",
      statement: "select contact_messages",
      code: "42P01",
    });
  });

  it("never writes the visitor's AI key, even when the key check fails", async () => {
    // The provider cannot be reached: 502, logged, without the key.
    expectServerErrorAnswer({ path: "/api/validate-key", status: 502 });
    const res = await request(t.app).post("/api/validate-key").send({ apiKey: AI_KEY });
    expect(res.status).toBe(502);
    expect(everythingWritten()).not.toContain("LOGTESTKEY");
  });
});
