import request from "supertest";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { meta } from "../../app/routes/assessment";
import { createShareCardsService } from "../../services/site/share-cards";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * A weak match is not scored anywhere before the visitor chooses: the result page shows the
 * choose-first screen, and the PDF, the share card and the link-preview tags say the job needs
 * confirming instead of showing the top candidate's score.
 */
let t: TestApp;

const FORM = {
  industry: "other",
  experienceLevel: "3-5",
  skills: "Scheduling, Communication",
  responsibilities: "Run the leadership team's calendar\nPrepare board papers\nFollow up on decisions",
};

beforeAll(async () => {
  t = await createTestApp({ env: { DAILY_ASSESSMENT_LIMIT: "1000", PUBLIC_URL: "https://jobs.example" } });
});

afterAll(async () => {
  await t?.close();
});

type Created = { assessmentId: string; deleteToken: string; needsConfirmation: boolean };

async function createAssessment(jobTitle: string): Promise<Created> {
  const res = await request(t.app)
    .post("/api/assessments/manual")
    .send({ ...FORM, jobTitle });
  expect(res.status).toBe(201);
  return res.body as Created;
}

async function readPdfText(assessmentId: string): Promise<string> {
  const res = await request(t.app)
    .get(`/api/assessments/${assessmentId}/pdf`)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.body as Buffer)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

async function drawCardSvg(assessmentId: string): Promise<string> {
  const view = await t.services.assessments.getView(assessmentId);
  const render = vi.fn(async (_svg: string) => Buffer.from("png"));
  await createShareCardsService({ render }).assessmentCard({ view });
  return render.mock.calls[0]![0];
}

async function readPreviewTags(assessmentId: string): Promise<(key: string) => string | undefined> {
  const assessment = await t.services.assessments.getView(assessmentId);
  const site = { siteTitle: "AI Job Risk", siteDescription: "", publicUrl: "https://jobs.example" };
  const descriptors = meta({
    matches: [{ loaderData: { site } }],
    location: { pathname: `/assessment/${assessmentId}` },
    data: { assessment },
  } as unknown as Parameters<typeof meta>[0]);
  return (key: string) =>
    (descriptors as Record<string, string>[]).find((d) => d.property === key || d.name === key)?.content;
}

describe("an assessment whose job needs confirming, shared or downloaded", () => {
  it("prints no score in the PDF, says the job needs confirming and lists the candidates", async () => {
    const { assessmentId, needsConfirmation } = await createAssessment("Chief of Staff");
    expect(needsConfirmation).toBe(true);
    const view = await t.services.assessments.getView(assessmentId);
    const text = await readPdfText(assessmentId);
    expect(text).toContain("Not scored yet");
    expect(text).toContain("The job needs confirming");
    expect(text).toContain("Which of these is the job?");
    for (const candidate of view.occupation!.candidates!) expect(text).toContain(candidate.title.split(",")[0]!);
    expect(text).not.toContain("Replaceability Score");
    expect(text).not.toContain("out of 100");
    expect(text).not.toContain("Exposure in 10 years");
    expect(text).toContain("This is an exposure estimate, not a forecast:");
  });

  it("draws a share card with no score and no candidate's title", async () => {
    const { assessmentId } = await createAssessment("Chief of Staff");
    const view = await t.services.assessments.getView(assessmentId);
    const svg = await drawCardSvg(assessmentId);
    expect(svg).toContain(">Not scored yet<");
    expect(svg).toContain(">The job needs confirming<");
    expect(svg).not.toContain(`>${view.riskScore}<`);
    expect(svg).not.toContain("out of 100");
    expect(svg).not.toContain(view.riskLevel);
    expect(svg).not.toContain(view.occupation!.title.split(" ")[0]!);

    const res = await request(t.app).get(`/assessment/${assessmentId}/card.png`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
  });

  it("gives link previews that say the job needs confirming, without a score", async () => {
    const { assessmentId } = await createAssessment("Chief of Staff");
    const view = await t.services.assessments.getView(assessmentId);
    const find = await readPreviewTags(assessmentId);
    expect(find("og:title")).toBe("AI exposure estimate: the job needs confirming");
    expect(find("og:image:alt")).toBe("Not scored yet: the job needs confirming");
    expect(find("og:description")).toBe(
      "Not scored yet: the job title could mean more than one occupation. Check your own job free.",
    );
    for (const key of ["og:title", "og:description", "og:image:alt", "twitter:title", "twitter:description"]) {
      expect(find(key)).not.toContain(String(view.riskScore));
      expect(find(key)).not.toContain(view.occupation!.title);
    }
    expect(find("og:image")).toBe(`https://jobs.example/assessment/${assessmentId}/card.png`);
  });

  it("scores all three once the visitor has chosen the occupation", async () => {
    const { assessmentId, deleteToken } = await createAssessment("Chief of Staff");
    const before = await t.services.assessments.getView(assessmentId);
    const chosen = before.occupation!.candidates![0]!;
    const picked = await request(t.app)
      .post(`/api/assessments/${assessmentId}/occupation`)
      .set("X-Delete-Token", deleteToken)
      .send({ code: chosen.code });
    expect(picked.status).toBe(200);
    const view = await t.services.assessments.getView(assessmentId);
    expect(view.occupation!.needsConfirmation).toBe(false);

    const text = await readPdfText(assessmentId);
    expect(text).toContain("Replaceability Score");
    expect(text).not.toContain("Not scored yet");
    const svg = await drawCardSvg(assessmentId);
    expect(svg).toContain(`>${view.riskScore}<`);
    const find = await readPreviewTags(assessmentId);
    expect(find("og:image:alt")).toBe(
      `${view.occupation!.title}: AI exposure score ${view.riskScore} out of 100, ${view.riskLevel}`,
    );
  });
});
