import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequestListener } from "../../server/app";
import { createLogger } from "../../server/logger";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let site: ReturnType<typeof createRequestListener>;
/** Requests that reached Express (the lane passed them on). */
let throughExpress = 0;

const MANUAL = {
  jobTitle: "Accountant",
  industry: "finance",
  experienceLevel: "6-10",
  skills: "Excel, Financial reporting, Auditing",
  responsibilities: "Prepare monthly financial statements\nReconcile bank accounts",
};

beforeAll(async () => {
  t = await createTestApp({ env: { DAILY_ASSESSMENT_LIMIT: "1000" } });
  const app = ((req: IncomingMessage, res: ServerResponse) => {
    throughExpress++;
    t.app(req, res);
  }) as unknown as TestApp["app"];
  site = createRequestListener({ app, services: t.services, logger: createLogger({ level: "silent" }) });
});

afterAll(async () => {
  await t?.close();
});

/** Headers that belong to one response; everything else must be the same on both paths. */
function comparable(headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (["date", "x-request-id", "content-length", "transfer-encoding", "connection", "keep-alive"].includes(name))
      continue;
    out[name] = String(value).replace(/'nonce-[^']+'/, "'nonce-N'");
  }
  return out;
}

/** Each created assessment's owner key (its delete token), which a re-pick needs (ADR 021). */
const ownerKeys = new Map<string, string>();

async function createAssessment(): Promise<string> {
  const res = await request(site).post("/api/assessments/manual").send(MANUAL);
  expect(res.status).toBe(201);
  ownerKeys.set(res.body.assessmentId as string, res.body.deleteToken as string);
  return res.body.assessmentId as string;
}

function decode(res: request.Response): string {
  const body = res.body as Buffer;
  const encoding = res.headers["content-encoding"];
  // The test client may already have inflated the body; then it is JSON text.
  if (encoding && body[0] !== 0x7b && body[0] !== 0x5b)
    return (encoding === "gzip" ? gunzipSync(body) : brotliDecompressSync(body)).toString("utf8");
  return body.toString("utf8");
}

const raw = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });

describe("assessment JSON ahead of Express", () => {
  it("answers a miss through Express and then hits from the cache, with the same headers and body", async () => {
    const id = await createAssessment();
    t.services.assessmentCache.clear();
    const before = throughExpress;
    const miss = await raw(request(site).get(`/api/assessments/${id}`).set("Accept-Encoding", "identity"));
    expect(throughExpress).toBe(before + 1);
    const hit = await raw(request(site).get(`/api/assessments/${id}`).set("Accept-Encoding", "identity"));
    expect(throughExpress).toBe(before + 1);
    expect(hit.status).toBe(200);
    expect(comparable(hit.headers)).toEqual(comparable(miss.headers));
    expect(decode(hit)).toBe(decode(miss));
    expect(hit.headers["content-security-policy"]).not.toBe(miss.headers["content-security-policy"]);
  });

  it("sends gzip and brotli copies that decompress to the same JSON, and 304 for a matching ETag", async () => {
    const id = await createAssessment();
    const plain = await raw(request(site).get(`/api/assessments/${id}`).set("Accept-Encoding", "identity"));
    const gz = await raw(request(site).get(`/api/assessments/${id}`).set("Accept-Encoding", "gzip"));
    const br = await raw(request(site).get(`/api/assessments/${id}`).set("Accept-Encoding", "gzip, deflate, br"));
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(decode(gz)).toBe(decode(plain));
    expect(decode(br)).toBe(decode(plain));
    const before = throughExpress;
    const notModified = await request(site).get(`/api/assessments/${id}`).set("If-None-Match", plain.headers.etag!);
    expect(notModified.status).toBe(304);
    expect(throughExpress).toBe(before);
    expect(notModified.headers.etag).toBe(plain.headers.etag);
  });

  it("drops the cached answer when the assessment changes or is deleted, and missing ids get 404", async () => {
    const id = await createAssessment();
    const first = await request(site).get(`/api/assessments/${id}`);
    await request(site)
      .post(`/api/assessments/${id}/occupation`)
      .set("X-Delete-Token", ownerKeys.get(id)!)
      .send({ code: "15-1252.00" })
      .expect(200);
    const after = await request(site).get(`/api/assessments/${id}`);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.body.occupation.code).toBe("15-1252.00");

    const made = await request(site).post("/api/assessments/manual").send(MANUAL);
    const other = made.body.assessmentId as string;
    await request(site).get(`/api/assessments/${other}`).expect(200);
    await request(site).delete(`/api/assessments/${other}`).set("X-Delete-Token", made.body.deleteToken).expect(204);
    await request(site).get(`/api/assessments/${other}`).expect(404);
    await request(site).get("/api/assessments/00000000-0000-4000-8000-000000000000").expect(404);
  });
});

describe("occupation search ahead of Express", () => {
  it("answers with the same headers and body as Express, compressed copies equal after decompression", async () => {
    const before = throughExpress;
    const lane = await raw(
      request(site).get("/api/occupations/search?q=registered%20nurse").set("Accept-Encoding", "identity"),
    );
    expect(throughExpress).toBe(before);
    const express = await raw(
      request(t.app).get("/api/occupations/search?q=registered%20nurse").set("Accept-Encoding", "identity"),
    );
    expect(lane.status).toBe(200);
    expect(comparable(lane.headers)).toEqual(comparable(express.headers));
    expect(decode(lane)).toBe(decode(express));
    const gz = await raw(
      request(site).get("/api/occupations/search?q=registered%20nurse").set("Accept-Encoding", "gzip"),
    );
    expect(decode(gz)).toBe(decode(lane));
    const notModified = await request(site)
      .get("/api/occupations/search?q=registered%20nurse")
      .set("If-None-Match", lane.headers.etag!);
    expect(notModified.status).toBe(304);
  });

  it("leaves bad or repeated parameters to Express and its 400", async () => {
    await request(site)
      .get(`/api/occupations/search?q=${"x".repeat(101)}`)
      .expect(400);
    await request(site).get("/api/occupations/search?q=a&q=b").expect(400);
  });
});
