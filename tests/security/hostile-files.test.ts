import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "../../integrations/document-text";
import { makePdf } from "../helpers/make-documents";
import { makeHostileDocuments, makeZeroFilledPdf, type HostileDocument } from "../helpers/make-hostile-documents";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Hostile files cost little (issue #28, ADR 022): every file of the corpus is answered with a 4xx
 * and a message, within the reading budget, while the server's liveness answers 200 throughout;
 * and the next resume is read as usual. On the starting commit the 10 MB zero-filled PDF held the
 * reading thread about 12 s and then answered 500.
 */
let t: TestApp;
let corpus: HostileDocument[];

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_RATE_LIMIT: "1000" } });
  corpus = await makeHostileDocuments();
});

afterAll(async () => {
  await t?.close();
});

const upload = (bytes: Buffer, fileName: string) =>
  request(t.app)
    .post("/api/assessments/upload-file")
    .attach("resume", bytes, { filename: fileName, contentType: "application/octet-stream" });

/** Polls liveness every 100 ms until `until` settles; every answer's status. */
async function checkHealthDuring(until: Promise<unknown>): Promise<number[]> {
  const statuses: number[] = [];
  let settled = false;
  void until.finally(() => (settled = true));
  while (!settled) {
    statuses.push((await request(t.app).get("/api/health")).status);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return statuses;
}

describe("hostile files", () => {
  it("answers the 10 MB zero-filled PDF with 422 and the reader's message, not 500", async () => {
    const res = await upload(makeZeroFilledPdf(), "zeros.pdf");
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(DOCUMENT_MESSAGES.unreadable);
  });

  it.each([
    "zero-filled PDF (10 MB)",
    "truncated PDF",
    "PDF claiming a billion pages",
    "PDF with objects nested 200,000 deep",
    "PDF with a 60 MB content stream",
    "PDF with a 40,000 × 40,000 image",
    "encrypted PDF",
    "DOCX with 10,000 paragraphs",
    "DOCX zip bomb (60 MB inside)",
    "DOC with a broken header",
  ])("refuses the %s with a 4xx and a message while liveness stays 200", async (name) => {
    const file = corpus.find((document) => document.name === name)!;
    expect(file.bytes.length).toBeLessThanOrEqual(10 * 1024 * 1024);
    const answer = Promise.resolve(upload(file.bytes, file.fileName));
    const health = await checkHealthDuring(answer);
    const res = await answer;
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.error).toBe("string");
    expect(res.body.error.length).toBeGreaterThan(20);
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((status) => status === 200)).toBe(true);
  });

  it("refuses the files that would take minutes with the reading-budget message", async () => {
    for (const name of ["PDF with a 60 MB content stream", "DOCX with 10,000 paragraphs"]) {
      const file = corpus.find((document) => document.name === name)!;
      const res = await upload(file.bytes, file.fileName);
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(DOCUMENT_MESSAGES.tooCostly);
    }
  });

  it("reads a normal resume after the corpus, with a fresh reading thread", async () => {
    const res = await upload(await makePdf(), "resume.pdf");
    expect(res.status).toBe(200);
    expect(res.body.extractedText).toContain("Senior Software Engineer");
  });
});

describe("uploads per visitor", () => {
  it("refuses a visitor's uploads past UPLOAD_RATE_LIMIT with 429 and a message, counted in the database", async () => {
    const limited = await createTestApp({ env: { UPLOAD_RATE_LIMIT: "2" } });
    try {
      const send = () =>
        request(limited.app)
          .post("/api/assessments/upload-file")
          .attach("resume", Buffer.from("not a resume"), { filename: "x.pdf", contentType: "application/pdf" });
      expect((await send()).status).toBe(400);
      expect((await send()).status).toBe(400);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.body.error).toBe(
        "Too many files uploaded from this address. Please wait 10 minutes and try again, or paste your resume text instead.",
      );
      const counted = (await limited.database.db.execute(
        sql`select count(*)::int as n from rate_limit_events where bucket = 'upload-file'`,
      )) as unknown as { rows: { n: number }[] };
      expect(counted.rows[0]?.n).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
