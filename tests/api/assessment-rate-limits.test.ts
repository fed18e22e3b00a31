import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "../fake-openai/fake-openai-server";
import { ASSESSMENT_MESSAGES } from "../../services/assessments/assessment-input";
import { createRateLimits } from "../../services/platform/rate-limits";
import { createTestApp, type TestApp } from "../helpers/test-app";

/** Per-visitor limits on the two calls that cost more than they look: key checks and re-scoring. */
let t: TestApp;
let fake: FakeOpenAI;

const GOOD_KEY = "sk-test-good-key-1234567890";
const MANUAL = {
  jobTitle: "Accountant",
  industry: "finance",
  experienceLevel: "6-10",
  skills: "Excel, Financial reporting",
  responsibilities: "Prepare monthly financial statements\nReconcile bank accounts",
};

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({
    env: { AI_BASE_URL: fake.url, AI_TIMEOUT_MS: "1000", TRUST_PROXY: "true", DAILY_ASSESSMENT_LIMIT: "1000" },
  });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const checkKey = (address: string) =>
  request(t.app).post("/api/validate-key").set("X-Forwarded-For", address).send({ apiKey: GOOD_KEY });

describe("POST /api/validate-key rate limit", () => {
  it("answers 20 checks per 10 minutes per address, then 429 with a clear message and no provider call", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await checkKey("203.0.113.50")).status);
    expect(statuses).toEqual(Array(20).fill(200));
    const providerCalls = fake.requests.length;
    const refused = await checkKey("203.0.113.50");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: "Too many API key checks from this address. Please wait 10 minutes and try again.",
    });
    expect(fake.requests.length).toBe(providerCalls);
  });

  it("counts each address separately", async () => {
    expect((await checkKey("203.0.113.51")).status).toBe(200);
  });
});

describe("POST /api/assessments/:id/occupation rate limit", () => {
  it("re-scores 30 times per 10 minutes per address, then answers 429 with a clear message", async () => {
    const created = await request(t.app)
      .post("/api/assessments/manual")
      .set("X-Forwarded-For", "203.0.113.60")
      .send(MANUAL);
    expect(created.status).toBe(201);
    const rescore = (address: string) =>
      request(t.app)
        .post(`/api/assessments/${created.body.assessmentId}/occupation`)
        .set("X-Forwarded-For", address)
        .set("X-Delete-Token", created.body.deleteToken as string)
        .send({ code: "13-2011.00" });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await rescore("203.0.113.60")).status);
    expect(statuses).toEqual(Array(30).fill(200));
    const refused = await rescore("203.0.113.60");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: "Too many occupation changes from this address. Please wait 10 minutes and try again.",
    });
    expect((await rescore("203.0.113.61")).status).toBe(200);
  });
});

describe("createRateLimits (shared by every instance on one database)", () => {
  const rule = { bucket: "test-window", limit: 2, windowMs: 1000, message: "Slow down" };

  it("lets a visitor in again once the oldest call leaves the window", async () => {
    const limits = createRateLimits({ db: t.database.db });
    const at = (ms: number) => new Date(Date.UTC(2030, 0, 1) + ms);
    await limits.take(rule, "a", at(0));
    await limits.take(rule, "a", at(500));
    await expect(limits.take(rule, "a", at(999))).rejects.toThrow("Slow down");
    await expect(limits.take(rule, "b", at(999))).resolves.toBeUndefined();
    await expect(limits.take(rule, "a", at(1000))).resolves.toBeUndefined();
    await expect(limits.take(rule, "a", at(1001))).rejects.toThrow("Slow down");
  });

  it("lets exactly the limit through when 40 calls race, and counts each bucket apart", async () => {
    const limits = createRateLimits({ db: t.database.db });
    const raceRule = { bucket: "test-race", limit: 20, windowMs: 60_000, message: "Too many" };
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, () => limits.take(raceRule, "racer")));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(20);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(refused).toHaveLength(20);
    expect(refused.every((o) => (o.reason as { status?: number }).status === 429)).toBe(true);
    await expect(limits.take({ ...raceRule, bucket: "test-race-other" }, "racer")).resolves.toBeUndefined();
  });

  it("purges the rows no window can count any more", async () => {
    const limits = createRateLimits({ db: t.database.db });
    await limits.take({ ...rule, bucket: "test-purge" }, "old", new Date(Date.UTC(2000, 0, 1)));
    expect(await limits.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await limits.purgeExpired()).toBe(0);
  });
});

describe("POST /api/validate-key under parallel load", () => {
  it("lets exactly 20 of 40 parallel checks from one address reach the key check", async () => {
    const responses = await Promise.all(Array.from({ length: 40 }, () => checkKey("203.0.113.70")));
    const refused = responses.filter((r) => r.status === 429);
    expect(refused).toHaveLength(20);
    expect(refused.every((r) => r.body.error === ASSESSMENT_MESSAGES.tooManyKeyChecks)).toBe(true);
    // The 20 let through were answered by the key check (a slow provider may answer "not valid", never 5xx).
    expect(responses.filter((r) => r.status !== 429).every((r) => r.status < 500)).toBe(true);
  });
});
