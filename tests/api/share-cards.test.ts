import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { meta } from "../../app/routes/assessment";
import { createShareCardsService } from "../../services/site/share-cards";
import { SAMPLE_RESUME } from "../helpers/make-documents";
import { createTestApp, type TestApp } from "../helpers/test-app";

/** The link-preview cards: PNG made from our SVG, cached per revision, gone with the assessment. */
let t: TestApp;

const MANUAL = {
  jobTitle: "Accountant",
  industry: "finance",
  experienceLevel: "6-10",
  skills: "Excel, Financial reporting, Auditing",
  responsibilities: "Prepare monthly financial statements\nReconcile bank accounts\nAdvise managers on budgets",
};

beforeAll(async () => {
  t = await createTestApp({ env: { DAILY_ASSESSMENT_LIMIT: "1000", PUBLIC_URL: "https://jobs.example" } });
});

afterAll(async () => {
  await t?.close();
});

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's IHDR chunk. */
function readPngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const getPng = (path: string) =>
  request(t.app)
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });

async function createManual(): Promise<{ assessmentId: string; deleteToken: string }> {
  const res = await request(t.app).post("/api/assessments/manual").send(MANUAL);
  expect(res.status).toBe(201);
  return res.body as { assessmentId: string; deleteToken: string };
}

describe("GET /assessment/:id/card.png", () => {
  it("answers a 1200×630 PNG with an ETag, revalidated on every use, and 304 when it has not changed", async () => {
    const { assessmentId } = await createManual();
    const res = await getPng(`/assessment/${assessmentId}/card.png`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, no-cache");
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(readPngSize(res.body as Buffer)).toEqual({ width: 1200, height: 630 });

    const again = await request(t.app)
      .get(`/assessment/${assessmentId}/card.png`)
      .set("If-None-Match", res.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it("is made once per revision, and a re-picked occupation makes a new card", async () => {
    const { assessmentId, deleteToken } = await createManual();
    const first = await getPng(`/assessment/${assessmentId}/card.png`);
    const sizeAfterFirst = t.services.shareCards.size;
    const second = await getPng(`/assessment/${assessmentId}/card.png`);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((second.body as Buffer).equals(first.body as Buffer)).toBe(true);
    expect(t.services.shareCards.size).toBe(sizeAfterFirst);

    const view = await request(t.app).get(`/api/assessments/${assessmentId}`);
    const other = (view.body.occupation.alternatives as { code: string }[])[0]!.code;
    const picked = await request(t.app)
      .post(`/api/assessments/${assessmentId}/occupation`)
      .set("X-Delete-Token", deleteToken)
      .send({ code: other });
    expect(picked.status).toBe(200);
    const third = await getPng(`/assessment/${assessmentId}/card.png`);
    expect(third.status).toBe(200);
    expect(third.headers.etag).not.toBe(first.headers.etag);
  });

  it("answers 404 for an unknown id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await request(t.app).get(`/assessment/${id}/card.png`);
      expect(res.status, id).toBe(404);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("is gone once the assessment is deleted", async () => {
    const { assessmentId, deleteToken } = await createManual();
    expect((await getPng(`/assessment/${assessmentId}/card.png`)).status).toBe(200);
    const sizeBefore = t.services.shareCards.size;
    const deleted = await request(t.app).delete(`/api/assessments/${assessmentId}`).set("X-Delete-Token", deleteToken);
    expect(deleted.status).toBe(204);
    expect(t.services.shareCards.size).toBe(sizeBefore - 1);
    expect((await request(t.app).get(`/assessment/${assessmentId}/card.png`)).status).toBe(404);
  });

  it("never draws the person's name, location or resume text", async () => {
    const created = await request(t.app).post("/api/assessments/text").send({ resumeText: SAMPLE_RESUME });
    expect(created.status).toBe(201);
    // Even the owner's own view, name and all, draws a card without them.
    const view = await t.services.assessments.readOwnerView({
      id: created.body.assessmentId as string,
      token: created.body.deleteToken as string,
    });
    expect(view.resumeData?.name ?? view.personalInfo.name).toBe("Jordan Avery");
    const render = vi.fn(async (_svg: string) => Buffer.from("png"));
    await createShareCardsService({ render }).assessmentCard({ view });
    const svg = render.mock.calls[0]![0];
    expect(svg).toContain(view.occupation!.title.split(" ")[0]);
    expect(svg).toContain(`>${view.riskScore}<`);
    for (const secret of ["Jordan", "Avery", "Austin", "Acme", "REST APIs", "Kubernetes"])
      expect(svg).not.toContain(secret);
  });
});

describe("the card renderer's warm-up", () => {
  it("draws one card and keeps none of it", async () => {
    const render = vi.fn(async (_svg: string) => Buffer.from("png"));
    const cards = createShareCardsService({ render });
    await cards.warmUp();
    expect(render).toHaveBeenCalledTimes(1);
    expect(render.mock.calls[0]![0]).toContain("<svg");
    expect(cards.size).toBe(0);
  });
});

describe("GET /jobs/:code/card.png", () => {
  it("answers the occupation's card by O*NET-SOC code, cached for a day", async () => {
    const res = await getPng("/jobs/29-1141.00/card.png");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect(readPngSize(res.body as Buffer)).toEqual({ width: 1200, height: 630 });
  });

  it("answers 404 for an unknown or malformed code", async () => {
    for (const code of ["99-9999.99", "registered-nurses", "29-1141"]) {
      expect((await request(t.app).get(`/jobs/${code}/card.png`)).status, code).toBe(404);
    }
  });
});

describe("the result page's link preview", () => {
  it("uses the card as og:image and twitter:image, with absolute URLs, size and alt text", async () => {
    const { assessmentId } = await createManual();
    const assessment = await t.services.assessments.getView(assessmentId);
    const site = { siteTitle: "AI Job Risk", siteDescription: "", publicUrl: "https://jobs.example" };
    const descriptors = meta({
      matches: [{ loaderData: { site } }],
      location: { pathname: `/assessment/${assessmentId}` },
      data: { assessment },
    } as unknown as Parameters<typeof meta>[0]);
    const find = (key: string) =>
      (descriptors as Record<string, string>[]).find((d) => d.property === key || d.name === key)?.content;
    const image = `https://jobs.example/assessment/${assessmentId}/card.png`;
    expect(find("og:image")).toBe(image);
    expect(find("twitter:image")).toBe(image);
    expect(find("twitter:card")).toBe("summary_large_image");
    expect(find("og:image:width")).toBe("1200");
    expect(find("og:image:height")).toBe("630");
    expect(find("og:image:alt")).toBe(
      `${assessment.occupation!.title}: AI exposure score ${assessment.riskScore} out of 100, ${assessment.riskLevel}`,
    );
    expect(find("robots")).toBe("noindex, nofollow");
  });
});
