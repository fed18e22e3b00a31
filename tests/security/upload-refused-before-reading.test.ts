import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "../../integrations/document-text";
import { describeUploadDeadlineMs } from "../../server/api/resume-upload-route";
import { createHttpServer, HTTP_TIMEOUTS } from "../../server/http-server";
import { makePdf } from "../helpers/make-documents";
import { makeZeroFilledPdf } from "../helpers/make-hostile-documents";
import { buildMultipartBody, startRawUpload, type RawAnswer } from "../helpers/raw-upload";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Uploads are refused before their body is read (issue #37): the per-visitor limit, this
 * process's room and the declared size and type are checked on the request's head (and the file
 * part's header), the answer comes while the sender still has most of its body to send, and the
 * connection closes instead of reading the rest. On the starting commit every upload was read
 * whole into memory first: a visitor already past the limit sent all 10 MB before hearing 429.
 */
const FIRST_BYTES = 64 * 1024;
const TEN_MB = makeZeroFilledPdf();

let t: TestApp;
let server: Server;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_RATE_LIMIT: "2", TRUST_PROXY: "loopback" } });
  server = createHttpServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

/** The answer, or a failure when none came within `ms` (the starting commit waited for the whole body). */
function within(answer: Promise<RawAnswer>, ms = 5_000): Promise<RawAnswer> {
  return Promise.race([
    answer,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ]);
}

const uploadNormal = async (from: string) =>
  request(t.app)
    .post("/api/assessments/upload-file")
    .set("X-Forwarded-For", from)
    .attach("resume", await makePdf(), { filename: "resume.pdf", contentType: "application/pdf" });

describe("uploads are answered before their body is read", () => {
  it("answers a visitor past the upload limit 429 on the head and first 64 KB, and closes the connection", async () => {
    const from = "203.0.113.50";
    for (let i = 0; i < 2; i++) expect((await uploadNormal(from)).status).toBe(200);
    const { body, boundary } = buildMultipartBody({ file: TEN_MB, fileName: "big.pdf" });
    const upload = startRawUpload({
      port,
      body,
      boundary,
      headers: { "X-Forwarded-For": from },
      firstBodyBytes: FIRST_BYTES,
    });
    const answer = await within(upload.answer);
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body).error).toMatch(/Too many files uploaded/);
    expect(answer.headers.connection).toBe("close");
    expect(upload.bodyBytesSent()).toBeLessThanOrEqual(FIRST_BYTES);
  });

  it("answers 413 to a request declaring more than a resume may be, without any of its body", async () => {
    const { body, boundary } = buildMultipartBody({ file: Buffer.concat([TEN_MB, TEN_MB]), fileName: "huge.pdf" });
    const upload = startRawUpload({
      port,
      body,
      boundary,
      headers: { "X-Forwarded-For": "203.0.113.51" },
      firstBodyBytes: 0,
    });
    const answer = await within(upload.answer);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: DOCUMENT_MESSAGES.tooLarge });
    expect(upload.bodyBytesSent()).toBe(0);
  });

  it("refuses a file of the wrong type from its part header, before its content", async () => {
    const { body, boundary } = buildMultipartBody({ file: TEN_MB, fileName: "resume.txt" });
    const upload = startRawUpload({
      port,
      body,
      boundary,
      headers: { "X-Forwarded-For": "203.0.113.52" },
      firstBodyBytes: FIRST_BYTES,
    });
    const answer = await within(upload.answer);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: DOCUMENT_MESSAGES.invalidType });
    expect(upload.bodyBytesSent()).toBeLessThanOrEqual(FIRST_BYTES);
  });

  it("holds three large uploads at once: the next is answered 503 with Retry-After unread, an ordinary resume still gets in", async () => {
    const held = [1, 2, 3].map((n) => {
      const { body, boundary } = buildMultipartBody({ file: TEN_MB, fileName: `held-${n}.pdf` });
      const upload = startRawUpload({
        port,
        body,
        boundary,
        headers: { "X-Forwarded-For": `198.51.100.${n}` },
        firstBodyBytes: FIRST_BYTES,
      });
      // Closed by the test below, never answered.
      upload.answer.catch(() => undefined);
      return upload;
    });
    await expect.poll(() => t.services.assessments.describeUploadsInFlight().uploads, { timeout: 5_000 }).toBe(3);

    const { body, boundary } = buildMultipartBody({ file: TEN_MB, fileName: "fourth.pdf" });
    const fourth = startRawUpload({
      port,
      body,
      boundary,
      headers: { "X-Forwarded-For": "198.51.100.4" },
      firstBodyBytes: FIRST_BYTES,
    });
    const answer = await within(fourth.answer);
    expect(answer.status).toBe(503);
    expect(answer.headers["retry-after"]).toBe("5");
    expect(JSON.parse(answer.body)).toEqual({ error: DOCUMENT_MESSAGES.busy });
    expect(fourth.bodyBytesSent()).toBeLessThanOrEqual(FIRST_BYTES);

    expect((await uploadNormal("198.51.100.9")).status).toBe(200);

    // Senders that go away give their room back.
    for (const upload of held) upload.socket.destroy();
    await expect.poll(() => t.services.assessments.describeUploadsInFlight().uploads, { timeout: 5_000 }).toBe(0);
  });

  it("asks a sender waiting for 100 Continue for its body only once its upload is admitted", async () => {
    const refused = buildMultipartBody({ file: TEN_MB, fileName: "big.pdf" });
    const overLimit = startRawUpload({
      port,
      ...refused,
      headers: { "X-Forwarded-For": "203.0.113.50" },
      expectContinue: true,
    });
    const refusal = await within(overLimit.answer);
    expect(refusal.interim).toEqual([]);
    expect(refusal.status).toBe(429);
    expect(overLimit.bodyBytesSent()).toBe(0);

    const admitted = buildMultipartBody({ file: await makePdf(), fileName: "resume.pdf" });
    const fresh = startRawUpload({
      port,
      ...admitted,
      headers: { "X-Forwarded-For": "203.0.113.53" },
      expectContinue: true,
    });
    const answer = await within(fresh.answer, 30_000);
    expect(answer.interim).toEqual([100]);
    expect(answer.status).toBe(200);
  });

  it("gives a request 120 s to arrive (20 s for its head) and a 10 MB upload's body 90 s, not Node's 300 s", () => {
    const listening = createHttpServer(() => undefined);
    expect(listening.requestTimeout).toBe(HTTP_TIMEOUTS.requestTimeoutMs);
    expect(listening.requestTimeout).toBeLessThanOrEqual(120_000);
    expect(listening.headersTimeout).toBeLessThanOrEqual(20_000);
    expect(describeUploadDeadlineMs(10 * 1024 * 1024 + 16 * 1024)).toBeLessThanOrEqual(91_000);
    // A slow phone (1 Mbit/s) sends 10 MB in about 84 s: it fits.
    expect(describeUploadDeadlineMs(10 * 1024 * 1024)).toBeGreaterThan(84_000);
  });
});
