import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSettings } from "../../db/seed/default-settings";
import { createHttpServer } from "../../server/http-server";
import { startPageServer } from "../api/jobs-page-server";
import { createStaff, ownerCredentials } from "../api/cms-staff-session";
import { makePdf } from "../helpers/make-documents";
import { makeZeroFilledPdf } from "../helpers/make-hostile-documents";
import { buildMultipartBody, startRawUpload } from "../helpers/raw-upload";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createCapturedLog } from "./capture-log";

/**
 * Logs a stranger cannot raise to error (issue #37): a visitor's mistake (bad input, a wrong key,
 * a cross-site form, a limit reached) logs at info, a capacity refusal (503) at warn, and neither
 * with a stack; error means our fault. On the starting commit a cross-origin POST /contact wrote
 * an error line with a stack, and a full upload queue's 503 an error line.
 */
const log = createCapturedLog({ level: "debug" });
let t: TestApp;
let pages: Awaited<ReturnType<typeof startPageServer>>;
let server: Server;
let port: number;
let origin: string;

beforeAll(async () => {
  t = await createTestApp({
    seed: { settings: [...defaultSettings] },
    logger: log.logger,
    env: { UPLOAD_RATE_LIMIT: "1", TRUST_PROXY: "loopback" },
  });
  await createStaff(t);
  pages = await startPageServer(t, { logger: log.logger });
  server = createHttpServer(pages.listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
}, 300_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await pages?.close();
  await t?.close();
});

type Line = Record<string, unknown> & { level: number; err?: { stack?: string } };

/** Runs `walk` and answers the log lines written meanwhile. */
async function linesDuring(walk: () => Promise<void>): Promise<Line[]> {
  const before = log.lines().length;
  await walk();
  // The request line is written when the answer finishes.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return log.lines().slice(before) as Line[];
}

function expectNoErrorLines(lines: Line[]): void {
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  expect(lines.filter((line) => line.err?.stack !== undefined)).toEqual([]);
}

describe("a visitor's mistake or a capacity refusal never logs at error level", () => {
  it("cross-site and malformed form posts to a page", async () => {
    const lines = await linesDuring(async () => {
      for (const sentOrigin of ["https://evil.example", "null", "not a url"]) {
        const res = await request(server)
          .post("/contact")
          .set("Origin", sentOrigin)
          .type("form")
          .send({ firstName: "A", lastName: "B", email: "a@b.example", subject: "general", message: "Hello there" });
        // Refused (403 here; React Router's own check answered 400 with an error line).
        expect([400, 403]).toContain(res.status);
      }
    });
    expectNoErrorLines(lines);
  });

  it("mistakes in API calls: bad JSON, too large, unknown ids, wrong keys, control characters, bad addresses", async () => {
    const lines = await linesDuring(async () => {
      const calls: [string, request.Test][] = [
        [
          "bad JSON",
          request(server).post("/api/assessments/text").set("Content-Type", "application/json").send("{not json"),
        ],
        [
          "JSON too large",
          request(server)
            .post("/api/assessments/text")
            .send({ resumeText: "x".repeat(300_000) }),
        ],
        ["too short", request(server).post("/api/assessments/text").send({ resumeText: "short" })],
        ["unknown id", request(server).get("/api/assessments/00000000-0000-4000-8000-000000000000")],
        ["malformed id", request(server).get("/api/assessments/not-an-id")],
        ["unknown PDF", request(server).get("/api/assessments/00000000-0000-4000-8000-000000000000/pdf")],
        [
          "wrong owner key",
          request(server)
            .delete("/api/assessments/00000000-0000-4000-8000-000000000000")
            .set("X-Delete-Token", "wrong"),
        ],
        [
          "control character",
          request(server).post("/api/contact").set("Origin", "https://evil.example").send({ message: "\u0000" }),
        ],
        ["repeated parameter", request(server).get("/api/occupations/search?q=a&q=b")],
        ["malformed address", request(server).get("/api/%zz")],
        ["unknown page", request(server).get("/no-such-page-here")],
        ["unknown result page", request(server).get("/assessment/not-an-id")],
        ["unknown occupation page", request(server).get("/jobs/99-9999.99")],
        ["occupation without research, API", request(server).get("/api/occupations/55-3018.00")],
        ["occupation without research, card", request(server).get("/jobs/55-3018.00/card.png")],
        ["a page action with no form", request(server).put("/contact").send({})],
      ];
      for (const [label, call] of calls) expect((await call).status, label).toBeLessThan(500);
    });
    expectNoErrorLines(lines);
  });

  it("sign-in mistakes: a wrong password, the throttle, a cross-site sign-in", async () => {
    const lines = await linesDuring(async () => {
      const attempt = (password: string, from = origin) =>
        request(server).post("/api/auth/login").set("Origin", from).send({ email: ownerCredentials.email, password });
      expect((await attempt("wrong-password-1")).status).toBe(401);
      expect((await attempt(ownerCredentials.password, "https://evil.example")).status).toBe(403);
      for (let i = 0; i < 6; i++) await attempt(`wrong-password-${i}`);
      expect((await attempt("wrong-password-9")).status).toBe(429);
    });
    expectNoErrorLines(lines);
  });

  it("upload refusals: wrong type, past the visitor's limit, and this process full (503, at warn)", async () => {
    const lines = await linesDuring(async () => {
      const upload = (from: string, fileName = "resume.pdf") =>
        makePdf().then((pdf) =>
          request(server)
            .post("/api/assessments/upload-file")
            .set("X-Forwarded-For", from)
            .attach("resume", pdf, { filename: fileName, contentType: "application/pdf" }),
        );
      expect((await upload("203.0.113.60", "resume.txt")).status).toBe(400);
      expect((await upload("203.0.113.61")).status).toBe(200);
      expect((await upload("203.0.113.61")).status).toBe(429);
      // Three large uploads held open fill this process's room for large files: the next is 503.
      const big = makeZeroFilledPdf();
      const held = [1, 2, 3].map((n) => {
        const { body, boundary } = buildMultipartBody({ file: big, fileName: "held.pdf" });
        const open = startRawUpload({
          port,
          body,
          boundary,
          headers: { "X-Forwarded-For": `198.51.100.${60 + n}` },
          firstBodyBytes: 65_536,
        });
        open.answer.catch(() => undefined);
        return open;
      });
      await expect.poll(() => t.services.assessments.describeUploadsInFlight().uploads, { timeout: 5_000 }).toBe(3);
      const { body, boundary } = buildMultipartBody({ file: big, fileName: "fourth.pdf" });
      const refused = await startRawUpload({
        port,
        body,
        boundary,
        headers: { "X-Forwarded-For": "198.51.100.70" },
        firstBodyBytes: 65_536,
      }).answer;
      expect(refused.status).toBe(503);
      for (const open of held) open.socket.destroy();
      await expect.poll(() => t.services.assessments.describeUploadsInFlight().uploads, { timeout: 5_000 }).toBe(0);
    });
    expectNoErrorLines(lines);
    const capacity = lines.filter((line) => line.status === 503);
    expect(capacity.length).toBeGreaterThan(0);
    expect(capacity.every((line) => line.level === 40)).toBe(true);
  });
});
