import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "../fake-openai/fake-openai-server";
import { createAddressLimiter } from "../../services/assessments";
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

describe("createAddressLimiter", () => {
  it("lets a visitor in again once the oldest call leaves the window", () => {
    const limiter = createAddressLimiter({ limit: 2, windowMs: 1000, message: "Slow down" });
    limiter.take("a", 0);
    limiter.take("a", 500);
    expect(() => limiter.take("a", 999)).toThrow("Slow down");
    expect(() => limiter.take("b", 999)).not.toThrow();
    expect(() => limiter.take("a", 1000)).not.toThrow();
    expect(() => limiter.take("a", 1001)).toThrow("Slow down");
  });
});
