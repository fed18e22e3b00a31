import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  makeDocx,
  makeImageOnlyPdf,
  makePdf,
  makeWord97Doc,
  makeZipBombDocx,
  SAMPLE_RESUME,
  writeZip,
} from "../helpers/make-documents";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const upload = (bytes: Buffer, fileName: string, field = "resume") =>
  request(t.app)
    .post("/api/assessments/upload-file")
    .attach(field, bytes, { filename: fileName, contentType: "application/octet-stream" });

const INVALID_TYPE = "Invalid file type. Please select a PDF, DOC, or DOCX file.";

describe("POST /api/assessments/upload-file", () => {
  it.each([
    ["resume.pdf", () => makePdf()],
    ["Resume.DOCX", async () => makeDocx()],
    ["resume.doc", async () => makeWord97Doc()],
  ])("extracts the text of a real %s", async (fileName, make) => {
    const res = await upload(await make(), fileName);
    expect(res.status).toBe(200);
    expect(res.body.fileName).toBe(fileName);
    expect(res.body.extractedText).toContain("Senior Software Engineer");
    expect(res.body.extractedText).toContain("AWS Certified Solutions Architect");
    expect(res.body.textLength).toBe(res.body.extractedText.length);
  });

  it("cuts a long file's text to what the text analysis accepts, so the extracted text can be analysed", async () => {
    const filler = Array.from(
      { length: 1200 },
      (_, i) => `- Reviewed and merged pull request number ${i} for the team`,
    );
    const bytes = makeDocx({ text: [SAMPLE_RESUME, "", "Project log", ...filler].join("\n") });
    const res = await upload(bytes, "long-resume.docx");
    expect(res.status).toBe(200);
    expect(res.body.textLength).toBe(res.body.extractedText.length);
    expect(res.body.textLength).toBeLessThanOrEqual(50_000);
    expect(res.body.textLength).toBeGreaterThan(49_000);
    const analysed = await request(t.app).post("/api/assessments/text").send({ resumeText: res.body.extractedText });
    expect(analysed.status).toBe(201);
    expect(analysed.body.assessmentId).toBeTruthy();
  });

  it("answers 422 saying how little it read when a file yields fewer than 100 characters", async () => {
    const res = await upload(makeDocx({ text: "Jordan Avery, Senior Software Engineer, Austin TX" }), "short.docx");
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error:
        "We could read only 49 characters from this file. If it is a scanned image, paste your resume text instead.",
    });
  });

  it("refuses other extensions with the spec's message", async () => {
    const res = await upload(Buffer.from("hello world, plain text resume"), "resume.txt");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: INVALID_TYPE });
  });

  it.each([
    ["an executable renamed to .pdf", Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(2000, 1)]), "resume.pdf"],
    ["a PDF renamed to .docx", null, "resume.docx"],
    ["a DOCX renamed to .doc", makeDocx(), "resume.doc"],
    ["a DOC renamed to .pdf", makeWord97Doc(), "resume.pdf"],
  ])("refuses %s by its magic bytes", async (_label, bytes, fileName) => {
    const res = await upload(bytes ?? (await makePdf()), fileName);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: INVALID_TYPE });
  });

  it("refuses a file over 10 MB (10485760 bytes + 1) with 413 and the spec's message", async () => {
    const bytes = Buffer.alloc(10_485_761, 0x20);
    bytes.write("%PDF-1.7\n", 0);
    const res = await upload(bytes, "big.pdf");
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: "File too large. Please select a file smaller than 10MB." });
  });

  it("answers 422 with a clear message for a 0-byte file", async () => {
    const res = await upload(Buffer.alloc(0), "empty.pdf");
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/empty/);
  });

  it("answers 422 for a truncated PDF", async () => {
    const pdf = await makePdf();
    const res = await upload(pdf.subarray(0, Math.floor(pdf.length / 3)), "truncated.pdf");
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/could not read this file|could not find any text/);
  });

  it("answers 422 for a PDF with no text layer (a scan)", async () => {
    const res = await upload(await makeImageOnlyPdf(), "scan.pdf");
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/scanned image/);
  });

  it("refuses a DOCX zip bomb from its central directory, before inflating it", async () => {
    const bomb = makeZipBombDocx({ megabytes: 60 });
    expect(bomb.length).toBeLessThan(200_000);
    const res = await upload(bomb, "bomb.docx");
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/expands to more than 40MB/);
  });

  it("answers 422 for a zip that is not a Word document and for a corrupt DOC", async () => {
    const notWord = await upload(writeZip([{ name: "hello.txt", data: Buffer.from("hi") }]), "resume.docx");
    expect(notWord.status).toBe(422);
    const doc = makeWord97Doc();
    const corrupt = await upload(Buffer.concat([doc.subarray(0, 600), Buffer.alloc(600)]), "resume.doc");
    expect(corrupt.status).toBe(422);
    expect(corrupt.body.error).toMatch(/could not read this file/);
  });

  it("asks for a file when none or the wrong field is sent", async () => {
    const none = await request(t.app).post("/api/assessments/upload-file").send({});
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: "Please upload a resume file first." });
    const wrongField = await upload(await makePdf(), "resume.pdf", "file");
    expect(wrongField.status).toBe(400);
  });

  it("stays up after the hostile uploads", async () => {
    const res = await request(t.app).get("/api/health");
    expect(res.status).toBe(200);
  });
});
