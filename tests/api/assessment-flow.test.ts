import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { assessmentQuotaEvents, assessments, mobileDebugReports } from "../../db/schema/assessments";
import { startFakeOpenAI, type FakeOpenAI } from "../fake-openai/fake-openai-server";
import { SAMPLE_RESUME } from "../helpers/make-documents";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { expectServerErrorAnswer } from "../helpers/expect-noise";

/** The reading's schema: replies aimed at it skip the occupation pick the engine asks first when unsure. */
const READING = "career_ai_reading";

let t: TestApp;
let fake: FakeOpenAI;

const GOOD_KEY = "sk-test-good-key-1234567890";
const MANUAL = {
  jobTitle: "Accountant",
  industry: "finance",
  experienceLevel: "6-10",
  skills: "Excel, Financial reporting, Auditing",
  responsibilities: "Prepare monthly financial statements\nReconcile bank accounts\nAdvise managers on budgets",
};

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({ env: { AI_BASE_URL: fake.url, AI_TIMEOUT_MS: "1000", DAILY_ASSESSMENT_LIMIT: "1000" } });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const postText = (resumeText: unknown, key?: string) => {
  const req = request(t.app).post("/api/assessments/text");
  if (key) req.set("Authorization", `Bearer ${key}`);
  return req.send({ resumeText });
};

/** The creating browser's own view (ADR 021): the owner key, the delete token from creation, in its header. */
const getOwnView = (created: request.Response) =>
  request(t.app)
    .get(`/api/assessments/${created.body.assessmentId}`)
    .set("X-Delete-Token", created.body.deleteToken as string);

const postManual = (body: Record<string, unknown>, key?: string) => {
  const req = request(t.app).post("/api/assessments/manual");
  if (key) req.set("Authorization", `Bearer ${key}`);
  return req.send(body);
};

describe("POST /api/assessments/text", () => {
  it("creates an AI-powered assessment with a good key and answers its id and AI status", async () => {
    const res = await postText(SAMPLE_RESUME, GOOD_KEY);
    expect(res.status).toBe(201);
    expect(res.body.assessmentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(res.body.aiStatus).toEqual({
      success: true,
      fallbackUsed: false,
      reason: "",
      message: "AI-Powered Analysis Complete",
    });
    const call = fake.requests.find((r) => r.path.endsWith("/chat/completions"));
    const body = call?.body as { response_format: { type: string; json_schema: { strict: boolean } } };
    expect(body.response_format.type).toBe("json_schema");
    expect(body.response_format.json_schema.strict).toBe(true);
  });

  it("completes with our research engine without a key: a successful fallback, saying what was used", async () => {
    const res = await postText(SAMPLE_RESUME);
    expect(res.status).toBe(201);
    expect(res.body.aiStatus).toMatchObject({ success: true, fallbackUsed: true, reason: "no_api_key" });
    expect(res.body.aiStatus.message).toMatch(/our research engine/);
    const view = (await getOwnView(res)).body;
    expect(view.aiStatus).toEqual(res.body.aiStatus);
  });

  it.each([
    ["sk-invalid-key-1234567890", "invalid_api_key"],
    ["sk-quota-key-12345678901234", "quota_exceeded"],
    ["sk-ratelimit-key-1234567890", "rate_limited"],
    ["sk-timeout-key-12345678901", "timeout"],
    ["sk-error-key-123456789012345", "provider_error"],
    ["sk-garbage-key-1234567890123", "invalid_response"],
  ])("falls back with reason %s → %s when the provider fails", async (key, reason) => {
    const res = await postText(SAMPLE_RESUME, key);
    expect(res.status).toBe(201);
    expect(res.body.aiStatus).toMatchObject({ success: false, fallbackUsed: true, reason });
    expect(res.body.aiStatus.message).toMatch(/^Your AI provider.*Our local analysis was used instead\.$/);
    const view = await getOwnView(res);
    expect(view.status).toBe(200);
    expect(view.body.aiStatus.reason).toBe(reason);
    expect(view.body.aiReading).toBeNull();
  });

  it("falls back with invalid_response when the model's JSON does not fit our schema", async () => {
    fake.replyToSchema(READING, { content: { profile: "nope" } });
    const res = await postText(SAMPLE_RESUME, GOOD_KEY);
    expect(res.body.aiStatus).toMatchObject({ fallbackUsed: true, reason: "invalid_response" });
  });

  it("keeps a reading whose lists are longer than we use, cut to their first items", async () => {
    const many = (count: number, make: (i: number) => unknown) => Array.from({ length: count }, (_, i) => make(i));
    fake.replyToSchema(READING, {
      content: {
        profile: {
          jobTitle: null,
          yearsOfExperience: null,
          skills: many(75, (i) => `Skill ${i}`),
          certifications: many(40, (i) => `Certificate ${i}`),
          location: null,
        },
        taskLabels: many(70, (i) => ({ text: `Task ${i}`, label: "E1" })),
        summary: "A long-winded reading.",
        riskFactors: many(12, (i) => ({ name: `Factor ${i}`, description: `Why ${i}.` })),
        // The eleventh item would fail the check if it were read: it must be dropped first.
        recommendations: [...many(10, (i) => `Step ${i}`), 42],
      },
    });
    const res = await postText(SAMPLE_RESUME, GOOD_KEY);
    expect(res.status).toBe(201);
    expect(res.body.aiStatus).toMatchObject({ success: true, fallbackUsed: false });
    const view = (await getOwnView(res)).body;
    expect(view.aiReading.summary).toBe("A long-winded reading.");
    expect(view.aiReading.recommendations).toEqual(many(8, (i) => `Step ${i}`));
    expect(view.aiReading.riskFactors.map((f: { name: string }) => f.name)).toEqual(many(8, (i) => `Factor ${i}`));
  });

  it("keeps the score inside the occupation's band whatever labels the model returns", async () => {
    const local = await postText(SAMPLE_RESUME);
    const localView = (await getOwnView(local)).body;
    fake.replyToSchema(READING, {
      content: {
        profile: { jobTitle: null, yearsOfExperience: null, skills: [], certifications: [], location: null },
        taskLabels: SAMPLE_RESUME.split("\n")
          .filter((line) => line.startsWith("- "))
          .map((line) => ({ text: line.slice(2), label: "E1" })),
        summary: "A reading.",
        riskFactors: [{ name: "Routine coding", description: "Much of it can be drafted by AI." }],
        recommendations: ["Learn to review AI-written code."],
      },
    });
    const res = await postText(SAMPLE_RESUME, GOOD_KEY);
    const view = (await getOwnView(res)).body;
    expect(view.aiStatus.success).toBe(true);
    expect(view.aiReading).toMatchObject({
      summary: "A reading.",
      recommendations: ["Learn to review AI-written code."],
    });
    expect(view.occupation.code).toBe(localView.occupation.code);
    expect(view.riskScore).toBeGreaterThanOrEqual(view.band.alpha);
    expect(view.riskScore).toBeLessThanOrEqual(view.band.gamma);
  });

  it("uses the model's job title when our reader found none in the text", async () => {
    const untitled = "I have spent years caring for patients on a busy hospital ward. ".repeat(3);
    // Without a key our reader finds no title: the visitor chooses among occupations its duties fit.
    const asked = await postText(untitled);
    expect(asked.status).toBe(201);
    expect(asked.body.needsConfirmation).toBe(true);
    fake.replyToSchema(READING, {
      content: {
        profile: {
          jobTitle: "Registered Nurse",
          yearsOfExperience: 6,
          skills: ["Patient care"],
          certifications: ["BLS"],
          location: "Leeds",
        },
        taskLabels: [],
        summary: "Nursing work stays hands-on.",
        riskFactors: [],
        recommendations: [],
      },
    });
    const res = await postText(untitled, GOOD_KEY);
    expect(res.status).toBe(201);
    const view = (await getOwnView(res)).body;
    expect(view.jobTitle).toBe("Registered Nurse");
    expect(view.occupation.code).toBe("29-1141.00");
    expect(view.certifications).toEqual(["BLS"]);
    expect(view.personalInfo.location).toBe("Leeds");
    expect(view.experienceLevel).toBe("");
  });

  it("asks for text when the text is blank or missing", async () => {
    for (const body of ["   ", undefined]) {
      const res = await postText(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: "Please paste your resume text to analyze" });
    }
  });

  it("asks for more detail under 100 characters after trimming", async () => {
    const res = await postText(`   ${"a".repeat(99)}   `);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "Please provide more detailed resume information (at least 100 characters)" });
  });

  it("refuses text over 50,000 characters with a 413 and a clear message", async () => {
    const res = await postText("word ".repeat(10_001));
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/under 50,000 characters/);
  });

  it("reads a one-paragraph description of one's work, and offers Payroll and Timekeeping Clerks beside it", async () => {
    const res = await postText(
      "I've been a payroll and accounts payable specialist for six years at a logistics firm in Leeds. I run the weekly and monthly payroll for 400 staff, process supplier invoices, reconcile the purchase ledger, deal with HMRC queries and prepare month-end accruals for the finance team.",
    );
    expect(res.status).toBe(201);
    const view = (await getOwnView(res)).body;
    expect(view.jobTitle).toBe("payroll and accounts payable specialist");
    const offered = [
      view.occupation.code,
      ...view.occupation.alternatives.slice(0, 3).map((a: { code: string }) => a.code),
    ];
    expect(offered).toContain("43-3051.00");
    expect(view.responsibilities).toContain("process supplier invoices");
  });

  it("answers 422 when no job title can be found in the text", async () => {
    const res = await postText("lorem ipsum dolor sit amet ".repeat(10));
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/could not find a job title/);
  });
});

describe("POST /api/assessments/manual", () => {
  it("creates an assessment from the manual form", async () => {
    const res = await postManual(MANUAL, GOOD_KEY);
    expect(res.status).toBe(201);
    const view = (await getOwnView(res)).body;
    expect(view).toMatchObject({
      jobTitle: "Accountant",
      industry: "finance",
      experienceLevel: "6-10",
      skills: ["Excel", "Financial reporting", "Auditing"],
    });
    expect(view.occupation.title).toMatch(/Accountants/);
  });

  it.each([
    ["jobTitle", "Job title is required"],
    ["industry", "Industry is required"],
    ["experienceLevel", "Experience level is required"],
    ["skills", "Skills are required"],
    ["responsibilities", "Responsibilities are required"],
  ])("requires %s with the message '%s' (missing or blank)", async (field, message) => {
    for (const value of [undefined, "  "]) {
      const res = await postManual({ ...MANUAL, [field]: value });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message });
    }
  });

  it("accepts only the spec's industries and experience levels", async () => {
    const badIndustry = await postManual({ ...MANUAL, industry: "space" });
    expect(badIndustry.status).toBe(400);
    expect(badIndustry.body.error).toBe("Please choose an industry from the list");
    const badLevel = await postManual({ ...MANUAL, experienceLevel: "7" });
    expect(badLevel.status).toBe(400);
    expect(badLevel.body.error).toBe("Please choose an experience level from the list");
  });
});

describe("GET /api/assessments/:id", () => {
  it("answers the AssessmentView shape", async () => {
    const created = await postText(SAMPLE_RESUME);
    const res = await getOwnView(created);
    expect(res.status).toBe(200);
    const view = res.body;
    expect(Object.keys(view).sort()).toEqual(
      [
        "id",
        "riskScore",
        "riskLevel",
        "jobTitle",
        "industry",
        "skills",
        "responsibilities",
        "createdAt",
        "experienceLevel",
        "certifications",
        "personalInfo",
        "timeline",
        "riskFactors",
        "recommendations",
        "resumeData",
        "aiStatus",
        "occupation",
        "band",
        "sources",
        "tasks",
        "aiReading",
        "country",
        "international",
      ].sort(),
    );
    expect(["Low Risk", "Medium Risk", "High Risk"]).toContain(view.riskLevel);
    expect(view.riskScore).toBeGreaterThanOrEqual(0);
    expect(view.riskScore).toBeLessThanOrEqual(100);
    expect(Object.keys(view.timeline).sort()).toEqual(["aggressive", "conservative", "median"]);
    expect(view.recommendations.skills[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), impact: expect.any(String), duration: expect.any(String) }),
    );
    expect(view.recommendations.careerPivots[0]).toEqual(
      expect.objectContaining({ title: expect.any(String), matchPercentage: expect.any(Number) }),
    );
    expect(view.sources.length).toBeGreaterThan(0);
    expect(view.sources[0]).toEqual(expect.objectContaining({ id: expect.any(String), value: expect.any(String) }));
    expect(view.occupation).toEqual(
      expect.objectContaining({ code: expect.stringMatching(/^\d{2}-\d{4}\.\d{2}$/), sureEnough: expect.any(Boolean) }),
    );
    expect(view.personalInfo.name).toBe("Jordan Avery");
    expect(view.resumeData.education[0].degree).toMatch(/Computer Science/);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1%27%20or%201=1"]) {
      const res = await request(t.app).get(`/api/assessments/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Assessment not found" });
    }
  });

  it("never stores the raw resume text", async () => {
    const marker = "Zanzibar-unique-marker-line that only appears in the pasted text";
    const created = await postText(`${SAMPLE_RESUME}\n\nHobbies\n${marker}`);
    expect(created.status).toBe(201);
    const rows = await t.database.db.select().from(assessments);
    expect(JSON.stringify(rows)).not.toContain("Zanzibar-unique-marker");
  });
});

describe("POST /api/assessments/:id/occupation", () => {
  it("re-scores the same assessment with the chosen occupation, without counting against the cap", async () => {
    const created = await postManual(MANUAL);
    const id = created.body.assessmentId as string;
    const before = (await getOwnView(created)).body;
    const eventsBefore = (await t.database.db.select().from(assessmentQuotaEvents)).length;
    const res = await request(t.app)
      .post(`/api/assessments/${id}/occupation`)
      .set("X-Delete-Token", created.body.deleteToken as string)
      .send({ code: "29-1141.00" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ assessmentId: id });
    const after = (await getOwnView(created)).body;
    expect(after.occupation.code).toBe("29-1141.00");
    expect(after.occupation.sureEnough).toBe(true);
    expect(after.occupation.alternatives.map((a: { code: string }) => a.code)).toContain(before.occupation.code);
    expect(after.jobTitle).toBe("Accountant");
    expect((await t.database.db.select().from(assessmentQuotaEvents)).length).toBe(eventsBefore);
  });

  it("answers 400 for an unknown code and 404 for an unknown assessment", async () => {
    const created = await postManual(MANUAL);
    const bad = await request(t.app)
      .post(`/api/assessments/${created.body.assessmentId}/occupation`)
      .set("X-Delete-Token", created.body.deleteToken as string)
      .send({ code: "99-9999.99" });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: "Unknown occupation code" });
    const missing = await request(t.app)
      .post(`/api/assessments/00000000-0000-4000-8000-000000000000/occupation`)
      .send({ code: "29-1141.00" });
    expect(missing.status).toBe(404);
  });
});

describe("GET /api/assessments/:id/pdf", () => {
  it("answers an inline PDF report with a sensible file name: the occupation's publicly, the owner's own title with the key", async () => {
    const created = await postManual(MANUAL);
    const readPdf = (ownerKey?: string) => {
      const req = request(t.app).get(`/api/assessments/${created.body.assessmentId}/pdf`);
      if (ownerKey) req.set("X-Delete-Token", ownerKey);
      return req.buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => done(null, Buffer.concat(chunks)));
      });
    };
    const res = await readPdf();
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(
      /^inline; filename="ai-job-risk-accountants-and-auditors-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const bytes = res.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(3000);
    const own = await readPdf(created.body.deleteToken as string);
    expect(own.status).toBe(200);
    expect(own.headers["content-disposition"]).toMatch(
      /^inline; filename="ai-job-risk-accountant-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
  });

  it("answers 404 for an unknown assessment", async () => {
    const res = await request(t.app).get("/api/assessments/00000000-0000-4000-8000-000000000000/pdf");
    expect(res.status).toBe(404);
  });
});

describe("POST /api/validate-key", () => {
  it("accepts a working key after one cheap provider call", async () => {
    const res = await request(t.app)
      .post("/api/validate-key")
      .send({ apiKey: ` ${GOOD_KEY}\u200B ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valid: true });
    expect(fake.requests.at(-1)).toMatchObject({ method: "GET", path: "/v1/models" });
  });

  it.each([
    [undefined, 400, /enter your API key/],
    ["not-a-key", 400, /start with 'sk-'/],
    ["sk-invalid-key-1234567890", 401, /Invalid API key/],
    ["sk-quota-key-12345678901234", 402, /quota or needs billing/],
    ["sk-ratelimit-key-1234567890", 429, /rate-limiting/],
    ["sk-timeout-key-12345678901", 504, /did not answer in time/],
    ["sk-error-key-123456789012345", 502, /could not be reached or returned an error/],
  ])("answers %s with %i naming the problem", async (apiKey, status, message) => {
    if (status >= 500) expectServerErrorAnswer({ path: "/api/validate-key", status });
    const res = await request(t.app).post("/api/validate-key").send({ apiKey });
    expect(res.status).toBe(status);
    expect(res.body.error).toMatch(message);
  });
});

describe("POST /api/mobile-debug", () => {
  it("stores a small report and answers 204", async () => {
    const res = await request(t.app)
      .post("/api/mobile-debug")
      .send({ type: "fallback_triggered", debugInfo: { reason: "no_api_key", isAndroid: false } });
    expect(res.status).toBe(204);
    const rows = await t.database.db.select().from(mobileDebugReports);
    expect(rows.at(-1)).toMatchObject({ type: "fallback_triggered", debugInfo: { reason: "no_api_key" } });
  });

  it("refuses reports over 4 KB and malformed ones", async () => {
    const big = await request(t.app)
      .post("/api/mobile-debug")
      .send({ type: "browser_detection", debugInfo: { userAgent: "x".repeat(5000) } });
    expect(big.status).toBe(413);
    const bad = await request(t.app).post("/api/mobile-debug").send({ type: "x", debugInfo: "nope" });
    expect(bad.status).toBe(400);
  });

  it("rate-limits one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push(
        (await request(t.app).post("/api/mobile-debug").send({ type: "browser_detection", debugInfo: { i } })).status,
      );
    }
    expect(statuses).toContain(429);
  });
});

describe("the visitor's API key", () => {
  it("appears nowhere in the stored rows or the logs", async () => {
    const key = "sk-leakcheck-RECOGNISABLE-7c1e9d0b55";
    const writes: string[] = [];
    const capture = (chunk: unknown) => {
      writes.push(String(chunk));
      return true;
    };
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(capture);
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(capture);
    const logs = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void writes.push(args.map(String).join(" "))),
    );
    try {
      const text = await postText(SAMPLE_RESUME, key);
      const manual = await postManual(MANUAL, key);
      const failing = await postText(SAMPLE_RESUME, "sk-invalid-RECOGNISABLE-7c1e9d0b55");
      const validated = await request(t.app).post("/api/validate-key").send({ apiKey: key });
      for (const res of [text, manual, failing, validated])
        expect(JSON.stringify(res.body)).not.toContain("RECOGNISABLE");
      expect(text.status).toBe(201);
    } finally {
      stdout.mockRestore();
      stderr.mockRestore();
      for (const spy of logs) spy.mockRestore();
    }
    const db = t.database.db;
    const everything = JSON.stringify([
      await db.select().from(assessments),
      await db.select().from(assessmentQuotaEvents),
      await db.select().from(mobileDebugReports),
    ]);
    expect(everything).not.toContain("RECOGNISABLE");
    expect(writes.join("\n")).not.toContain("RECOGNISABLE");
  });
});

describe("retention", () => {
  it("deletes assessments older than 3 years and keeps newer ones", async () => {
    const created = await postManual(MANUAL);
    const { services } = t;
    const inFourYears = new Date(Date.now() + 4 * 365 * 86_400_000);
    const removed = await services.assessments.purgeExpired(inFourYears);
    expect(removed.assessments).toBeGreaterThan(0);
    const res = await request(t.app).get(`/api/assessments/${created.body.assessmentId}`);
    expect(res.status).toBe(404);
  });
});
