import type { RequestHandler } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "../../app/routes/assessment";
import { createApp, createRequestListener } from "../../server/app";
import { createLogger } from "../../server/logger";
import { createAssessmentCache } from "../../services/assessments/assessment-cache";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { readPageCacheHandle as pageCacheHandleFor } from "../../server/page-cache/page-cache-handles";

let t: TestApp;

const MANUAL = {
  jobTitle: "Accountant",
  industry: "finance",
  experienceLevel: "6-10",
  skills: "Excel, Financial reporting, Auditing",
  responsibilities: "Prepare monthly financial statements\nReconcile bank accounts\nAdvise managers on budgets",
};
const OTHER_OCCUPATION = "15-1252.00";

beforeAll(async () => {
  t = await createTestApp({ env: { DAILY_ASSESSMENT_LIMIT: "1000" } });
});

afterAll(async () => {
  await t?.close();
});

/** Each created assessment's owner key (its delete token), which a re-pick needs (ADR 021). */
const ownerKeys = new Map<string, string>();

async function createAssessment(): Promise<string> {
  const res = await request(t.app).post("/api/assessments/manual").send(MANUAL);
  expect(res.status).toBe(201);
  ownerKeys.set(res.body.assessmentId as string, res.body.deleteToken as string);
  return res.body.assessmentId as string;
}

const repick = (id: string) =>
  request(t.app)
    .post(`/api/assessments/${id}/occupation`)
    .set("X-Delete-Token", ownerKeys.get(id)!)
    .send({ code: OTHER_OCCUPATION });

type LoaderArgs = Parameters<typeof loader>[0];

/**
 * The result route's own loader (with its response headers), written out as a small page: the
 * occupation and score it shows, and scripts carrying the response's CSP nonce. Enough for the
 * server's cache to do with it what it does with the React render.
 */
function resultPageHandler(renders: { count: number }): RequestHandler {
  return async (req, res) => {
    const match = /^\/assessment\/([^/]+)$/.exec(req.path);
    if (!match) {
      res.status(404).type("html").send("<html><body>Page Not Found</body></html>");
      return;
    }
    renders.count++;
    const nonce = String(res.locals.cspNonce);
    const result = (await loader({
      params: { id: match[1] },
      context: { services: t.services, cspNonce: nonce, pageCacheHandle: pageCacheHandleFor(res) },
      request: new Request(`http://x${req.path}`),
    } as unknown as LoaderArgs)) as unknown as {
      data: { assessment: { occupation: { code: string }; riskScore: number } | null };
      init?: { status?: number; headers?: Record<string, string> };
    };
    for (const [name, value] of Object.entries(result.init?.headers ?? {})) res.setHeader(name, value);
    res.status(result.init?.status ?? 200).type("html");
    const assessment = result.data.assessment;
    res.write(`<html><head><meta name="robots" content="noindex"><script nonce="${nonce}">boot()</script></head>`);
    res.end(
      `<body><p id="shown">${assessment ? `${assessment.occupation.code} ${assessment.riskScore}` : "Assessment Not Found"}</p>` +
        `<script nonce="${nonce}">x()</script></body></html>`,
    );
  };
}

function nonceOf(res: request.Response): { inPage: string[]; inHeader: string } {
  const inPage = [...res.text.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]!);
  const inHeader = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1] ?? "";
  return { inPage, inHeader };
}

describe("result pages from the assessment cache", () => {
  const renders = { count: 0 };
  let site: ReturnType<typeof createRequestListener>;

  beforeAll(() => {
    const logger = createLogger({ level: "silent" });
    site = createRequestListener({
      app: createApp({ services: t.services, logger, pageHandler: resultPageHandler(renders) }),
      services: t.services,
      logger,
    });
  });

  it("renders once, then answers from memory with a fresh nonce per response that matches its CSP", async () => {
    const id = await createAssessment();
    const before = renders.count;
    const first = await request(site).get(`/assessment/${id}`);
    expect(first.status).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(first.headers["x-result-page-id"]).toBeUndefined();
    expect(first.headers["x-result-page-revision"]).toBeUndefined();

    const second = await request(site).get(`/assessment/${id}`);
    const third = await request(site).get(`/assessment/${id}`).set("Accept-Encoding", "gzip");
    expect(renders.count).toBe(before + 1);
    for (const hit of [second, third]) {
      expect(hit.status).toBe(200);
      expect(hit.headers["x-page-cache"]).toBe("hit");
      expect(hit.text).toContain('content="noindex"');
      expect(hit.text).toContain(first.text.match(/<p id="shown">[^<]+/)![0]);
    }
    expect(third.headers["content-encoding"]).toBe("gzip");
    const nonces = [first, second, third].map(nonceOf);
    for (const { inPage, inHeader } of nonces) {
      expect(inHeader).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(inPage).toEqual([inHeader, inHeader]);
    }
    expect(new Set(nonces.map((n) => n.inHeader)).size).toBe(3);
  });

  it("shows a re-picked occupation at once on the instance that made the change", async () => {
    const id = await createAssessment();
    await request(site).get(`/assessment/${id}`);
    const cached = await request(site).get(`/assessment/${id}`);
    expect(cached.headers["x-page-cache"]).toBe("hit");
    expect(cached.text).not.toContain(OTHER_OCCUPATION);

    const pick = await repick(id);
    expect(pick.status).toBe(200);
    const after = await request(site).get(`/assessment/${id}`);
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(after.text).toContain(`<p id="shown">${OTHER_OCCUPATION} `);
    expect((await request(site).get(`/assessment/${id}`)).headers["x-page-cache"]).toBe("hit");
  });

  it("answers 404 Assessment Not Found for unknown and malformed ids, never from the cache", async () => {
    for (const path of ["/assessment/00000000-0000-4000-8000-000000000000", "/assessment/not-an-id"]) {
      for (let i = 0; i < 2; i++) {
        const res = await request(site).get(path);
        expect(res.status).toBe(404);
        expect(res.text).toContain("Assessment Not Found");
        expect(res.headers["x-page-cache"]).not.toBe("hit");
      }
    }
  });

  it("stops serving a page deleted by another process within the poll interval", async () => {
    const id = await createAssessment();
    await request(site).get(`/assessment/${id}`);
    expect((await request(site).get(`/assessment/${id}`)).headers["x-page-cache"]).toBe("hit");
    await t.database.db.execute(`delete from assessments where id = '${id}'`);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const gone = await request(site).get(`/assessment/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain("Assessment Not Found");
  });
});

describe("GET /api/assessments/:id from the cache", () => {
  it("answers with a revision ETag and a short public max-age (the public view), and 304 when the client holds it", async () => {
    const id = await createAssessment();
    const first = await request(t.app).get(`/api/assessments/${id}`);
    expect(first.status).toBe(200);
    expect(first.body.id).toBe(id);
    expect(first.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    expect(first.headers.vary).toMatch(/X-Delete-Token/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{8}-1"$/);

    const again = await request(t.app).get(`/api/assessments/${id}`).set("If-None-Match", etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect((await request(t.app).get(`/api/assessments/${id}`).set("If-None-Match", '"other-1"')).status).toBe(200);

    await repick(id).expect(200);
    const changed = await request(t.app).get(`/api/assessments/${id}`).set("If-None-Match", etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).toMatch(/^"[0-9a-f]{8}-2"$/);
    expect(changed.body.occupation.code).toBe(OTHER_OCCUPATION);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope", "00000000-0000-4000-8000-00000000000g"]) {
      const res = await request(t.app).get(`/api/assessments/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("Assessment not found");
    }
  });
});

describe("the assessment cache across processes", () => {
  /** A second app process: its own cache and clock over the same database. */
  function otherProcess() {
    let clock = 0;
    const cache = createAssessmentCache<{ score: number }>({ db: t.database.db, now: () => clock });
    return { cache, advance: (ms: number) => (clock += ms) };
  }

  const loadRow = (id: string) => async () => {
    const { rows } = (await t.database.db.execute(
      `select revision, risk_score from assessments where id = '${id}'`,
    )) as unknown as { rows: { revision: number; risk_score: number }[] };
    if (!rows[0]) throw new Error("gone");
    return { revision: rows[0].revision, view: { score: rows[0].risk_score } };
  };

  it("sees a raw SQL update and a delete made elsewhere within the poll interval", async () => {
    const id = await createAssessment();
    const other = otherProcess();
    const first = await other.cache.read(id, loadRow(id));
    expect(first.revision).toBe(1);

    await t.database.db.execute(`update assessments set revision = revision + 1, risk_score = 7 where id = '${id}'`);
    other.advance(500);
    expect((await other.cache.read(id, loadRow(id))).revision).toBe(1); // not looked yet
    other.advance(600);
    const updated = await other.cache.read(id, loadRow(id));
    expect(updated).toMatchObject({ revision: 2, view: { score: 7 } });

    await t.database.db.execute(`delete from assessments where id = '${id}'`);
    other.advance(1001);
    await expect(other.cache.read(id, loadRow(id))).rejects.toThrow("gone");
    expect(other.cache.peek(id)).toBeUndefined();
  });

  it("forgets a local change at once", async () => {
    const id = await createAssessment();
    const other = otherProcess();
    await other.cache.read(id, loadRow(id));
    expect(other.cache.peek(id)).toBeDefined();
    other.cache.forgetAssessment(id);
    expect(other.cache.peek(id)).toBeUndefined();
  });

  it("does not keep a copy read while a change was being noticed", async () => {
    const id = await createAssessment();
    const other = otherProcess();
    await other.cache.read(id, loadRow(id));
    other.cache.forgetAssessment(id);
    const slow = other.cache.read(id, async () => {
      const loaded = await loadRow(id)();
      other.cache.forgetAssessment(id); // a change noticed while this read was under way
      return loaded;
    });
    expect((await slow).revision).toBe(1);
    expect(other.cache.peek(id)).toBeUndefined();
  });

  it("is bounded by entries and by bytes, dropping the least recently used first", async () => {
    const ids = await Promise.all([1, 2, 3].map(() => createAssessment()));
    const byEntries = createAssessmentCache<{ n: number }>({ db: t.database.db, maxEntries: 2 });
    for (const [n, id] of ids.entries()) await byEntries.read(id, async () => ({ revision: 1, view: { n } }));
    expect(byEntries.size).toBe(2);
    expect(byEntries.peek(ids[0]!)).toBeUndefined();

    // Reading the oldest again makes it the most recent: the next one in drops the other.
    const lru = createAssessmentCache<{ n: number }>({ db: t.database.db, maxEntries: 2 });
    await lru.read(ids[0]!, async () => ({ revision: 1, view: { n: 0 } }));
    await lru.read(ids[1]!, async () => ({ revision: 1, view: { n: 1 } }));
    await lru.read(ids[0]!, async () => ({ revision: 1, view: { n: 0 } }));
    await lru.read(ids[2]!, async () => ({ revision: 1, view: { n: 2 } }));
    expect(lru.peek(ids[0]!)).toBeDefined();
    expect(lru.peek(ids[1]!)).toBeUndefined();

    const big = "x".repeat(1_000);
    const byBytes = createAssessmentCache<{ text: string }>({ db: t.database.db, maxBytes: 2_600 });
    for (const id of ids) await byBytes.read(id, async () => ({ revision: 1, view: { text: big } }));
    expect(byBytes.size).toBe(2);
    expect(byBytes.bytes).toBeLessThanOrEqual(2_600);
    expect(byBytes.peek(ids[0]!)).toBeUndefined();

    // An attached page counts too, and a page larger than the limit is not kept.
    const entry = byBytes.peek(ids[2]!)!;
    const attached = byBytes.attachPage({
      id: ids[2]!,
      revision: entry.revision,
      startedAt: byBytes.generation,
      page: { bytes: 5_000, contentRevision: 1 },
    });
    expect(attached).toBe(false);
    expect(byBytes.bytes).toBeLessThanOrEqual(2_600);
  });
});
