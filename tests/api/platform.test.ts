import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequestListener } from "../../server/app";
import { createLogger } from "../../server/logger";
import { createCapturedLog } from "../security/capture-log";
import { createHealthService } from "../../services/platform/health";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe("GET /api/health (liveness)", () => {
  it("answers ok and the version from memory, uncached", async () => {
    const res = await request(t.app).get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", version: "test" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("stays alive without a database round trip (the database being down is readiness's business)", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await request(broken.app).get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", version: "test" });
  });

  it("is answered by the server's request listener before any middleware", async () => {
    const listener = createRequestListener({
      app: t.app,
      services: t.services,
      logger: createLogger({ level: "silent" }),
    });
    const server = createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-request-id")).toBeNull();
      expect(await res.json()).toEqual({ status: "ok", version: "test" });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("GET /api/health/ready (readiness)", () => {
  it("logs the 503 of a start-up still under way at info level, not as an error", async () => {
    const log = createCapturedLog({ level: "info" });
    const fresh = await createTestApp({ logger: log.logger });
    try {
      expect((await request(fresh.app).get("/api/health/ready")).status).toBe(503);
      const line = log.lines().find((entry) => entry.path === "/api/health/ready");
      // pino's info is 30, error 50.
      expect(line).toMatchObject({ status: 503, level: 30 });
    } finally {
      await fresh.close();
    }
  });

  it("answers 503 until the occupation dataset is loaded, then 200", async () => {
    const fresh = await createTestApp();
    try {
      // A 503 is logged at warn or info (readiness while starting), never as an error: nothing to declare.
      const before = await request(fresh.app).get("/api/health/ready");
      expect(before.status).toBe(503);
      expect(before.body).toEqual({ status: "starting", db: "ok", dataset: "loading" });
      await fresh.services.health.trackWarmUp(fresh.services.assessments.warmUp());
      const after = await request(fresh.app).get("/api/health/ready");
      expect(after.status).toBe(200);
      expect(after.body).toEqual({ status: "ready", db: "ok", dataset: "ready" });
    } finally {
      await fresh.close();
    }
  });

  it("answers 503 while draining, with the connection closed", async () => {
    const fresh = await createTestApp();
    await fresh.services.health.trackWarmUp(fresh.services.assessments.warmUp());
    fresh.services.health.markDraining();
    // A 503 is logged at warn or info (readiness while starting), never as an error: nothing to declare.
    const listener = createRequestListener({
      app: fresh.app,
      services: fresh.services,
      logger: createLogger({ level: "silent" }),
    });
    const server = createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(res.status).toBe(503);
      expect(res.headers.get("connection")).toBe("close");
      expect(await res.json()).toEqual({ status: "draining", db: "ok", dataset: "ready" });
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await fresh.close();
    }
  });

  it("answers 503 when the database is down, and asks it at most once per second", async () => {
    const fresh = await createTestApp();
    await fresh.services.health.trackWarmUp(fresh.services.assessments.warmUp());
    let pings = 0;
    const ping = fresh.database.ping;
    fresh.database.ping = () => {
      pings += 1;
      return ping();
    };
    const health = createHealthService({ database: fresh.database, version: "test" });
    await health.trackWarmUp(Promise.resolve());
    const start = Date.now();
    for (let i = 0; i < 20; i++) expect((await health.ready(start + i * 10)).status).toBe("ready");
    expect(pings).toBe(1);
    await fresh.database.close();
    expect((await health.ready(start + 500)).status).toBe("ready");
    const down = await health.ready(start + 1500);
    expect(down).toEqual({ status: "error", db: "error", dataset: "ready" });
    expect(pings).toBe(2);
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
