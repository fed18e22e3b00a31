import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allResumeFixtures } from "../../core/resume-profile/fixtures/all-resume-fixtures";
import { extractResumeProfile } from "../../core/resume-profile/resume-profile";
import { makeDocx, makePdf, makeWord97Doc } from "../helpers/make-documents";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Every resume fixture, written to a real PDF, DOCX and Word 97 DOC and uploaded: the text the upload
 * extracts reads as the same job title, years and industry as the text itself, so what the reader
 * is tested on in plain text holds for files too.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const now = new Date(Date.UTC(2026, 5, 15));
const cases = allResumeFixtures.flatMap((fixture) =>
  (["pdf", "docx", "doc"] as const).map((format) => ({ ...fixture, format })),
);

describe("resume fixtures as uploaded files", () => {
  it.each(cases)("$id ($format) reads as its text does", async ({ text, format }) => {
    const bytes =
      format === "pdf" ? await makePdf({ text }) : format === "docx" ? makeDocx({ text }) : makeWord97Doc({ text });
    const uploaded = await request(t.app)
      .post("/api/assessments/upload-file")
      .attach("resume", bytes, { filename: `resume.${format}`, contentType: "application/octet-stream" });
    expect(uploaded.status).toBe(200);
    const fromFile = extractResumeProfile(uploaded.body.extractedText as string, { now });
    const fromText = extractResumeProfile(text, { now });
    expect(fromText.jobTitle).not.toBeNull();
    expect({ jobTitle: fromFile.jobTitle, years: fromFile.yearsOfExperience, industry: fromFile.industry }).toEqual({
      jobTitle: fromText.jobTitle,
      years: fromText.yearsOfExperience,
      industry: fromText.industry,
    });
  });
});
