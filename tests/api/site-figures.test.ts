import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "../../app/routes/country-guide";
import { seedContent } from "../../db/seed/content/seed-content";
import { createSiteFiguresService } from "../../services/site/site-figures";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createPageCacheHandle } from "../../core/page-protocol/page-cache-handle";

/** The country guides' measured figures: assessments run (a cached database count), occupations covered. */
let t: TestApp;

const MANUAL = {
  jobTitle: "Accountant",
  industry: "finance",
  experienceLevel: "6-10",
  skills: "Excel, Financial reporting",
  responsibilities: "Prepare monthly financial statements\nReconcile bank accounts",
};

beforeAll(async () => {
  t = await createTestApp({
    env: { DAILY_ASSESSMENT_LIMIT: "1000" },
    seed: { content: { guides: seedContent.guides } },
  });
});

afterAll(async () => {
  await t?.close();
});

const createManual = async () => {
  const res = await request(t.app).post("/api/assessments/manual").send(MANUAL);
  expect(res.status).toBe(201);
  return res.body as { assessmentId: string; deleteToken: string };
};

describe("the site figures", () => {
  it("count the stored assessments, read at most once per minute, and follow deletions after that", async () => {
    let clock = 0;
    const figures = createSiteFiguresService({ db: t.database.db, countOccupations: () => 995, now: () => clock });
    const before = (await figures.readFigures()).assessmentsRun!;
    const first = await createManual();
    await createManual();
    // Within the minute the cached count is shared.
    clock += 59_000;
    expect((await figures.readFigures()).assessmentsRun).toBe(before);
    clock += 2_000;
    expect(await figures.readFigures()).toEqual({ assessmentsRun: before + 2, occupationsCovered: 995 });
    await request(t.app).delete(`/api/assessments/${first.assessmentId}`).set("X-Delete-Token", first.deleteToken);
    clock += 61_000;
    expect((await figures.readFigures()).assessmentsRun).toBe(before + 1);
  });

  it("count the occupations with exposure research in the real dataset", async () => {
    const { occupationsCovered } = await t.services.siteFigures.readFigures();
    expect(occupationsCovered).toBeGreaterThan(900);
    expect(occupationsCovered).toBeLessThan(1100);
  });

  it("reach the country guide as its highlights, with the real count from the database", async () => {
    await createManual();
    const { assessmentsRun, occupationsCovered } = await t.services.siteFigures.readFigures();
    expect(assessmentsRun).toBeGreaterThan(0);
    const loaded = await loader({
      request: new Request("https://site.example/usa"),
      context: { services: t.services, cspNonce: "", pageCacheHandle: createPageCacheHandle().handle },
      params: {},
    } as unknown as Parameters<typeof loader>[0]);
    expect(loaded.highlights).toEqual([
      { value: "Free", label: "2-5 minute assessment" },
      { value: occupationsCovered.toLocaleString("en-US"), label: "occupations covered" },
      {
        value: assessmentsRun!.toLocaleString("en-US"),
        label: assessmentsRun === 1 ? "assessment run on this site so far" : "assessments run on this site so far",
      },
    ]);
  });
});
