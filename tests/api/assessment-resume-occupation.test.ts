import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDocx, makePdf } from "../helpers/make-documents";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Resumes whose job-title lines carry a company, a place and dates, or a template's placeholders,
 * go through the real upload and analysis APIs and land in the right occupation.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { DAILY_ASSESSMENT_LIMIT: "1000" } });
});

afterAll(async () => {
  await t?.close();
});

const CARPENTER_RESUME = [
  "Sam Rivera",
  "Austin, TX | sam.rivera@example.com | (512) 555-0142",
  "",
  "Summary",
  "Carpenter with nine years of residential and commercial building work, from framing to finish trim.",
  "",
  "Experience",
  "Carpenter — Acme Builders, Austin, TX",
  "March 2017 – Present",
  "- Frame walls, floors and roofs from blueprints and building plans",
  "- Install doors, windows, stairs, trim and cabinets",
  "- Measure, cut and join lumber with hand and power tools",
  "",
  "Carpenter Apprentice | Hill Country Homes | San Marcos, TX | 2014 – 2017",
  "- Built forms for concrete foundations and helped set beams",
  "",
  "Skills",
  "Framing, Finish carpentry, Blueprint reading, Power tools",
].join("\n");
const SALES_RESUME = [
  "Alex Kim",
  "City, State | alex.kim@example.com",
  "",
  "Experience",
  "Sales Associate | Company Name | City, State",
  "06/2019 - Current",
  "- Greet customers and help them find the right products",
  "- Operate the register, process returns and open store credit accounts",
  "- Restock shelves and set up seasonal displays",
  "",
  "Cashier | Company Name | City, State",
  "01/2017 - 05/2019",
  "- Handled cash and card payments and balanced the drawer",
  "",
  "Skills",
  "Customer service, Point of sale, Merchandising",
  "",
  "Education",
  "High School Diploma",
].join("\n");

/** The same resume as it often reaches us: a template's placeholders run into the title line. */
const SALES_RESUME_WITHOUT_SEPARATORS = SALES_RESUME.replace(
  "Sales Associate | Company Name | City, State",
  "Sales Associate Company Name City State",
);
const CARPENTER_RESUME_WITHOUT_SEPARATORS = CARPENTER_RESUME.replace(
  "Carpenter — Acme Builders, Austin, TX",
  "Carpenter Company Name City",
);

/**
 * A template-style resume as many reach us: the heading is a bare category word, the employer and
 * place come before the title on its line, and the title's head noun ("Advocate") is one of the
 * many that end coding-index titles.
 */
const ADVOCATE_RESUME = [
  "ADVOCATE",
  "Summary",
  "Advocate for survivors of domestic violence, with six years in crisis support and court accompaniment.",
  "",
  "Experience",
  "Company Name City , State Victim Advocate 03/2018 to Current",
  "- Provided crisis counseling by phone and in person",
  "- Accompanied clients to court hearings and helped them file protective orders",
  "- Referred clients to shelters, legal aid and other community services",
  "",
  "Education",
  "Bachelor of Arts : Social Work , 2017",
].join("\n");

const CARPENTERS = /^47-2031\./;
const SOCIAL_AND_HUMAN_SERVICE_ASSISTANTS = /^21-1093\./;
const RETAIL_SALESPERSONS = /^41-2031\./;

async function assessUpload(bytes: Buffer, fileName: string) {
  const uploaded = await request(t.app)
    .post("/api/assessments/upload-file")
    .attach("resume", bytes, { filename: fileName, contentType: "application/octet-stream" });
  expect(uploaded.status).toBe(200);
  const created = await request(t.app).post("/api/assessments/text").send({ resumeText: uploaded.body.extractedText });
  expect(created.status).toBe(201);
  // The title as read from the resume is the owner's own (ADR 021): asked for with the owner key.
  const view = await request(t.app)
    .get(`/api/assessments/${created.body.assessmentId}`)
    .set("X-Delete-Token", created.body.deleteToken as string);
  expect(view.status).toBe(200);
  return view.body as { jobTitle: string; occupation: { code: string; matchedBy: string } };
}

describe("resume title lines with a company, a place and dates", () => {
  it.each([
    ["carpenter.pdf", CARPENTER_RESUME, "Carpenter", CARPENTERS],
    ["carpenter.docx", CARPENTER_RESUME, "Carpenter", CARPENTERS],
    ["carpenter-placeholders.pdf", CARPENTER_RESUME_WITHOUT_SEPARATORS, "Carpenter", CARPENTERS],
    ["sales-associate.pdf", SALES_RESUME, "Sales Associate", RETAIL_SALESPERSONS],
    ["sales-associate.docx", SALES_RESUME, "Sales Associate", RETAIL_SALESPERSONS],
    ["sales-associate-placeholders.docx", SALES_RESUME_WITHOUT_SEPARATORS, "Sales Associate", RETAIL_SALESPERSONS],
    ["victim-advocate.pdf", ADVOCATE_RESUME, "Victim Advocate", SOCIAL_AND_HUMAN_SERVICE_ASSISTANTS],
  ])("$0 is read with the right title and matched to its occupation", async (fileName, text, title, code) => {
    const bytes = fileName.endsWith(".pdf") ? await makePdf({ text }) : makeDocx({ text });
    const view = await assessUpload(bytes, fileName);
    expect(view.jobTitle).toBe(title);
    expect(view.occupation.code).toMatch(code);
    expect(view.occupation.matchedBy).toBe("engine");
  });
});
