import { afterAll, describe, expect, it } from "vitest";
import { makeDocx, makePdf, SAMPLE_RESUME } from "../tests/helpers/make-documents";
import { DOCUMENT_MESSAGES, DocumentTextError } from "./document-text";
import { createDocumentReader } from "./document-text-pool";

const reader = createDocumentReader();
const limits = { minCharacters: 100, maxCharacters: 50_000 };

afterAll(async () => {
  await reader.close();
});

describe("createDocumentReader (resumes read in a worker thread)", () => {
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
