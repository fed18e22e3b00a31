import { afterAll, describe, expect, it } from "vitest";
import { makeDocx, makePdf, SAMPLE_RESUME } from "../tests/helpers/make-documents";
import { makeHugeContentStreamPdf, makeManyParagraphsDocx } from "../tests/helpers/make-hostile-documents";
import { DOCUMENT_MESSAGES, DocumentTextError } from "./document-text";
import { createDocumentReader } from "./document-text-pool";

const reader = createDocumentReader();
const limits = { minCharacters: 100, maxCharacters: 50_000 };

afterAll(async () => {
  await reader.close();
});

// A worker thread starts through tsx in the tests: its first file can take seconds on a busy machine.
describe("createDocumentReader (resumes read in a worker thread)", { timeout: 60_000 }, () => {
  it("answers each of several files sent at once with its own text", async () => {
    const pdf = await makePdf();
    const docx = makeDocx({ text: `${SAMPLE_RESUME}\nCertified Scrum Master` });
    const [fromPdf, fromDocx, again] = await Promise.all([
      reader.extract({ fileName: "a.pdf", bytes: pdf, ...limits }),
      reader.extract({ fileName: "b.docx", bytes: docx, ...limits }),
      reader.extract({ fileName: "c.pdf", bytes: pdf, ...limits }),
    ]);
    expect(fromPdf).toContain("Senior Software Engineer");
    expect(fromDocx).toContain("Certified Scrum Master");
    expect(fromPdf).not.toContain("Certified Scrum Master");
    expect(again).toBe(fromPdf);
  });

  it("refuses with the same status and message as reading in this thread", async () => {
    const refusal = reader.extract({ fileName: "x.pdf", bytes: Buffer.from("%PDF-1.4 not really"), ...limits });
    await expect(refusal).rejects.toBeInstanceOf(DocumentTextError);
    await expect(refusal).rejects.toMatchObject({ status: 422, message: DOCUMENT_MESSAGES.unreadable });
    const wrongType = reader.extract({ fileName: "x.docx", bytes: Buffer.from("%PDF-1.4"), ...limits });
    await expect(wrongType).rejects.toMatchObject({ status: 400, message: DOCUMENT_MESSAGES.invalidType });
    // The worker keeps serving after a refusal.
    expect(await reader.extract({ fileName: "ok.pdf", bytes: await makePdf(), ...limits })).toContain("Austin");
  });
});

describe("createDocumentReader under hostile files (ADR 022)", { timeout: 120_000 }, () => {
  const pdfLimits = { minCharacters: 100, maxCharacters: 50_000 };

  it("refuses a file past its reading budget with 422, replaces the thread and reads the next file", async () => {
    const bounded = createDocumentReader({ budgetMs: 2_000 });
    try {
      const slow = bounded.extract({ fileName: "content.pdf", bytes: makeHugeContentStreamPdf(), ...pdfLimits });
      await expect(slow).rejects.toMatchObject({ status: 422, message: DOCUMENT_MESSAGES.tooCostly });
      expect(await bounded.extract({ fileName: "ok.pdf", bytes: await makePdf(), ...pdfLimits })).toContain("Austin");
    } finally {
      await bounded.close();
    }
  });

  it("lets the next resume past a slow file: the slow one steps aside and is still refused in time", async () => {
    const bounded = createDocumentReader({ budgetMs: 3_000, sliceMs: 100 });
    try {
      const order: string[] = [];
      const slow = bounded
        .extract({ fileName: "content.pdf", bytes: makeHugeContentStreamPdf(), ...pdfLimits, visitor: "stranger" })
        .catch((error: DocumentTextError) => order.push(`slow ${error.status}`));
      const normal = bounded
        .extract({ fileName: "ok.pdf", bytes: await makePdf(), ...pdfLimits, visitor: "visitor" })
        .then(() => order.push("normal 200"));
      await Promise.all([slow, normal]);
      expect(order).toEqual(["normal 200", "slow 422"]);
    } finally {
      await bounded.close();
    }
  });

  it("reads another visitor's resume before a stranger's two slow files; the stranger's second waits for the first", async () => {
    const bounded = createDocumentReader({ budgetMs: 3_000, sliceMs: 100 });
    try {
      const order: string[] = [];
      const hostile = makeHugeContentStreamPdf();
      const note = (label: string) => (error: DocumentTextError) => order.push(`${label} ${error.status}`);
      const stranger = { ...pdfLimits, visitor: "stranger" };
      const first = bounded.extract({ fileName: "a.pdf", bytes: hostile, ...stranger }).catch(note("first"));
      const second = bounded.extract({ fileName: "b.pdf", bytes: hostile, ...stranger }).catch(note("second"));
      const normal = bounded
        .extract({ fileName: "ok.pdf", bytes: await makePdf(), ...pdfLimits, visitor: "visitor" })
        .then(() => order.push("normal 200"));
      await Promise.all([first, second, normal]);
      expect(order).toEqual(["normal 200", "first 422", "second 422"]);
    } finally {
      await bounded.close();
    }
  });

  it("answers 503 with Retry-After seconds once the queue is full, and reads what it took", async () => {
    const bounded = createDocumentReader({ maxWaiting: 2 });
    try {
      const pdf = await makePdf();
      const taken = [1, 2].map((n) => bounded.extract({ fileName: `${n}.pdf`, bytes: pdf, ...pdfLimits }));
      const refused = bounded.extract({ fileName: "3.pdf", bytes: pdf, ...pdfLimits });
      await expect(refused).rejects.toMatchObject({
        status: 503,
        message: DOCUMENT_MESSAGES.busy,
        retryAfterSeconds: 5,
      });
      for (const text of await Promise.all(taken)) expect(text).toContain("Austin");
    } finally {
      await bounded.close();
    }
  });

  it("refuses a file that runs its thread out of memory with 422, not a server error", async () => {
    const bounded = createDocumentReader({ budgetMs: 120_000 });
    try {
      const heavy = bounded.extract({ fileName: "paragraphs.docx", bytes: makeManyParagraphsDocx(), ...pdfLimits });
      await expect(heavy).rejects.toMatchObject({ status: 422, message: DOCUMENT_MESSAGES.tooCostly });
      expect(await bounded.extract({ fileName: "ok.pdf", bytes: await makePdf(), ...pdfLimits })).toContain("Austin");
    } finally {
      await bounded.close();
    }
  });
});
