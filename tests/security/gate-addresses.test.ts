import type { RequestListener } from "node:http";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSettings } from "../../db/seed/default-settings";
import { startPageServer } from "../api/jobs-page-server";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createCapturedLog } from "./capture-log";

/**
 * Issue 28: "/blog/%00" and "/%00" answered 500; "/media/%" and "/assessment/%zz/card.png"
 * answered 503 with Retry-After and were logged as server errors. A malformed or control-character
 * address is the visitor's mistake: 400 with a message, before React Router, the page cache or a
 * route decodes it, and logged as a 400.
 */
let t: TestApp;
let server: Awaited<ReturnType<typeof startPageServer>>;
let app: RequestListener;
const log = createCapturedLog();

beforeAll(async () => {
  t = await createTestApp({ seed: { settings: [...defaultSettings] }, logger: log.logger });
  server = await startPageServer(t, { logger: log.logger });
  app = server.listener;
}, 300_000);

afterAll(async () => {
  await server?.close();
  await t?.close();
});

const malformed = ["/media/%", "/assessment/%zz/card.png", "/blog/%E0%A4%A", "/jobs/%C0%80", "/api/cms/blog-posts/%zz"];
const withControl = ["/blog/%00", "/%00", "/blog/x%0Ay", "/jobs/%1B", "/api/assessments/%00", "/contact?x=%07"];

describe("malformed and control-character addresses", () => {
  it.each(malformed)("answers %s with 400 and a message, no Retry-After", async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(400);
    expect(res.headers["retry-after"]).toBeUndefined();
    expect(res.text).toContain("This address is not valid: it has a malformed percent-encoding");
  });

  it.each(withControl)("answers %s with 400 and a message", async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(400);
    expect(res.text).toContain("This address is not valid: it contains control characters");
  });

  it("answers the API's malformed addresses in JSON", async () => {
    const res = await request(app).get("/api/cms/blog-posts/%zz");
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.body).toEqual({ error: "This address is not valid: it has a malformed percent-encoding" });
  });

  it("logs them as the visitor's errors, not the server's", async () => {
    await request(app).get("/media/%");
    await request(app).get("/blog/%00");
    const lines = log.lines();
    expect(lines).toContainEqual(
      expect.objectContaining({ status: 400, path: "/media… (malformed percent-encoding: not logged)" }),
    );
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });

  it("still serves well-formed escapes", async () => {
    expect((await request(app).get("/jobs?q=registered%20nurse")).status).toBe(200);
    expect((await request(app).get("/blog/no-such-post%2Dhere")).status).toBe(404);
  });
});
