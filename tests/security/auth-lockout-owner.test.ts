import request from "supertest";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { loginThrottledMessage } from "../../services/cms/auth";
import { createStaff, ownerCredentials, testOrigin } from "../api/cms-staff-session";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * A lock-out that does not lock out the owner (issue #37, ADR 005). Anyone who knows a staff
 * e-mail could keep that account locked with six requests per 15 minutes, the owner included,
 * wherever they signed in from. Guesses stay throttled (five per account per window, twenty per
 * address), but a correct password from an address with no failed attempt in the window signs in;
 * a stranger cannot make their own addresses clean by moving inside their IPv6 /64, and at most
 * twenty clean addresses are judged per account per window. On the starting commit the owner's
 * correct password from their own, blameless address answered 429.
 */
let t: TestApp | undefined;

beforeEach(async () => {
  await t?.close();
  t = await createTestApp({ env: { TRUST_PROXY: "loopback" } });
  await createStaff(t);
});

afterAll(async () => {
  await t?.close();
});

const attempt = (password: string, from: string) =>
  request(t!.app)
    .post("/api/auth/login")
    .set("Origin", testOrigin)
    .set("X-Forwarded-For", from)
    .send({ email: ownerCredentials.email, password });

const STRANGER = "203.0.113.66";
const OWNER_NETWORK = "198.51.100.14";

async function lockTheOwnerOut(from = STRANGER): Promise<void> {
  for (let i = 0; i < 5; i += 1) expect((await attempt(`wrong-guess-${i}`, from)).status).toBe(401);
  const locked = await attempt("wrong-guess-5", from);
  expect(locked.status).toBe(429);
  expect(locked.body).toEqual({ error: loginThrottledMessage });
}

describe("a locked staff account", () => {
  it("lets its owner in with the correct password from an address with no failed attempts", async () => {
    await lockTheOwnerOut();
    const owner = await attempt(ownerCredentials.password, OWNER_NETWORK);
    expect(owner.status).toBe(200);
    expect(owner.body.user.email).toBe(ownerCredentials.email);
  });

  it("keeps refusing the stranger who locked it, even with the right password", async () => {
    await lockTheOwnerOut();
    expect((await attempt(ownerCredentials.password, STRANGER)).status).toBe(429);
  });

  it("judges a wrong password from a clean address once; that address then waits like any other", async () => {
    await lockTheOwnerOut();
    expect((await attempt("another-wrong-guess", "192.0.2.10")).status).toBe(401);
    expect((await attempt("one-more-wrong-guess", "192.0.2.10")).status).toBe(429);
    expect((await attempt(ownerCredentials.password, "192.0.2.10")).status).toBe(429);
  });

  it("judges one of ten parallel attempts from one clean address", async () => {
    await lockTheOwnerOut();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(`parallel-${i}`, "192.0.2.11")));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });

  it("counts an IPv6 /64 as one address: moving inside it gives a stranger no clean address", async () => {
    await lockTheOwnerOut("2001:db8:66:1::1");
    expect((await attempt("ipv6-guess", "2001:db8:66:1::2")).status).toBe(429);
    expect((await attempt("ipv6-guess", "2001:db8:66:1:ffff::9")).status).toBe(429);
    // Another network is another address.
    expect((await attempt(ownerCredentials.password, "2001:db8:77:1::1")).status).toBe(200);
  });

  it("judges at most twenty clean addresses per account per window, so guessing from many addresses stays bounded", async () => {
    await lockTheOwnerOut();
    for (let i = 0; i < 20; i += 1) expect((await attempt(`spread-guess-${i}`, `192.0.2.${100 + i}`)).status).toBe(401);
    expect((await attempt("spread-guess-20", "192.0.2.150")).status).toBe(429);
  });
});
