import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "../fake-openai/fake-openai-server";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let fake: FakeOpenAI;

const GOOD_KEY = "sk-test-good-key-1234567890";
const PICK = "occupation_pick";
const READING = "career_ai_reading";

/** A title our engine cannot be sure of: it could be one of many occupations. */
const UNSURE = {
  jobTitle: "Coordinator",
  industry: "other",
  experienceLevel: "3-5",
  skills: "Scheduling, Communication",
  responsibilities: "Schedule meetings and events\nKeep records up to date\nAnswer questions from staff",
};
/** A title the engine is sure of. */
const SURE = {
  ...UNSURE,
  jobTitle: "Registered Nurse",
  industry: "healthcare",
  skills: "Patient care, Medication administration",
  responsibilities: "Assess patients and record vital signs\nAdminister medication and treatments",
};

type View = {
  occupation: { code: string; title: string; matchedBy: string; alternatives: { code: string }[] };
  aiStatus: { success: boolean; fallbackUsed: boolean; reason: string };
};

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({ env: { AI_BASE_URL: fake.url, AI_TIMEOUT_MS: "1000", DAILY_ASSESSMENT_LIMIT: "1000" } });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function assess(body: Record<string, unknown>, key?: string): Promise<View> {
  const req = request(t.app).post("/api/assessments/manual");
  if (key) req.set("Authorization", `Bearer ${key}`);
  const res = await req.send(body);
  expect(res.status).toBe(201);
  return (await request(t.app).get(`/api/assessments/${res.body.assessmentId}`)).body as View;
}

/** The candidate codes the last occupation-pick call offered (its schema's enum). */
function lastPickEnum(): string[] {
  const calls = fake.requests.filter(
    (r) =>
      r.path.endsWith("/chat/completions") &&
      (r.body as { response_format?: { json_schema?: { name?: string } } }).response_format?.json_schema?.name === PICK,
  );
  const body = calls.at(-1)?.body as {
    response_format: { json_schema: { schema: { properties: { code: { enum: string[] } } } } };
  };
  return body.response_format.json_schema.schema.properties.code.enum;
}

describe("the AI pick among the engine's top 10", () => {
  it("asks once when the engine is unsure, and uses a lower-ranked candidate the model picks", async () => {
    const ranked = await request(t.app)
      .get("/api/occupations/match")
      .query({ title: UNSURE.jobTitle, industry: UNSURE.industry });
    expect(ranked.body.sureEnough).toBe(false);
    const engineChoice = await assess(UNSURE);
    expect(engineChoice.occupation.matchedBy).toBe("engine");

    const offered = [engineChoice.occupation.code, ...engineChoice.occupation.alternatives.map((a) => a.code)];
    const lower = offered[3]!;
    expect(lower).not.toBe(engineChoice.occupation.code);
    fake.replyToSchema(PICK, { content: { code: lower } });
    const picksBefore = fake.countSchemaCalls(PICK);
    const view = await assess(UNSURE, GOOD_KEY);

    expect(fake.countSchemaCalls(PICK)).toBe(picksBefore + 1);
    // The candidates the result then lists (the match API's ranking, weighed by the duties), then "none of these".
    const offeredToModel = lastPickEnum();
    expect(offeredToModel.at(-1)).toBe("none of these");
    expect(offeredToModel.slice(0, -1)).toEqual(offered);
    expect(offeredToModel[0]).toBe((ranked.body.candidates as { code: string }[])[0]?.code);
    expect(view.occupation.code).toBe(lower);
    expect(view.occupation.matchedBy).toBe("ai");
    expect(view.occupation.alternatives.map((a) => a.code)).toContain(engineChoice.occupation.code);
    expect(view.aiStatus).toMatchObject({ success: true, fallbackUsed: false });
    // The reading that follows is grounded on the picked occupation.
    const reading = fake.requests.at(-1)?.body as { messages: { content: string }[] };
    expect(reading.messages[1]?.content).toContain(`Matched occupation: ${view.occupation.title}`);
  });

  it("makes no pick call when the engine is sure", async () => {
    const picksBefore = fake.countSchemaCalls(PICK);
    const readingsBefore = fake.countSchemaCalls(READING);
    const view = await assess(SURE, GOOD_KEY);
    expect(fake.countSchemaCalls(PICK)).toBe(picksBefore);
    expect(fake.countSchemaCalls(READING)).toBe(readingsBefore + 1);
    expect(view.occupation.code).toMatch(/^29-1141\./);
    expect(view.occupation.matchedBy).toBe("engine");
  });

  it("makes no pick call without a key", async () => {
    const picksBefore = fake.countSchemaCalls(PICK);
    const view = await assess(UNSURE);
    expect(fake.countSchemaCalls(PICK)).toBe(picksBefore);
    expect(view.occupation.matchedBy).toBe("engine");
  });

  it.each([
    ["a code outside the list", { content: { code: "99-9999.00" } }],
    ["malformed JSON for the schema", { content: { occupation: "Carpenters" } }],
    ['"none of these"', { content: { code: "none of these" } }],
    ["a server error", { status: 500 }],
  ])("keeps the engine's choice, silently, when the provider answers %s", async (_case, reply) => {
    const engineChoice = await assess(UNSURE);
    fake.replyToSchema(PICK, reply);
    const picksBefore = fake.countSchemaCalls(PICK);
    const view = await assess(UNSURE, GOOD_KEY);
    expect(fake.countSchemaCalls(PICK)).toBe(picksBefore + 1);
    expect(view.occupation.code).toBe(engineChoice.occupation.code);
    expect(view.occupation.matchedBy).toBe("engine");
    // The reading still came back: no error is shown for the failed pick.
    expect(view.aiStatus).toMatchObject({ success: true, fallbackUsed: false, reason: "" });
  });

  it("does not wait a second time for a provider that timed out on the pick", async () => {
    const engineChoice = await assess(UNSURE);
    const picksBefore = fake.countSchemaCalls(PICK);
    const readingsBefore = fake.countSchemaCalls(READING);
    const view = await assess(UNSURE, "sk-timeout-key-12345678901");
    expect(fake.countSchemaCalls(PICK)).toBe(picksBefore + 1);
    expect(fake.countSchemaCalls(READING)).toBe(readingsBefore);
    expect(view.occupation.code).toBe(engineChoice.occupation.code);
    expect(view.aiStatus).toMatchObject({ success: false, fallbackUsed: true, reason: "timeout" });
  });

  it("records the visitor's own pick as matched by the visitor", async () => {
    const created = await request(t.app).post("/api/assessments/manual").send(UNSURE);
    const id = created.body.assessmentId as string;
    const res = await request(t.app)
      .post(`/api/assessments/${id}/occupation`)
      .set("X-Delete-Token", created.body.deleteToken as string)
      .send({ code: "47-2031.00" });
    expect(res.status).toBe(200);
    const view = (await request(t.app).get(`/api/assessments/${id}`)).body as View;
    expect(view.occupation.code).toBe("47-2031.00");
    expect(view.occupation.matchedBy).toBe("visitor");
  });
});
