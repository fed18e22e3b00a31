import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;

const FORM = {
  industry: "other",
  experienceLevel: "3-5",
  skills: "Scheduling, Communication",
  responsibilities: "Run the leadership team's calendar\nPrepare board papers\nFollow up on decisions",
};

type View = {
  riskScore: number;
  occupation: {
    code: string;
    matchedBy: string;
    confidence: number;
    needsConfirmation: boolean;
    candidates?: { code: string; title: string; description: string }[];
  };
};

beforeAll(async () => {
  // A limit of 2 shows that asking the visitor to choose costs no extra assessment.
  t = await createTestApp({
    env: { DAILY_ASSESSMENT_LIMIT: "2", TRUST_PROXY: "true", SESSION_SECRET: "a-test-secret-for-the-visitor-hash" },
  });
});

afterAll(async () => {
  await t?.close();
});

const post = (body: Record<string, unknown>, address = "203.0.113.7") =>
  request(t.app).post("/api/assessments/manual").set("X-Forwarded-For", address).send(body);

describe("a weak match: the visitor chooses before we score", () => {
  it("says in the JSON that 'Chief of Staff' needs confirming, with 3-5 described candidates, and scores once chosen", async () => {
    const created = await post({ ...FORM, jobTitle: "Chief of Staff" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ assessmentId: expect.any(String), needsConfirmation: true });
    const view = (await request(t.app).get(`/api/assessments/${created.body.assessmentId}`)).body as View;
    expect(view.occupation.needsConfirmation).toBe(true);
    const candidates = view.occupation.candidates ?? [];
    expect(candidates.length).toBeGreaterThanOrEqual(3);
    expect(candidates.length).toBeLessThanOrEqual(5);
    for (const candidate of candidates) expect(candidate.description).toMatch(/^(Typical work|Also called|O\*NET-SOC)/);

    const chosen = candidates[1]!;
    // Only the browser that made the assessment may choose (ADR 021): it holds the owner key.
    const picked = await request(t.app)
      .post(`/api/assessments/${created.body.assessmentId}/occupation`)
      .set("X-Delete-Token", created.body.deleteToken as string)
      .send({ code: chosen.code });
    expect(picked.body).toEqual({ assessmentId: created.body.assessmentId });
    expect(picked.status).toBe(200);
    const after = (await request(t.app).get(`/api/assessments/${created.body.assessmentId}`)).body as View;
    expect(after.occupation).toMatchObject({ code: chosen.code, matchedBy: "visitor", needsConfirmation: false });

    // An occupation the research has no figures for is refused with a reason, not a server error.
    const military = await request(t.app)
      .post(`/api/assessments/${created.body.assessmentId}/occupation`)
      .set("X-Delete-Token", created.body.deleteToken as string)
      .send({ code: "55-1015.00" });
    expect(military.status).toBe(400);
    expect(military.body.error).toMatch(/no AI-exposure figures/);

    // One assessment used: with a limit of 2, the same visitor can still make another.
    const next = await post({ ...FORM, jobTitle: "Registered Nurse" });
    expect(next.status).toBe(201);
    expect(next.body.needsConfirmation).toBe(false);
  });

  it("asks for a job title, stores nothing and counts nothing for keyboard noise or a name", async () => {
    for (const jobTitle of ["asdf", "qwerty", "John Smith"]) {
      const res = await post({ ...FORM, jobTitle }, "203.0.113.9");
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        error:
          "This does not look like a job title. Please enter the title of your job, such as Registered Nurse, Accountant or Truck Driver.",
      });
    }
    // Three refusals, yet both of this visitor's assessments are still there.
    expect((await post({ ...FORM, jobTitle: "Registered Nurse" }, "203.0.113.9")).status).toBe(201);
    expect((await post({ ...FORM, jobTitle: "Accountant" }, "203.0.113.9")).status).toBe(201);
  });

  it("scores a title the engine is sure of straight away", async () => {
    const created = await post({ ...FORM, jobTitle: "Barista" }, "203.0.113.11");
    expect(created.body.needsConfirmation).toBe(false);
    const view = (await request(t.app).get(`/api/assessments/${created.body.assessmentId}`)).body as View;
    expect(view.occupation.needsConfirmation).toBe(false);
    expect(view.occupation.candidates).toBeUndefined();
  });
});
