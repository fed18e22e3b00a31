import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe("GET /api/skill-suggestions", () => {
  it("suggests at most 10 skills for a job title and industry, each with name, category and relevance", async () => {
    const res = await request(t.app)
      .get("/api/skill-suggestions")
      .query({ jobTitle: "Software Engineer", industry: "technology" });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.length).toBeLessThanOrEqual(10);
    for (const item of res.body) {
      expect(item).toEqual({ name: expect.any(String), category: expect.any(String), relevance: expect.any(Number) });
      expect(item.relevance).toBeGreaterThanOrEqual(0);
      expect(item.relevance).toBeLessThanOrEqual(10);
    }
  });

  it("filters by the typed query", async () => {
    const res = await request(t.app)
      .get("/api/skill-suggestions")
      .query({ jobTitle: "Software Engineer", query: "pro" });
    expect(res.status).toBe(200);
    for (const item of res.body) expect(item.name.toLowerCase()).toContain("pro");
  });

  it("ranks a nurse's own skills first: patient care before products that share the letters", async () => {
    const res = await request(t.app)
      .get("/api/skill-suggestions")
      .query({ jobTitle: "Registered Nurse", industry: "healthcare", query: "pat" });
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({ name: "Patient care", category: "Skill", relevance: 8 });
    expect(res.body.slice(0, 5).map((item: { name: string }) => item.name)).not.toContain("PathLogix");
  });

  it("answers 400 only for bad input", async () => {
    const bad = await request(t.app).get("/api/skill-suggestions").query({ industry: "space" });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: "Unknown industry" });
    const empty = await request(t.app).get("/api/skill-suggestions");
    expect(empty.status).toBe(200);
    expect(Array.isArray(empty.body)).toBe(true);
  });
});

describe("GET /api/occupations/search", () => {
  it("answers the top 10 {code, title} matches", async () => {
    const res = await request(t.app).get("/api/occupations/search").query({ q: "soft dev" });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(10);
    expect(res.body[0]).toEqual({ code: "15-1252.00", title: "Software Developers" });
  });

  it("answers an empty list for an empty query", async () => {
    const res = await request(t.app).get("/api/occupations/search");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe("GET /api/occupations/:code", () => {
  it("answers the public profile with sourced exposure figures, wage, employment, growth and related occupations", async () => {
    const res = await request(t.app).get("/api/occupations/15-1252.00");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: "15-1252.00", title: "Software Developers" });
    expect(res.body.riskScore).toBeGreaterThanOrEqual(res.body.band.alpha);
    expect(res.body.riskScore).toBeLessThanOrEqual(res.body.band.gamma);
    expect(res.body.sources.length).toBeGreaterThan(0);
    expect(res.body.medianAnnualWage).toBeGreaterThan(0);
    expect(res.body.employment).toBeGreaterThan(0);
    expect(typeof res.body.projectedGrowthPct).toBe("number");
    expect(res.body.relatedOccupations[0]).toEqual({ code: expect.any(String), title: expect.any(String) });
  });

  it("answers 404 for an unknown or malformed code", async () => {
    for (const code of ["99-9999.99", "nope"]) {
      const res = await request(t.app).get(`/api/occupations/${code}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Occupation not found" });
    }
  });
});
