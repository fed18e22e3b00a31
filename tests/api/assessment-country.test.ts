import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments } from "../../db/schema/assessments";
import { SAMPLE_RESUME } from "../helpers/make-documents";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Where the visitor works (ADR 034): sent with the form, stored with the result, shown back to the
 * browser that made it, kept from anyone else with the link; and the matched occupation's
 * international codes, which everyone sees.
 */
let t: TestApp;

const PAYROLL = {
  jobTitle: "Payroll Clerk",
  industry: "finance",
  experienceLevel: "3-5",
  skills: "Payroll software, Excel",
  responsibilities: "Process payroll every two weeks\nAnswer employees' questions about their pay",
};

beforeAll(async () => {
  t = await createTestApp({ env: { DAILY_ASSESSMENT_LIMIT: "1000" } });
});

afterAll(async () => {
  await t?.close();
});

const storedCountry = async (id: string) =>
  (await t.database.db.select({ country: assessments.country }).from(assessments).where(eq(assessments.id, id)))[0]
    ?.country;

const ownView = (created: request.Response) =>
  request(t.app)
    .get(`/api/assessments/${created.body.assessmentId}`)
    .set("X-Delete-Token", created.body.deleteToken as string);

describe("the visitor's country", () => {
  it("is stored with a pasted resume and shown to the owner, never to a stranger with the link", async () => {
    const created = await request(t.app)
      .post("/api/assessments/text")
      .send({ resumeText: SAMPLE_RESUME, country: "gb" });
    expect(created.status).toBe(201);
    expect(await storedCountry(created.body.assessmentId)).toBe("gb");
    expect((await ownView(created)).body.country).toBe("gb");
    const publicView = await request(t.app).get(`/api/assessments/${created.body.assessmentId}`);
    expect(publicView.status).toBe(200);
    expect(publicView.body.country).toBeNull();
    expect(publicView.text).not.toContain('"gb"');
  });

  it("is stored with the manual form, in any letter case", async () => {
    const created = await request(t.app)
      .post("/api/assessments/manual")
      .send({ ...PAYROLL, country: "DE" });
    expect(created.status).toBe(201);
    expect(await storedCountry(created.body.assessmentId)).toBe("de");
    expect((await ownView(created)).body.country).toBe("de");
  });

  it("is null when none was sent: the US reading, as before the question existed", async () => {
    const created = await request(t.app).post("/api/assessments/manual").send(PAYROLL);
    expect(created.status).toBe(201);
    expect(await storedCountry(created.body.assessmentId)).toBeNull();
    expect((await ownView(created)).body.country).toBeNull();
  });

  it.each([["narnia"], [""], [42], [["de"]]])(
    "refuses %j with a 400 naming the list, storing nothing",
    async (country) => {
      const before = (await t.database.db.select({ id: assessments.id }).from(assessments)).length;
      const res = await request(t.app)
        .post("/api/assessments/manual")
        .send({ ...PAYROLL, country });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("Please choose where you work from the list");
      expect((await t.database.db.select({ id: assessments.id }).from(assessments)).length).toBe(before);
    },
  );
});

describe("the occupation's international codes", () => {
  it("come with the public view: ISCO-08 group with its titles, the ILO figure and the NOC group", async () => {
    const created = await request(t.app).post("/api/assessments/manual").send(PAYROLL);
    const view = (await request(t.app).get(`/api/assessments/${created.body.assessmentId}`)).body;
    expect(view.occupation.code).toBe("43-3051.00");
    expect(view.international).toMatchObject({
      isco: { code: "4313", titles: { en: "Payroll clerks", de: "Bürokräfte in der Lohnbuchhaltung" } },
      ilo: { gradient: "Exposed: Gradient 4" },
      noc: { code: "13102", title: "Payroll administrators" },
    });
    expect(view.international.ilo.score).toBeGreaterThan(0);
  });

  it("follow a re-pick to the chosen occupation's codes", async () => {
    const created = await request(t.app).post("/api/assessments/manual").send(PAYROLL);
    const chosen = await request(t.app)
      .post(`/api/assessments/${created.body.assessmentId}/occupation`)
      .set("X-Delete-Token", created.body.deleteToken as string)
      .send({ code: "29-1141.00" });
    expect(chosen.status).toBe(200);
    const view = (await request(t.app).get(`/api/assessments/${created.body.assessmentId}`)).body;
    expect(view.international.isco.code).toBe("2221");
    expect(view.international.noc.code).toBe("31301");
  });
});
