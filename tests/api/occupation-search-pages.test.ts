import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssessmentEngine } from "../../services/platform/engine/assessment-engine";
import { createTestApp, type TestApp } from "../helpers/test-app";

/** Over the whole dataset: whatever the search can list has a page and a profile (issue 36). */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("occupations the search lists", () => {
  it("each have a job page and a profile: every code in the dataset has a page or is never listed", () => {
    const engine = createAssessmentEngine();
    const dataset = engine.readDataset();
    const listed = new Set<string>();
    for (const occupation of dataset.occupations) {
      for (const title of [occupation.title, ...occupation.alternateTitles.slice(0, 1)]) {
        for (const answer of engine.searchOccupations(title)) listed.add(answer.code);
      }
    }
    expect(listed.size).toBeGreaterThan(900);
    const withoutPage: string[] = [];
    for (const code of listed) {
      const page = t.services.jobPages.findJob(code);
      if (page.kind === "missing") withoutPage.push(code);
      else expect(() => t.services.occupations.getProfile(code), code).not.toThrow();
    }
    expect(withoutPage).toEqual([]);
    // The occupations without exposure research (mostly military) have no page and are never listed.
    const unscored = dataset.occupations.filter((o) => engine.scoreOccupation(o.code) === null);
    expect(unscored.map((o) => o.code)).toContain("55-3019.00");
    for (const occupation of unscored) expect(listed.has(occupation.code), occupation.code).toBe(false);
  }, 300_000);

  it("answer 404 with a reason for an occupation without research, never 500", async () => {
    const search = await request(t.app)
      .get("/api/occupations/search")
      .query({ q: "Military Enlisted Tactical Operations", limit: "100" });
    expect(search.status).toBe(200);
    expect(search.body.map((o: { code: string }) => o.code)).not.toContain("55-3019.00");
    const res = await request(t.app).get("/api/occupations/55-3019.00");
    expect(res.status).toBe(404);
    expect(res.body.error).toMatch(/no AI-exposure figures/);
    const page = await request(t.app).get("/jobs/55-3019.00");
    expect(page.status).toBe(404);
  });
});
