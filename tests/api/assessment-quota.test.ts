import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessmentQuotaEvents, assessments } from "../../db/schema/assessments";
import { createAssessmentQuota } from "../../services/assessments/assessment-quota";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;

const MANUAL = {
  jobTitle: "Registered Nurse",
  industry: "healthcare",
  experienceLevel: "3-5",
  skills: "Patient care, Medication administration",
  responsibilities: "Assess patients\nAdminister medication\nEducate families",
};

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true", SESSION_SECRET: "a-test-secret-for-the-visitor-hash" } });
});

afterAll(async () => {
  await t?.close();
});

const postFrom = (address: string) =>
  request(t.app).post("/api/assessments/manual").set("X-Forwarded-For", address).send(MANUAL);

describe("the daily cap of DAILY_ASSESSMENT_LIMIT (3) assessments per visitor", () => {
  it("lets exactly 3 of 50 parallel requests from one visitor through", async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => postFrom("203.0.113.7")));
    const created = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 429);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(47);
    expect(refused[0]?.body).toEqual({
      error: "Rate limit exceeded: daily limit of 3 assessments reached. Try again after 24 hours.",
    });
    expect(await t.database.db.select().from(assessments)).toHaveLength(3);
  });

  it("counts each visitor (client address, TRUST_PROXY honoured) separately", async () => {
    const other = await postFrom("198.51.100.20");
    expect(other.status).toBe(201);
  });

  it("ignores X-Forwarded-For when TRUST_PROXY is off, so a client cannot pick a fresh identity", async () => {
    const strict = await createTestApp({ env: { DAILY_ASSESSMENT_LIMIT: "1" } });
    try {
      const first = await request(strict.app)
        .post("/api/assessments/manual")
        .set("X-Forwarded-For", "192.0.2.1")
        .send(MANUAL);
      const second = await request(strict.app)
        .post("/api/assessments/manual")
        .set("X-Forwarded-For", "192.0.2.2")
        .send(MANUAL);
      expect(first.status).toBe(201);
      expect(second.status).toBe(429);
      expect(second.body.error).toBe(
        "Rate limit exceeded: daily limit of 1 assessments reached. Try again after 24 hours.",
      );
    } finally {
      await strict.close();
    }
  });

  it("stores the visitor only as a salted hash, never the address", async () => {
    const events = await t.database.db.select().from(assessmentQuotaEvents);
    expect(events.length).toBeGreaterThan(0);
    const dump = JSON.stringify(events);
    expect(dump).not.toContain("203.0.113.7");
    expect(events[0]?.visitorHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("frees the cap after 24 hours (quota events pruned by the retention job)", async () => {
    const removed = await t.services.assessments.purgeExpired(new Date(Date.now() + 25 * 3_600_000));
    expect(removed.quotaEvents).toBeGreaterThan(0);
  });
});

describe("the visitor-hash salt without SESSION_SECRET", () => {
  it("is generated once and kept in the database, so restarts and other instances count the same visitor", async () => {
    const handle = await createTestApp();
    try {
      const first = createAssessmentQuota({ db: handle.database.db, limit: 3 });
      const restarted = createAssessmentQuota({ db: handle.database.db, limit: 3 });
      const [a, b] = await Promise.all([first.hashVisitor("203.0.113.9"), restarted.hashVisitor("203.0.113.9")]);
      expect(a).toMatch(/^[0-9a-f]{64}$/);
      expect(b).toBe(a);
      expect(await first.hashVisitor("203.0.113.10")).not.toBe(a);
      const other = await createTestApp();
      try {
        const elsewhere = createAssessmentQuota({ db: other.database.db, limit: 3 });
        expect(await elsewhere.hashVisitor("203.0.113.9")).not.toBe(a);
      } finally {
        await other.close();
      }
    } finally {
      await handle.close();
    }
  });
});
