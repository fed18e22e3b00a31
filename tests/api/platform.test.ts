import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe("GET /api/health", () => {
  it("answers ok with the database reachable and the version", async () => {
    const res = await request(t.app).get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", db: "ok", version: "test" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 when the database check fails", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await request(broken.app).get("/api/health");
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: "error", db: "error" });
  });
});

describe("the API's error handling", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    const res = await request(t.app).get("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Not found" });
  });

  it("answers malformed JSON with a 400 and a clear message", async () => {
    const res = await request(t.app).post("/api/no-such-thing").set("Content-Type", "application/json").send("{bad");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "Request body is not valid JSON" });
  });

  it("answers a body over the JSON limit with a 413", async () => {
    const res = await request(t.app)
      .post("/api/no-such-thing")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ text: "x".repeat(300_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: "Payload too large" });
  });
});

describe("security baseline", () => {
  it("sends a nonce-based content security policy and no x-powered-by", async () => {
    const res = await request(t.app).get("/api/health");
    const csp = res.headers["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("uses a fresh nonce for every request", async () => {
    const a = await request(t.app).get("/api/health");
    const b = await request(t.app).get("/api/health");
    const nonceOf = (csp: string) => /nonce-([^']+)/.exec(csp)?.[1];
    expect(nonceOf(a.headers["content-security-policy"] ?? "")).not.toBe(
      nonceOf(b.headers["content-security-policy"] ?? ""),
    );
  });

  it("gives every response a request id and keeps a sane incoming one", async () => {
    const fresh = await request(t.app).get("/api/health");
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await request(t.app).get("/api/health").set("X-Request-Id", "trace-abc-12345");
    expect(kept.headers["x-request-id"]).toBe("trace-abc-12345");
    const replaced = await request(t.app).get("/api/health").set("X-Request-Id", "<script>");
    expect(replaced.headers["x-request-id"]).not.toBe("<script>");
  });
});
