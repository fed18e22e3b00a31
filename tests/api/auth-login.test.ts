import { randomBytes, scryptSync } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { users } from "../../db/schema/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { asStaff, createStaff, editorCredentials, ownerCredentials, signIn, testOrigin } from "./cms-staff-session";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createStaff(t);
});

afterAll(async () => {
  await t.close();
});

const login = (body: object) => request(t.app).post("/api/auth/login").set("Origin", testOrigin).send(body);

describe("POST /api/auth/login", () => {
  it("signs in with the right password and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const res = await login(ownerCredentials);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: ownerCredentials.email, role: "owner" });
    expect(res.body.user.passwordHash).toBeUndefined();
    const cookie = [res.headers["set-cookie"] ?? []].flat()[0] ?? "";
    expect(cookie).toMatch(/^ajr_session=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // not in test/development
  });

  it("accepts the e-mail in any case and with spaces around it", async () => {
    const res = await login({ email: "  OWNER@cms.TEST ", password: ownerCredentials.password });
    expect(res.status).toBe(200);
  });

  it("gives a new session id at every sign-in", async () => {
    const a = await signIn(t, ownerCredentials);
    const b = await signIn(t, ownerCredentials);
    expect(a).not.toBe(b);
  });

  it("answers a wrong password and an unknown account with the same generic 401", async () => {
    const wrong = await login({ email: editorCredentials.email, password: "not-the-password-1" });
    const unknown = await login({ email: "nobody@cms.test", password: "not-the-password-1" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: "Invalid email or password" });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("answers missing fields with a 400 naming the field", async () => {
    expect((await login({ password: "x" })).body).toEqual({ error: "Email is required" });
    expect((await login({ email: "a@b.c" })).body).toEqual({ error: "Password is required" });
  });

  it("refuses a sign-in posted from another site", async () => {
    const res = await request(t.app)
      .post("/api/auth/login")
      .set("Origin", "https://evil.example")
      .send(ownerCredentials);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: "Cross-site request refused" });
  });

  it("refuses a disabled account with the generic message", async () => {
    const staff = await t.services.staffAccounts.createAccount({
      email: "gone@cms.test",
      password: "gone-password-for-tests",
      role: "editor",
      actorId: null,
    });
    const cookie = await signIn(t, { email: "gone@cms.test", password: "gone-password-for-tests" });
    const owner = (await t.services.staffAccounts.listAccounts()).find((row) => row.role === "owner")!;
    await t.services.staffAccounts.setAccountActive({ id: staff.id, isActive: false, actorId: owner.id });
    expect((await login({ email: "gone@cms.test", password: "gone-password-for-tests" })).status).toBe(401);
    expect((await asStaff(t, cookie, "get", "/api/auth/me")).status).toBe(401);
  });
});

describe("password hash upgrades", () => {
  it("replaces a hash made with weaker scrypt parameters at the next successful sign-in, not after a failed one", async () => {
    const { db } = t.database;
    const password = "an-old-hash-password-1";
    const account = await t.services.staffAccounts.createAccount({
      email: "old-hash@cms.test",
      password,
      role: "editor",
      actorId: null,
    });
    const salt = randomBytes(16);
    const weak = `scrypt$1024$8$1$${salt.toString("base64")}$${scryptSync(password, salt, 64, { N: 1024, r: 8, p: 1 }).toString("base64")}`;
    await db.update(users).set({ passwordHash: weak }).where(eq(users.id, account.id));
    const storedHash = async () =>
      (await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, account.id)))[0]?.hash;

    expect((await login({ email: "old-hash@cms.test", password: "not-the-password-1" })).status).toBe(401);
    expect(await storedHash()).toBe(weak);
    expect((await login({ email: "old-hash@cms.test", password })).status).toBe(200);
    const upgraded = await storedHash();
    expect(upgraded).not.toBe(weak);
    expect(upgraded).not.toMatch(/^scrypt\$1024\$/);
    expect((await login({ email: "old-hash@cms.test", password })).status).toBe(200);
  });
});

describe("the Secure flag of the session cookie", () => {
  const cookieOf = (res: request.Response) => [res.headers["set-cookie"] ?? []].flat()[0] ?? "";

  it("is set when PUBLIC_URL is https, even outside production", async () => {
    const site = await createTestApp({ env: { PUBLIC_URL: "https://jobs.example" } });
    try {
      await createStaff(site);
      const res = await request(site.app)
        .post("/api/auth/login")
        .set("Origin", "https://jobs.example")
        .send(ownerCredentials);
      expect(res.status).toBe(200);
      expect(cookieOf(res)).toMatch(/;\s*Secure/i);
    } finally {
      await site.close();
    }
  });

  it("is set when the request came over HTTPS through a trusted proxy, though PUBLIC_URL is the http default", async () => {
    const site = await createTestApp({ env: { NODE_ENV: "production", TRUST_PROXY: "1" } });
    try {
      await createStaff(site);
      const viaTls = await request(site.app)
        .post("/api/auth/login")
        .set("Origin", testOrigin)
        .set("X-Forwarded-Proto", "https")
        .send(ownerCredentials);
      expect(viaTls.status).toBe(200);
      expect(cookieOf(viaTls)).toMatch(/;\s*Secure/i);
      const plain = await request(site.app).post("/api/auth/login").set("Origin", testOrigin).send(ownerCredentials);
      expect(plain.status).toBe(200);
      expect(cookieOf(plain)).not.toMatch(/Secure/i);
    } finally {
      await site.close();
    }
  });

  it("is not set from X-Forwarded-Proto when no proxy is trusted", async () => {
    const res = await login(ownerCredentials).set("X-Forwarded-Proto", "https");
    expect(res.status).toBe(200);
    expect(cookieOf(res)).not.toMatch(/Secure/i);
  });
});

describe("GET /api/auth/me and POST /api/auth/logout", () => {
  it("tells who is signed in, and nothing after sign-out", async () => {
    const cookie = await signIn(t, editorCredentials);
    const me = await asStaff(t, cookie, "get", "/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: editorCredentials.email, role: "editor" });
    const out = await asStaff(t, cookie, "post", "/api/auth/logout");
    expect(out.status).toBe(200);
    expect([out.headers["set-cookie"] ?? []].flat()[0]).toMatch(/ajr_session=;/);
    expect((await asStaff(t, cookie, "get", "/api/auth/me")).status).toBe(401);
  });

  it("answers 401 with no cookie or a made-up one", async () => {
    expect((await request(t.app).get("/api/auth/me")).status).toBe(401);
    expect((await request(t.app).get("/api/auth/me").set("Cookie", "ajr_session=made-up")).status).toBe(401);
  });
});

describe("session expiry", () => {
  it("ends a session idle for more than two hours", async () => {
    const cookie = await signIn(t, editorCredentials);
    await t.database.db.execute(
      // Push this session's last activity back three hours.
      (await import("drizzle-orm")).sql`update sessions set last_seen_at = now() - interval '3 hours'`,
    );
    expect((await asStaff(t, cookie, "get", "/api/auth/me")).status).toBe(401);
  });

  it("ends a session past its absolute expiry", async () => {
    const cookie = await signIn(t, editorCredentials);
    await t.database.db.execute(
      (await import("drizzle-orm")).sql`update sessions set expires_at = now() - interval '1 second'`,
    );
    expect((await asStaff(t, cookie, "get", "/api/auth/me")).status).toBe(401);
  });
});
