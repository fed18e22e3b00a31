import type { Express } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../server/app";
import { createLogger } from "../../server/logger";
import { createServices } from "../../services/container";
import { createTestApp, type TestApp } from "../helpers/test-app";
import type * as PdfReport from "../../integrations/pdf-report";

/**
 * Cheap repeated reads (issue #37). The public PDF was rebuilt on every request (~20 ms) with no
 * ETag: one client at 8 connections got 71 PDFs a second and slowed every page; a share card
 * costs ~30 ms to draw for each of 997 occupations; an occupation search page 11–25 ms; no GET had
 * a limit. Now a report is built once per result revision (kept, with an ETag and
 * `public, no-cache`), and rebuilt after a re-pick or answered 404 after a delete, on every
 * instance; and the builds, card drawings and search pages a visitor causes are limited per
 * visitor in the database, with 429 and Retry-After. On the starting commit every request built
 * a report and nothing was limited.
 */
const builds = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../integrations/pdf-report", async (importOriginal) => {
  const actual = await importOriginal<typeof PdfReport>();
  return {
    ...actual,
    renderAssessmentReport: (input: Parameters<typeof actual.renderAssessmentReport>[0]) => {
      builds.count += 1;
      return actual.renderAssessmentReport(input);
    },
  };
});

let t: TestApp;
/** A second instance: its own services (caches) and app over the same database. */
let other: Express;
/** The pages' side of the app, with a stand-in page renderer (the limit runs before it). */
let withPages: Express;

beforeAll(async () => {
  t = await createTestApp({ env: { DAILY_ASSESSMENT_LIMIT: "1000", TRUST_PROXY: "loopback" } });
  const logger = createLogger({ level: "silent" });
  other = createApp({
    services: createServices({ env: t.env, database: t.database, version: "test", logger }),
    logger,
  });
  withPages = createApp({
    services: t.services,
    logger,
    pageHandler: (_req, res) => {
      res.type("html").send("<!doctype html><title>Jobs</title>");
    },
  });
});

afterAll(async () => {
  await t?.close();
});

const MANUAL = {
  jobTitle: "Accountant",
  industry: "finance",
  experienceLevel: "6-10",
  skills: "Excel, Financial reporting",
  responsibilities: "Prepare monthly financial statements\nReconcile bank accounts",
};

async function createResult(from = "192.0.2.1"): Promise<{ id: string; token: string }> {
  const res = await request(t.app).post("/api/assessments/manual").set("X-Forwarded-For", from).send(MANUAL);
  expect(res.status).toBe(201);
  return { id: res.body.assessmentId as string, token: res.body.deleteToken as string };
}

const readPdf = (app: Express, id: string, from = "203.0.113.80", headers: Record<string, string> = {}) =>
  request(app)
    .get(`/api/assessments/${id}/pdf`)
    .set("X-Forwarded-For", from)
    .set(headers)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => done(null, Buffer.concat(chunks)));
    });

describe("the public PDF report", () => {
  it("is built once for twenty requests in a minute, parallel or not, with an ETag that answers 304 without a build", async () => {
    const { id } = await createResult();
    builds.count = 0;
    const parallel = await Promise.all(Array.from({ length: 10 }, () => readPdf(t.app, id)));
    const sequential = [];
    for (let i = 0; i < 10; i += 1) sequential.push(await readPdf(t.app, id));
    expect(builds.count).toBe(1);
    const answers = [...parallel, ...sequential];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, no-cache");
      expect((res.body as Buffer).equals(answers[0]!.body as Buffer)).toBe(true);
    }
    const etag = answers[0]!.headers.etag as string;
    expect(etag).toMatch(/^"report-/);
    const revalidated = await readPdf(t.app, id, "203.0.113.81", { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(builds.count).toBe(1);
  });

  it("is built again once after a re-pick, on this instance and on another, and answers 404 on both after a delete", async () => {
    const { id, token } = await createResult();
    const first = await readPdf(t.app, id);
    const firstOther = await readPdf(other, id);
    expect(firstOther.headers.etag).toBe(first.headers.etag);

    const repick = await request(t.app)
      .post(`/api/assessments/${id}/occupation`)
      .set("X-Delete-Token", token)
      .send({ code: "13-2011.00" });
    expect(repick.status).toBe(200);
    builds.count = 0;
    const here = await readPdf(t.app, id);
    expect(here.headers.etag).not.toBe(first.headers.etag);
    // The other instance learns of the change from the change log within its poll interval.
    await expect
      .poll(async () => (await readPdf(other, id)).headers.etag, { timeout: 5_000, interval: 300 })
      .toBe(here.headers.etag);
    for (let i = 0; i < 5; i += 1) await readPdf(t.app, id);
    expect(builds.count).toBe(2);

    expect((await request(t.app).delete(`/api/assessments/${id}`).set("X-Delete-Token", token)).status).toBe(204);
    builds.count = 0;
    expect((await readPdf(t.app, id)).status).toBe(404);
    await expect.poll(async () => (await readPdf(other, id)).status, { timeout: 5_000, interval: 300 }).toBe(404);
    expect(builds.count).toBe(0);
  });

  it("limits the builds one visitor causes: past 20 a minute, 429 with Retry-After; reports already built are still served", async () => {
    const results = [];
    for (let i = 0; i < 21; i += 1) results.push(await createResult(`192.0.2.${10 + i}`));
    const stranger = "203.0.113.90";
    for (const { id } of results.slice(0, 20)) expect((await readPdf(t.app, id, stranger)).status).toBe(200);
    const refused = await readPdf(t.app, results[20]!.id, stranger);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect((await readPdf(t.app, results[0]!.id, stranger)).status).toBe(200);
    // Another visitor is not held by the stranger's limit.
    expect((await readPdf(t.app, results[20]!.id, "203.0.113.91")).status).toBe(200);
  });
});

describe("share cards and search pages", () => {
  it("limits card drawings per visitor: past 60 a minute, 429 with Retry-After; a card already drawn is served", async () => {
    const found = await request(t.app).get("/api/occupations/search?q=s&limit=100");
    // Occupations with a card (those the research covers: the others answer 404).
    const codes = [];
    for (const { code } of found.body as { code: string }[])
      if (codes.length < 61 && (await request(t.app).get(`/api/occupations/${code}`)).status === 200) codes.push(code);
    expect(codes).toHaveLength(61);
    const stranger = "203.0.113.100";
    for (const code of codes.slice(0, 60))
      expect((await request(t.app).get(`/jobs/${code}/card.png`).set("X-Forwarded-For", stranger)).status).toBe(200);
    const refused = await request(t.app).get(`/jobs/${codes[60]}/card.png`).set("X-Forwarded-For", stranger);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect((await request(t.app).get(`/jobs/${codes[0]}/card.png`).set("X-Forwarded-For", stranger)).status).toBe(200);
  });

  it("limits occupation search pages per visitor: past 60 a minute, 429 with Retry-After", async () => {
    const stranger = "203.0.113.110";
    for (let i = 0; i < 60; i += 1)
      expect((await request(withPages).get(`/jobs?q=nurse${i}`).set("X-Forwarded-For", stranger)).status).toBe(200);
    const refused = await request(withPages).get("/jobs?q=nurse").set("X-Forwarded-For", stranger);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(refused.text).toContain("Too many searches");
    // The job list without a search is not counted.
    expect((await request(withPages).get("/jobs").set("X-Forwarded-For", stranger)).status).toBe(200);
  });
});
