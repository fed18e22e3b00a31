import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatHeaderLine } from "../../core/assessment-display/format-header-line";
import { INDUSTRIES } from "../../core/occupations/dataset";
import { FORM_INDUSTRIES, FORM_INDUSTRY_LIST } from "../../core/occupations/form-industries";
import { createTestApp, type TestApp } from "../helpers/test-app";

// Issue 30: the manual form had no hospitality, transport or construction, so everyday jobs went
// in as "Other". The spec's seven values stay; the new sectors reach the matcher as hints.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { DAILY_ASSESSMENT_LIMIT: "1000" } });
});

afterAll(async () => {
  await t?.close();
});

type Candidate = { code: string; title: string; confidence: number };

const match = async (query: Record<string, string>) => {
  const res = await request(t.app).get("/api/occupations/match").query(query);
  expect(res.status, JSON.stringify(query)).toBe(200);
  return res.body as { candidates: Candidate[]; sureEnough: boolean };
};

describe("the form's industries", () => {
  it("keeps the spec's seven values, each reading its own dataset industry, and adds the sectors people work in", () => {
    for (const value of INDUSTRIES)
      expect(FORM_INDUSTRY_LIST.find((industry) => industry.value === value)?.hint).toBe(value);
    for (const value of ["hospitality", "transportation", "construction", "retail", "public-sector"])
      expect(FORM_INDUSTRIES).toContain(value);
    expect(FORM_INDUSTRY_LIST.at(-1)?.value).toBe("other");
    for (const industry of FORM_INDUSTRY_LIST) expect(INDUSTRIES).toContain(industry.hint);
  });

  it("are all taken by the match API, with the answer's shape unchanged", async () => {
    for (const industry of FORM_INDUSTRIES) {
      const answer = await match({ title: "Carpenter", industry });
      expect(Object.keys(answer).sort()).toEqual(["candidates", "sureEnough"]);
      expect(answer.candidates[0]?.code).toMatch(/^47-2031\./);
    }
  });

  it("nudge the ranking toward the sector's own occupations", async () => {
    const plain = await match({ title: "Server" });
    const hospitality = await match({ title: "Server", industry: "hospitality" });
    expect(hospitality.candidates[0]?.code.slice(0, 2)).toBe("35");
    expect(hospitality.candidates[0]?.code).toBe(plain.candidates[0]?.code);
    expect(hospitality.candidates[0]!.confidence).toBeGreaterThan(plain.candidates[0]!.confidence);
  });

  it("creates a manual assessment in a new sector and names it in the result's header line", async () => {
    const res = await request(t.app).post("/api/assessments/manual").send({
      jobTitle: "Line Cook",
      industry: "hospitality",
      experienceLevel: "3-5",
      skills: "Food preparation, Grilling",
      responsibilities: "Prepare dishes to order\nKeep the station clean",
    });
    expect(res.status).toBe(201);
    // The owner's own view carries the title as typed (the shared view names the occupation, ADR 021).
    const view = await request(t.app)
      .get(`/api/assessments/${res.body.assessmentId}`)
      .set("X-Delete-Token", res.body.deleteToken);
    expect(view.body.industry).toBe("hospitality");
    expect(formatHeaderLine({ assessment: view.body })).toMatch(/^Line Cook \| 4 years experience \| Hospitality \| /);
  });

  it("still refuses an industry the form does not offer", async () => {
    const res = await request(t.app).get("/api/occupations/match").query({ title: "Carpenter", industry: "space" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "Unknown industry" });
  });
});
