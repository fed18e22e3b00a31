import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseServerEnv } from "../../config/env.server";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Issue 28, "Lift the per-visitor limits": with TRUST_PROXY="true" every X-Forwarded-For address
 * is trusted, and any client writes that header, so a new address per request lifted the daily
 * cap, the login limit, key checks and the contact limit. Production refuses "true"; a hop count
 * uses only the address the proxy itself added.
 */
describe("TRUST_PROXY", () => {
  it("refuses to start in production when it trusts every hop, naming the variable", () => {
    for (const value of ["true", "TRUE"]) {
      expect(() => parseServerEnv({ NODE_ENV: "production", TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => parseServerEnv({ NODE_ENV: "production", TRUST_PROXY: value })).toThrow(
        'Invalid configuration: TRUST_PROXY: "true" trusts every X-Forwarded-For address, which any client can write: set the number of proxies in front of the server (usually 1) or their addresses',
      );
    }
  });

  it("accepts a hop count or addresses in production", () => {
    expect(parseServerEnv({ NODE_ENV: "production", TRUST_PROXY: "1" }).TRUST_PROXY).toBe("1");
    expect(parseServerEnv({ NODE_ENV: "production", TRUST_PROXY: "loopback" }).TRUST_PROXY).toBe("loopback");
    expect(parseServerEnv({ NODE_ENV: "development", TRUST_PROXY: "true" }).TRUST_PROXY).toBe("true");
  });
});

describe("behind one proxy (TRUST_PROXY=1)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: "1", DAILY_ASSESSMENT_LIMIT: "1" } });
  });
  afterAll(async () => {
    await t.close();
  });

  const manual = {
    jobTitle: "Accountant",
    industry: "finance",
    experienceLevel: "3-5",
    skills: "Excel, reconciliations",
    responsibilities: "Prepare monthly statements",
  };

  it("keeps the daily cap when a client writes a new address of its own in X-Forwarded-For", async () => {
    // The proxy appends the address it saw (198.51.100.9); the client's own entries come before it.
    const first = await request(t.app)
      .post("/api/assessments/manual")
      .set("X-Forwarded-For", "203.0.113.1, 198.51.100.9")
      .send(manual);
    expect(first.status).toBe(201);
    const second = await request(t.app)
      .post("/api/assessments/manual")
      .set("X-Forwarded-For", "203.0.113.2, 198.51.100.9")
      .send(manual);
    expect(second.status).toBe(429);
  }, 60_000);
});
