import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allResumeFixtures } from "../../core/resume-profile/fixtures/all-resume-fixtures";
import { createAssessmentEngine } from "../../services/platform/engine/assessment-engine";
import { FILE_FORMATS, makeResumeFile, readResumeForm } from "../helpers/resume-format-agreement";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * One reading of a resume, whatever the format (ADR 019, ADR 022): every resume fixture, written to
 * a real PDF, DOCX and Word 97 DOC and uploaded, reads as the same job title, years, industry and
 * best-matching occupation as the same text pasted. Among the fixtures are job lines that a PDF
 * page wraps and dates on the line below (issue #30); `npm run eval:resume-formats` prints the table.
 */
let t: TestApp;
const engine = createAssessmentEngine();

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_RATE_LIMIT: "1000" } });
});

afterAll(async () => {
  await t?.close();
});

const cases = allResumeFixtures.flatMap((fixture) => FILE_FORMATS.map((format) => ({ ...fixture, format })));

describe("resume fixtures as uploaded files", () => {
  it.each(cases)("$id ($format) reads as its pasted text does", async ({ text, format }) => {
    const uploaded = await request(t.app)
      .post("/api/assessments/upload-file")
      .attach("resume", await makeResumeFile({ format, text }), {
        filename: `resume.${format}`,
        contentType: "application/octet-stream",
      });
    expect(uploaded.status).toBe(200);
    const pasted = readResumeForm({ text, engine });
    expect(pasted.jobTitle).not.toBeNull();
    expect(pasted.occupation).not.toBeNull();
    expect(readResumeForm({ text: uploaded.body.extractedText as string, engine })).toEqual(pasted);
  });
});
