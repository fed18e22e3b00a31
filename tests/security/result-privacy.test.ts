import type { RequestListener } from "node:http";
import request from "supertest";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedContent } from "../../db/seed/content/seed-content";
import { defaultSettings } from "../../db/seed/default-settings";
import { createShareCardsService } from "../../services/site/share-cards";
import { startPageServer } from "../api/jobs-page-server";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * What a shared result shows (ADR 021): the score, the occupation and the reasoning, never the
 * person. Anyone with the link once read the full name, city and education on the page, in its
 * JSON and in the PDF (issue 28). The resume below carries details no page of ours would print
 * by chance; the owner's browser, with its key, still sees them.
 */
let t: TestApp;
let server: Awaited<ReturnType<typeof startPageServer>>;
let site: RequestListener;

const PERSON = {
  name: "Thaddeus Quillfeather",
  city: "Walla Walla",
  degree: "Viticulture Accounting",
  school: "Blue Heron Community College",
  certification: "Certified Orchard Payroll Steward",
  employer: "Brightwater Orchards",
  duty: "Zorblatt ledger",
};

const RESUME = [
  PERSON.name,
  `${PERSON.city}, WA`,
  "",
  "Experience",
  "Payroll Clerk",
  `${PERSON.employer}, ${PERSON.city} WA | Jan 2017 - Present`,
  `- Processed weekly payroll for 240 orchard workers in the ${PERSON.duty} system`,
  "- Reconciled timesheets against the overtime register and corrected entry errors",
  "- Answered employee questions about deductions and prepared quarterly payroll tax filings",
  "",
  "Skills",
  "Payroll processing, Excel, Bookkeeping, Data entry",
  "",
  "Education",
  `Associate of Applied Science in ${PERSON.degree}, ${PERSON.school}`,
  "",
  "Certifications",
  `${PERSON.certification} (CPP)`,
].join("\n");

/** Words of the manual form that only the visitor wrote. */
const TYPED = {
  jobTitle: "Payroll Clerk at Quillfeather Orchards",
  duty: "Balance the Hobbsworth cider co-op ledgers",
  skill: "Zephyrine payroll suite",
};

const SECRETS = [...Object.values(PERSON), TYPED.jobTitle, "Quillfeather", "Hobbsworth", "Zephyrine"];

beforeAll(async () => {
  // /data-sources is a CMS page: seeded, so the page cache keeps it.
  t = await createTestApp({
    env: { DAILY_ASSESSMENT_LIMIT: "1000" },
    seed: { settings: [...defaultSettings], content: { "data-sources": seedContent["data-sources"] } },
  });
  server = await startPageServer(t);
  site = server.listener;
}, 180_000);

afterAll(async () => {
  await server?.close();
  await t?.close();
});

type Created = { assessmentId: string; deleteToken: string };

async function createFromResume(): Promise<Created> {
  const res = await request(site).post("/api/assessments/text").send({ resumeText: RESUME });
  expect(res.status).toBe(201);
  return res.body as Created;
}

async function createFromForm(): Promise<Created> {
  const res = await request(site)
    .post("/api/assessments/manual")
    .send({
      jobTitle: TYPED.jobTitle,
      industry: "finance",
      experienceLevel: "6-10",
      skills: `Payroll processing, ${TYPED.skill}`,
      responsibilities: `Process weekly payroll\n${TYPED.duty}\nPrepare quarterly payroll tax filings`,
    });
  expect(res.status).toBe(201);
  return res.body as Created;
}

function leaked(text: string): string[] {
  return SECRETS.filter((secret) => text.toLowerCase().includes(secret.toLowerCase()));
}

async function pdfText(req: request.Test): Promise<{ status: number; text: string; cacheControl: string }> {
  const res = await req.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on("data", (chunk: Buffer) => chunks.push(chunk));
    response.on("end", () => done(null, Buffer.concat(chunks)));
  });
  if (res.status !== 200) return { status: res.status, text: "", cacheControl: res.headers["cache-control"] ?? "" };
  const bytes = new Uint8Array(res.body as Buffer);
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  // The document's own metadata (title) too, as a viewer shows it.
  const raw = Buffer.from(bytes).toString("latin1");
  return {
    status: res.status,
    text: `${text.replace(/\s+/g, " ")}\n${raw}`,
    cacheControl: res.headers["cache-control"] ?? "",
  };
}

function metaContent(html: string, attribute: "name" | "property", key: string): string | null {
  const tag = new RegExp(`<meta[^>]*${attribute}="${key}"[^>]*>`).exec(html)?.[0];
  return tag ? (/content="([^"]*)"/.exec(tag)?.[1] ?? null) : null;
}

describe("the owner's view holds the details (so the checks below can fail)", () => {
  it("keeps the name, city, education, certifications and resume lines for the owner's key", async () => {
    const created = await createFromResume();
    const own = await request(site)
      .get(`/api/assessments/${created.assessmentId}`)
      .set("X-Delete-Token", created.deleteToken);
    expect(own.status).toBe(200);
    expect(own.body.personalInfo).toMatchObject({ name: PERSON.name, location: `${PERSON.city}, WA` });
    expect(own.body.resumeData.education[0].degree).toContain(PERSON.degree);
    expect(own.body.certifications.join(" ")).toContain(PERSON.certification);
    expect(own.body.responsibilities).toContain(PERSON.duty);
    expect(own.headers["cache-control"]).toBe("private, no-store");

    const pdf = await pdfText(
      request(site).get(`/api/assessments/${created.assessmentId}/pdf`).set("X-Delete-Token", created.deleteToken),
    );
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain(`Prepared for ${PERSON.name}`);
    expect(pdf.text).toContain(PERSON.city);
    expect(pdf.text).toContain(PERSON.certification);
    expect(pdf.cacheControl).toBe("private, no-store");
  });
});

describe("the shared view of a result made from a resume", () => {
  it("keeps the person out of the page and its og tags, first render and cached copy alike", async () => {
    const created = await createFromResume();
    const first = await request(site).get(`/assessment/${created.assessmentId}`);
    const cached = await request(site).get(`/assessment/${created.assessmentId}`);
    expect(first.status).toBe(200);
    expect(cached.headers["x-page-cache"]).toBe("hit");
    for (const page of [first, cached]) {
      expect(page.text).toContain("Career Automation Impact Analysis");
      expect(page.text).toContain("Payroll");
      expect(leaked(page.text)).toEqual([]);
    }
    const ogTitle = metaContent(first.text, "property", "og:title");
    expect(ogTitle).toMatch(/: how exposed is this job to AI\?$/);
    for (const key of ["og:title", "og:description", "og:image:alt"])
      expect(leaked(metaContent(first.text, "property", key) ?? ""), key).toEqual([]);
    expect(leaked(metaContent(first.text, "name", "twitter:description") ?? "")).toEqual([]);
  });

  it("keeps the person out of the JSON, the navigation data and the PDF", async () => {
    const created = await createFromResume();
    const json = await request(site).get(`/api/assessments/${created.assessmentId}`);
    const again = await request(site).get(`/api/assessments/${created.assessmentId}`);
    for (const res of [json, again]) {
      expect(res.status).toBe(200);
      expect(leaked(JSON.stringify(res.body))).toEqual([]);
      expect(res.body.personalInfo).toEqual({});
      expect(res.body.resumeData).toBeNull();
      expect(res.body.certifications).toEqual([]);
      expect(res.body.tasks.some((task: { matchedBullet?: string }) => task.matchedBullet)).toBe(false);
    }
    expect(json.body.riskScore).toEqual(expect.any(Number));
    expect(json.body.occupation.title).toEqual(expect.any(String));

    const data = await request(site).get(`/assessment/${created.assessmentId}.data`);
    expect(data.status).toBe(200);
    expect(leaked(data.text)).toEqual([]);

    const pdf = await pdfText(request(site).get(`/api/assessments/${created.assessmentId}/pdf`));
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain("Career Automation Impact Analysis");
    expect(pdf.text).not.toContain("Prepared for");
    expect(leaked(pdf.text)).toEqual([]);
  });

  it("draws the share card from the public view: occupation and score only", async () => {
    const created = await createFromResume();
    const view = await t.services.assessments.getView(created.assessmentId);
    const render = vi.fn(async (_svg: string) => Buffer.from("png"));
    await createShareCardsService({ render }).assessmentCard({ view });
    const svg = render.mock.calls[0]![0];
    expect(svg).toContain(`>${view.riskScore}<`);
    expect(leaked(svg)).toEqual([]);
    const card = await request(site).get(`/assessment/${created.assessmentId}/card.png`);
    expect(card.status).toBe(200);
    expect(card.headers["content-type"]).toBe("image/png");
  });
});

describe("the shared view of a result made from the manual form", () => {
  it("shows the matched occupation instead of the typed title, and none of the typed duties or skills", async () => {
    const created = await createFromForm();
    const json = await request(site).get(`/api/assessments/${created.assessmentId}`);
    expect(json.body.jobTitle).toBe(json.body.occupation.title);
    expect(json.body.skills).toEqual([]);
    expect(json.body.responsibilities).toBe("");
    const page = await request(site).get(`/assessment/${created.assessmentId}`);
    const pdf = await pdfText(request(site).get(`/api/assessments/${created.assessmentId}/pdf`));
    for (const [label, text] of [
      ["json", JSON.stringify(json.body)],
      ["page", page.text],
      ["pdf", pdf.text],
    ] as const)
      expect(leaked(text), label).toEqual([]);

    const own = await request(site)
      .get(`/api/assessments/${created.assessmentId}`)
      .set("X-Delete-Token", created.deleteToken);
    expect(own.body.jobTitle).toBe(TYPED.jobTitle);
    expect(own.body.responsibilities).toContain(TYPED.duty);
    expect(own.body.skills).toContain(TYPED.skill);
  });
});

describe("Cache-Control on results", () => {
  it("sends the result page as public, no-cache (it holds nothing personal), its hit alike", async () => {
    const created = await createFromResume();
    const first = await request(site).get(`/assessment/${created.assessmentId}`);
    const hit = await request(site).get(`/assessment/${created.assessmentId}`);
    expect(hit.headers["x-page-cache"]).toBe("hit");
    for (const res of [first, hit]) expect(res.headers["cache-control"]).toBe("public, no-cache");
  });

  it("keeps Assessment Not Found out of every cache (no-store)", async () => {
    const res = await request(site).get("/assessment/00000000-0000-4000-8000-000000000000");
    expect(res.status).toBe(404);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("lets caches keep the public JSON and report but tell them from the owner's, which are private, no-store", async () => {
    const created = await createFromResume();
    const json = await request(site).get(`/api/assessments/${created.assessmentId}`);
    expect(json.headers["cache-control"]).toBe("public, max-age=5");
    expect(json.headers.vary).toMatch(/X-Delete-Token/);
    const pdf = await request(site).get(`/api/assessments/${created.assessmentId}/pdf`);
    expect(pdf.headers["cache-control"]).toBe("public, no-cache");
    expect(pdf.headers.vary).toMatch(/X-Delete-Token/);
    const own = await request(site)
      .get(`/api/assessments/${created.assessmentId}`)
      .set("X-Delete-Token", created.deleteToken);
    expect(own.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("the page cache's dealings with the routes", () => {
  it("leave no internal header on a visitor's answer: result pages, content pages, navigation data, first renders and cached hits", async () => {
    const created = await createFromResume();
    const paths = [
      `/assessment/${created.assessmentId}`,
      `/assessment/${created.assessmentId}.data`,
      "/",
      "/faq",
      "/faq.data",
      "/data-sources",
      "/assessment/00000000-0000-4000-8000-000000000000",
    ];
    for (const path of paths) {
      for (const round of ["first", "again"]) {
        const res = await request(site).get(path);
        expect(res.status, `${path} ${round}`).toBeLessThan(500);
        // The routes speak to the page cache through a typed handle, never through headers: only
        // the public hit-or-miss marker (X-Page-Cache) may name the cache.
        const internal = Object.keys(res.headers).filter((name) =>
          /^x-(page-cache-|result-page-|document-page)/.test(name),
        );
        expect(internal, `${path} (${round})`).toEqual([]);
      }
    }
    // …and the handle works: the pages the routes asked to keep are answered from memory.
    for (const path of [`/assessment/${created.assessmentId}`, "/", "/data-sources"])
      expect((await request(site).get(path)).headers["x-page-cache"], path).toBe("hit");
    const missing = await request(site).get("/assessment/00000000-0000-4000-8000-000000000000");
    expect(missing.headers["x-page-cache"]).not.toBe("hit");
  });
});
