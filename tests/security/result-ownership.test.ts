import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments } from "../../db/schema/assessments";
import { createRequestListener } from "../../server/app";
import { createLogger } from "../../server/logger";
import { DELETION_MESSAGES, OWNER_MESSAGES } from "../../services/assessments/assessment-deletion";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Who may change a result (ADR 021): only the browser holding its owner key, the delete token it
 * received when it created the result. Someone with only the share link once moved a result's
 * occupation, and so its score, at will (issue 28); now every change needs the key.
 */
let t: TestApp;
/** The server as it runs: the JSON lane ahead of Express. */
let site: ReturnType<typeof createRequestListener>;

const MANUAL = {
  jobTitle: "Payroll Clerk",
  industry: "finance",
  experienceLevel: "6-10",
  skills: "Payroll processing, Excel, Bookkeeping",
  responsibilities: "Process weekly payroll\nReconcile timesheets\nPrepare quarterly payroll tax filings",
};
/** An occupation far from a payroll clerk's, so a change moves the score. */
const FAR_OCCUPATION = "47-2061.00";

beforeAll(async () => {
  t = await createTestApp({ env: { DAILY_ASSESSMENT_LIMIT: "1000" } });
  site = createRequestListener({ app: t.app, services: t.services, logger: createLogger({ level: "silent" }) });
});

afterAll(async () => {
  await t?.close();
});

type Created = { assessmentId: string; deleteToken: string };

async function createResult(): Promise<Created> {
  const res = await request(site).post("/api/assessments/manual").send(MANUAL);
  expect(res.status).toBe(201);
  return res.body as Created;
}

async function readRow(id: string) {
  const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, id));
  return row;
}

/** Keys that are not this result's: none, empty, malformed, made up, and another result's real key. */
async function foreignKeys(): Promise<[string, string | undefined][]> {
  const other = await createResult();
  return [
    ["no key", undefined],
    ["an empty key", ""],
    ["a malformed key", "not a key at all"],
    ["a made-up key", "AAAAAAAAAAAAAAAAAAAAAA"],
    ["another result's key", other.deleteToken],
  ];
}

function withKey(req: request.Test, key: string | undefined): request.Test {
  return key === undefined ? req : req.set("X-Delete-Token", key);
}

describe("changing the occupation (which re-scores the result)", () => {
  it("answers 403 with a clear message, and changes nothing, for a visitor without the owner key", async () => {
    const mine = await createResult();
    const before = await readRow(mine.assessmentId);
    for (const [label, key] of await foreignKeys()) {
      const res = await withKey(
        request(site).post(`/api/assessments/${mine.assessmentId}/occupation`).send({ code: FAR_OCCUPATION }),
        key,
      );
      expect(res.status, label).toBe(403);
      expect(res.body, label).toEqual({ error: OWNER_MESSAGES.change });
    }
    const after = await readRow(mine.assessmentId);
    expect(after?.riskScore).toBe(before?.riskScore);
    expect(after?.revision).toBe(before?.revision);
    expect(after?.analysis).toEqual(before?.analysis);
    expect(after?.matchedBy).toBe("engine");
    const shown = await request(site).get(`/api/assessments/${mine.assessmentId}`);
    expect(shown.body.riskScore).toBe(before?.riskScore);
    expect(shown.body.occupation.code).not.toBe(FAR_OCCUPATION);
  });

  it("re-scores with the owner key (200), and the shared link shows the new score at once", async () => {
    const mine = await createResult();
    const before = await readRow(mine.assessmentId);
    const res = await request(site)
      .post(`/api/assessments/${mine.assessmentId}/occupation`)
      .set("X-Delete-Token", mine.deleteToken)
      .send({ code: FAR_OCCUPATION });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ assessmentId: mine.assessmentId });
    const after = await readRow(mine.assessmentId);
    expect(after?.revision).toBe((before?.revision ?? 0) + 1);
    expect(after?.riskScore).not.toBe(before?.riskScore);
    const shown = await request(site).get(`/api/assessments/${mine.assessmentId}`);
    expect(shown.body.occupation.code).toBe(FAR_OCCUPATION);
    expect(shown.body.riskScore).toBe(after?.riskScore);
  });

  it("refuses a switch back to one of the result's own alternatives without the key, and allows it with the key", async () => {
    const mine = await createResult();
    await request(site)
      .post(`/api/assessments/${mine.assessmentId}/occupation`)
      .set("X-Delete-Token", mine.deleteToken)
      .send({ code: FAR_OCCUPATION })
      .expect(200);
    const offered = (await request(site).get(`/api/assessments/${mine.assessmentId}`)).body.occupation.alternatives as {
      code: string;
    }[];
    const back = offered[0]!.code;
    for (const [label, key] of await foreignKeys()) {
      const res = await withKey(
        request(site).post(`/api/assessments/${mine.assessmentId}/occupation`).send({ code: back }),
        key,
      );
      expect(res.status, label).toBe(403);
    }
    expect((await readRow(mine.assessmentId))?.revision).toBe(2);
    await request(site)
      .post(`/api/assessments/${mine.assessmentId}/occupation`)
      .set("X-Delete-Token", mine.deleteToken)
      .send({ code: back })
      .expect(200);
    expect((await request(site).get(`/api/assessments/${mine.assessmentId}`)).body.occupation.code).toBe(back);
  });

  it("answers 404 for an unknown result whatever the key, and 400 for a bad code only to the owner", async () => {
    const mine = await createResult();
    const unknown = await request(site)
      .post("/api/assessments/00000000-0000-4000-8000-000000000000/occupation")
      .set("X-Delete-Token", mine.deleteToken)
      .send({ code: FAR_OCCUPATION });
    expect(unknown.status).toBe(404);
    const stranger = await request(site)
      .post(`/api/assessments/${mine.assessmentId}/occupation`)
      .send({ code: "99-9999.99" });
    expect(stranger.status).toBe(403);
    const owner = await request(site)
      .post(`/api/assessments/${mine.assessmentId}/occupation`)
      .set("X-Delete-Token", mine.deleteToken)
      .send({ code: "99-9999.99" });
    expect(owner.status).toBe(400);
  });
});

describe("deleting a result", () => {
  it("answers 403 and keeps the result for a visitor without the owner key, and deletes it with the key", async () => {
    const mine = await createResult();
    for (const [label, key] of await foreignKeys()) {
      const res = await withKey(request(site).delete(`/api/assessments/${mine.assessmentId}`), key);
      expect(res.status, label).toBe(403);
      expect(res.body, label).toEqual({ error: DELETION_MESSAGES.forbidden });
    }
    expect(await readRow(mine.assessmentId)).toBeDefined();
    await request(site)
      .delete(`/api/assessments/${mine.assessmentId}`)
      .set("X-Delete-Token", mine.deleteToken)
      .expect(204);
    expect(await readRow(mine.assessmentId)).toBeUndefined();
    await request(site).get(`/api/assessments/${mine.assessmentId}`).expect(404);
  });
});

describe("reading the owner's own view", () => {
  it("answers 403 for a key that is not the result's, and the owner's view for the right one", async () => {
    const mine = await createResult();
    for (const [label, key] of (await foreignKeys()).filter(([, key]) => key !== undefined)) {
      const res = await withKey(request(site).get(`/api/assessments/${mine.assessmentId}`), key);
      expect(res.status, label).toBe(403);
      expect(res.body, label).toEqual({ error: OWNER_MESSAGES.read });
      const pdf = await withKey(request(site).get(`/api/assessments/${mine.assessmentId}/pdf`), key);
      expect(pdf.status, label).toBe(403);
    }
    const own = await request(site)
      .get(`/api/assessments/${mine.assessmentId}`)
      .set("X-Delete-Token", mine.deleteToken);
    expect(own.status).toBe(200);
    expect(own.body.jobTitle).toBe("Payroll Clerk");
    expect(own.body.responsibilities).toContain("Reconcile timesheets");
  });

  it("is answered past the cached public JSON, and is never cached in its place", async () => {
    const mine = await createResult();
    const path = `/api/assessments/${mine.assessmentId}`;
    // The public JSON twice: the second comes from the lane's cache.
    const miss = await request(site).get(path);
    const hit = await request(site).get(path);
    expect(hit.body).toEqual(miss.body);
    expect(hit.body.responsibilities).toBe("");

    const own = await request(site).get(path).set("X-Delete-Token", mine.deleteToken);
    expect(own.body.responsibilities).toContain("Process weekly payroll");
    expect(own.headers["cache-control"]).toBe("private, no-store");

    const after = await request(site).get(path);
    expect(after.body).toEqual(miss.body);
    expect(JSON.stringify(after.body)).not.toContain("Process weekly payroll");
  });
});
