import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { DAILY_ASSESSMENT_LIMIT: "1000" } });
});

afterAll(async () => {
  await t?.close();
});

const match = (query: Record<string, string | string[]>) => request(t.app).get("/api/occupations/match").query(query);

describe("GET /api/occupations/match", () => {
  it("ranks up to 10 candidates best first, each with code, title and a confidence between 0 and 1", async () => {
    const res = await match({ title: "Registered Nurse" });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["candidates", "sureEnough"]);
    expect(typeof res.body.sureEnough).toBe("boolean");
    const candidates = res.body.candidates as { code: string; title: string; confidence: number }[];
    expect(candidates.length).toBeGreaterThan(1);
    expect(candidates.length).toBeLessThanOrEqual(10);
    expect(candidates[0]?.code).toMatch(/^29-1141\./);
    for (const candidate of candidates) {
      expect(Object.keys(candidate).sort()).toEqual(["code", "confidence", "title"]);
      expect(candidate.code).toMatch(/^\d{2}-\d{4}\.\d{2}$/);
      expect(candidate.confidence).toBeGreaterThanOrEqual(0);
      expect(candidate.confidence).toBeLessThanOrEqual(1);
    }
    expect(new Set(candidates.map((c) => c.code)).size).toBe(candidates.length);
  });

  // Titles in the visitors' languages (#38): the issue found these finding nothing or a lookalike.
  it.each([
    ["Pflegefachfrau", "29-1141.00", true],
    ["Krankenpfleger", "29-1141.00", true],
    ["Infermiere", "29-1141.00", true],
    ["Verpleegkundige", "29-1141.00", true],
    ["Pielęgniarka", "29-1141.00", true],
    ["Commessa", "41-2031.00", false],
    ["Advocaat", "23-1011.00", true],
    ["Rechtsanwältin", "23-1011.00", true],
  ])("reads %j, a title in one of the guides' languages, as %s", async (title, code, sure) => {
    const res = await match({ title });
    expect(res.status).toBe(200);
    expect(res.body.candidates[0].code).toBe(code);
    expect(res.body.sureEnough).toBe(sure);
    expect(res.body.candidates.length).toBeGreaterThan(1);
  });

  it("asks rather than decides for a title in a language it does not read", async () => {
    for (const title of ["Enfermeira", "Медсестра"]) {
      const res = await match({ title });
      expect(res.status).toBe(200);
      expect(res.body.sureEnough).toBe(false);
    }
  });

  it("takes the manual form's industry values", async () => {
    for (const industry of ["technology", "healthcare", "finance", "education", "manufacturing", "retail", "other"]) {
      const res = await match({ title: "Carpenter", industry });
      expect(res.status).toBe(200);
      expect(res.body.candidates[0].code).toMatch(/^47-2031\./);
    }
  });

  it.each([
    [{}, "Please give a job title to match (the title parameter)"],
    [{ title: "   " }, "Please give a job title to match (the title parameter)"],
    [{ title: "x".repeat(201) }, "The job title must be 200 characters or fewer"],
    [{ title: ["Nurse", "Carpenter"] }, "Each parameter must be given once"],
    [{ title: "Carpenter", industry: "space" }, "Unknown industry"],
  ])("answers 400 with a clear message for %j", async (query, error) => {
    const res = await match(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error });
  });

  it("accepts a title at the manual form's 200-character limit", async () => {
    const res = await match({ title: `Carpenter ${"a".repeat(190)}` });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.candidates)).toBe(true);
  });

  it("is the ranking the manual flow uses: same top occupation, alternatives drawn from the same list", async () => {
    const ranked = await match({ title: "Registered Nurse", industry: "healthcare" });
    const created = await request(t.app).post("/api/assessments/manual").send({
      jobTitle: "Registered Nurse",
      industry: "healthcare",
      experienceLevel: "3-5",
      skills: "Patient care, Medication administration",
      responsibilities: "Assess patients and record vital signs\nAdminister medication and treatments",
    });
    expect(created.status).toBe(201);
    const view = (await request(t.app).get(`/api/assessments/${created.body.assessmentId}`)).body;
    const codes = (ranked.body.candidates as { code: string }[]).map((c) => c.code);
    expect(view.occupation.code).toBe(codes[0]);
    expect(view.occupation.alternatives.length).toBeGreaterThan(0);
    expect(view.occupation.alternatives.length).toBeLessThanOrEqual(9);
    for (const alternative of view.occupation.alternatives) expect(codes).toContain(alternative.code);
  });
});
