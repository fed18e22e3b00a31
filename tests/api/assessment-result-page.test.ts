import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader } from "../../app/routes/assessment";
import { assessments } from "../../db/schema/assessments";
import { SAMPLE_RESUME } from "../helpers/make-documents";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createPageCacheHandle } from "../../core/page-protocol/page-cache-handle";

/** The result page's loader (assessment-flow.md §8: fetch failure or missing data → Assessment Not Found). */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

type LoaderArgs = Parameters<typeof loader>[0];
const load = (id: string, services = t.services, page = createPageCacheHandle()) =>
  loader({
    params: { id },
    context: { services, cspNonce: "", pageCacheHandle: page.handle },
    request: new Request(`http://x/assessment/${id}`),
  } as unknown as LoaderArgs);

/** What the page receives: plain loader data, or data() with a status. */
function unwrap(result: unknown): { status: number; assessment: unknown } {
  const wrapped = result as { type?: string; data?: { assessment: unknown }; init?: { status?: number } };
  if (wrapped.type === "DataWithResponseInit")
    return { status: wrapped.init?.status ?? 200, assessment: wrapped.data?.assessment };
  return { status: 200, assessment: (result as { assessment: unknown }).assessment };
}

describe("the result page loader", () => {
  it("loads an existing assessment", async () => {
    const created = await t.services.assessments.createAssessment({
      input: { source: "text", resumeText: SAMPLE_RESUME },
      apiKey: "",
      visitorAddress: "192.0.2.10",
    });
    const page = createPageCacheHandle();
    const result = unwrap(await load(created.assessmentId, t.services, page));
    expect(result.status).toBe(200);
    expect(result.assessment).toMatchObject({ id: created.assessmentId });
    // It asks the server, through the typed handle, to keep the render beside the cached assessment.
    expect(page.read()).toEqual({
      publicPage: false,
      resultPage: { id: created.assessmentId, revision: 1 },
      asDocument: false,
    });
  });

  it("answers the not-found state with 404 for an unknown id, and asks for no caching", async () => {
    const page = createPageCacheHandle();
    expect(unwrap(await load("00000000-0000-4000-8000-000000000000", t.services, page))).toEqual({
      status: 404,
      assessment: null,
    });
    expect(page.read().resultPage).toBeNull();
  });

  it("answers the not-found state with 500, instead of the site's error page, when reading fails", async () => {
    const logger = Object.assign(Object.create(t.services.logger) as typeof t.services.logger, { error: vi.fn() });
    const broken = {
      ...t.services,
      logger,
      assessments: {
        ...t.services.assessments,
        readCached: async () => {
          throw new Error("connection reset");
        },
      },
    };
    expect(unwrap(await load("00000000-0000-4000-8000-000000000000", broken))).toEqual({
      status: 500,
      assessment: null,
    });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});

describe("career moves on a stored assessment", () => {
  it("stores each move with its reasons and the situation they were chosen for", async () => {
    const created = await t.services.assessments.createAssessment({
      input: { source: "text", resumeText: SAMPLE_RESUME },
      apiKey: "",
      visitorAddress: "192.0.2.11",
    });
    const view = await t.services.assessments.getView(created.assessmentId);
    expect(view.recommendations.careerMoves?.situation).toMatch(/^(exposed|low)$/);
    const [move] = view.recommendations.careerPivots;
    expect(move).toEqual(
      expect.objectContaining({
        title: expect.any(String),
        matchPercentage: expect.any(Number),
        relatedness: expect.any(String),
        caveats: expect.any(Array),
        pay: expect.objectContaining({ from: expect.any(Number) }),
        preparation: expect.objectContaining({ extraZones: expect.any(Number) }),
        exposure: { from: view.riskScore, to: move?.riskScore },
      }),
    );
    expect(move!.matchPercentage).toBeGreaterThanOrEqual(40);
  });

  it("still loads an assessment stored before moves had reasons", async () => {
    const created = await t.services.assessments.createAssessment({
      input: { source: "text", resumeText: SAMPLE_RESUME },
      apiKey: "",
      visitorAddress: "192.0.2.12",
    });
    await t.database.db
      .update(assessments)
      .set({
        recommendations: {
          skills: [],
          careerPivots: [{ title: "Financial Managers", matchPercentage: 80, riskScore: 46 }],
          services: [],
        },
      })
      .where(eq(assessments.id, created.assessmentId));
    const result = unwrap(await load(created.assessmentId));
    expect(result.status).toBe(200);
    expect(result.assessment).toMatchObject({
      recommendations: { careerPivots: [{ title: "Financial Managers", matchPercentage: 80 }] },
    });
  });
});
