import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader } from "../../app/routes/assessment";
import { assessments } from "../../db/schema/assessments";
import { SAMPLE_RESUME } from "../helpers/make-documents";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createPageCacheHandle } from "../../core/page-protocol/page-cache-handle";

/** "Delete this assessment": the token on creation, only its hash stored, and what deletion removes. */
let t: TestApp;

const MANUAL = {
  jobTitle: "Accountant",
  industry: "finance",
  experienceLevel: "6-10",
  skills: "Excel, Financial reporting, Auditing",
  responsibilities: "Prepare monthly financial statements\nReconcile bank accounts\nAdvise managers on budgets",
};

beforeAll(async () => {
  t = await createTestApp({ env: { DAILY_ASSESSMENT_LIMIT: "1000" } });
});

afterAll(async () => {
  await t?.close();
});

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

async function readRow(id: string) {
  const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, id));
  return row;
}

async function createManual(): Promise<{ assessmentId: string; deleteToken: string }> {
  const res = await request(t.app).post("/api/assessments/manual").send(MANUAL);
  expect(res.status).toBe(201);
  return res.body as { assessmentId: string; deleteToken: string };
}

describe("the delete token on creation", () => {
  it("comes with the manual and text flows' answers: 128 random bits, base64url, only its SHA-256 stored", async () => {
    const manual = await createManual();
    const text = await request(t.app).post("/api/assessments/text").send({ resumeText: SAMPLE_RESUME });
    expect(text.status).toBe(201);
    const tokens = [manual.deleteToken, text.body.deleteToken as string];
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(tokens[0]).not.toBe(tokens[1]);

    for (const [id, token] of [
      [manual.assessmentId, tokens[0]!],
      [text.body.assessmentId as string, tokens[1]!],
    ] as const) {
      const row = await readRow(id);
      expect(row?.deleteTokenHash).toBe(sha256(token));
      // The token itself is nowhere in the stored row.
      expect(JSON.stringify(row)).not.toContain(token);
    }
  });

  it("is never part of the assessment's public JSON", async () => {
    const { assessmentId, deleteToken } = await createManual();
    const res = await request(t.app).get(`/api/assessments/${assessmentId}`);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain(deleteToken);
    expect(JSON.stringify(res.body)).not.toContain(sha256(deleteToken));
  });
});

describe("DELETE /api/assessments/:id", () => {
  it("answers 403 and deletes nothing for a missing or wrong token", async () => {
    const { assessmentId, deleteToken } = await createManual();
    const missing = await request(t.app).delete(`/api/assessments/${assessmentId}`);
    expect(missing.status).toBe(403);
    expect(missing.body.error).toMatch(/only the browser that created it/i);
    const other = await createManual();
    for (const wrong of [
      other.deleteToken,
      sha256(deleteToken),
      deleteToken.slice(0, -1),
      `${deleteToken}x`,
      "not a token",
      "",
    ]) {
      const res = await request(t.app).delete(`/api/assessments/${assessmentId}`).set("X-Delete-Token", wrong);
      expect(res.status, wrong).toBe(403);
    }
    expect(await readRow(assessmentId)).toBeDefined();
    expect((await request(t.app).get(`/api/assessments/${assessmentId}`)).status).toBe(200);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const { deleteToken } = await createManual();
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const res = await request(t.app).delete(`/api/assessments/${id}`).set("X-Delete-Token", deleteToken);
      expect(res.status, id).toBe(404);
    }
  });

  it("deletes the row with the right token (204), then the JSON, the PDF and the card answer 404", async () => {
    const { assessmentId, deleteToken } = await createManual();
    expect((await request(t.app).get(`/api/assessments/${assessmentId}/pdf`)).status).toBe(200);
    const deleted = vi.fn();
    t.services.assessmentDeletion.onAssessmentDeleted(deleted);

    const res = await request(t.app).delete(`/api/assessments/${assessmentId}`).set("X-Delete-Token", deleteToken);
    expect(res.status).toBe(204);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(await readRow(assessmentId)).toBeUndefined();
    expect(deleted).toHaveBeenCalledWith(assessmentId);

    expect((await request(t.app).get(`/api/assessments/${assessmentId}`)).status).toBe(404);
    expect((await request(t.app).get(`/api/assessments/${assessmentId}/pdf`)).status).toBe(404);
    expect((await request(t.app).get(`/assessment/${assessmentId}/card.png`)).status).toBe(404);
    // The result page's loader answers the Assessment Not Found state with 404.
    const page = (await loader({
      params: { id: assessmentId },
      context: { services: t.services, cspNonce: "", pageCacheHandle: createPageCacheHandle().handle },
      request: new Request(`http://x/assessment/${assessmentId}`),
    } as unknown as Parameters<typeof loader>[0])) as unknown as { init?: { status?: number }; data?: unknown };
    expect(page.init?.status).toBe(404);
    expect(page.data).toEqual({ assessment: null });
    const again = await request(t.app).delete(`/api/assessments/${assessmentId}`).set("X-Delete-Token", deleteToken);
    expect(again.status).toBe(404);
  });

  it("keeps an assessment made before delete tokens existed: nothing can delete it through the API", async () => {
    const { assessmentId } = await createManual();
    await t.database.db.update(assessments).set({ deleteTokenHash: null }).where(eq(assessments.id, assessmentId));
    const res = await request(t.app).delete(`/api/assessments/${assessmentId}`).set("X-Delete-Token", "A".repeat(22));
    expect(res.status).toBe(403);
    expect(await readRow(assessmentId)).toBeDefined();
  });
});
