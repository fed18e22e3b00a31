import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createStaff, ownerCredentials, testOrigin } from "./cms-staff-session";

let t: TestApp | undefined;

beforeEach(async () => {
  await t?.close();
  t = await createTestApp();
  await createStaff(t);
});

afterAll(async () => {
  await t?.close();
});

const attempt = (path: string, body: object, address = "203.0.113.7") =>
  request(t!.app).post(path).set("Origin", testOrigin).set("X-Forwarded-For", address).send(body);

const wrong = { email: ownerCredentials.email, password: "wrong-password-guess" };

describe("login throttling", () => {
  it("locks an account after five failures, even for the right password, with a generic 429", async () => {
    for (let i = 0; i < 5; i += 1) expect((await attempt("/api/auth/login", wrong)).status).toBe(401);
    const blocked = await attempt("/api/auth/login", ownerCredentials);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: "Too many sign-in attempts. Please wait 15 minutes and try again." });
  });

  it("cannot be dodged by changing the path's case, adding a trailing slash or the e-mail's case", async () => {
    const variants = ["/api/auth/login", "/api/auth/LOGIN", "/api/auth/login/", "/API/Auth/Login/", "/api/auth/Login"];
    for (const path of variants)
      expect(
        (await attempt(path, { ...wrong, email: path.includes("L") ? " OWNER@cms.test" : wrong.email })).status,
      ).toBe(401);
    expect((await attempt("/api/auth/login/", ownerCredentials)).status).toBe(429);
    expect((await attempt("/API/AUTH/LOGIN", ownerCredentials)).status).toBe(429);
  });

  it("locks an address after twenty failures across many accounts", async () => {
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await attempt("/api/auth/login", { email: `guess${i}@cms.test`, password: "wrong-password-guess" })).status,
      ).toBe(401);
    }
    expect((await attempt("/api/auth/login", { email: "other@cms.test", password: "x-password-guess" })).status).toBe(
      429,
    );
  });

  it("judges at most five of thirty parallel wrong passwords for one account and answers the rest 429; then even the right password from that address waits out the window", async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => attempt("/api/auth/login", wrong)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);

    // No proxy is trusted here, so X-Forwarded-For is not read: every attempt comes from one address,
    // which has failed (a clean address is let through: tests/security/auth-lockout-owner.test.ts).
    const locked = await attempt("/api/auth/login", ownerCredentials, "198.51.100.9");
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: "Too many sign-in attempts. Please wait 15 minutes and try again." });

    // Fifteen minutes later (every attempt moved back 16 minutes) the right password signs in.
    await t!.database.db.execute(sql`update login_attempts set created_at = created_at - interval '16 minutes'`);
    expect((await attempt("/api/auth/login", ownerCredentials, "198.51.100.9")).status).toBe(200);
  });

  it("forgives an account's earlier failures after a successful sign-in, but not the address's", async () => {
    for (let i = 0; i < 4; i += 1) expect((await attempt("/api/auth/login", wrong)).status).toBe(401);
    expect((await attempt("/api/auth/login", ownerCredentials)).status).toBe(200);
    // Five fresh failures are judged again before the account locks.
    for (let i = 0; i < 5; i += 1) expect((await attempt("/api/auth/login", wrong)).status).toBe(401);
    expect((await attempt("/api/auth/login", wrong)).status).toBe(429);
  });
});
