import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, passwordHashParams, verifyPassword } from "./password-hash";

/** A hash made the way the first release did (N=16384), to prove old hashes keep working. */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 64, { N: 16_384, r: 8, p: 1 });
  return `scrypt$16384$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
}

describe("scrypt password hashing", () => {
  it("stores the OWASP-minimum parameters (N=2^17, r=8, p=1) and a salt, and verifies only the right password", async () => {
    expect(passwordHashParams).toEqual({ N: 131_072, r: 8, p: 1 });
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword({ password: "correct horse battery staple", hash })).toBe(true);
    expect(await verifyPassword({ password: "correct horse battery stapl", hash })).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });
  it("salts every hash", async () => {
    expect(await hashPassword("same-password-twice")).not.toBe(await hashPassword("same-password-twice"));
  });
  it("keeps verifying hashes made with the older, lower parameters, and marks them for rehashing", async () => {
    const hash = legacyHash("an older staff password");
    expect(await verifyPassword({ password: "an older staff password", hash })).toBe(true);
    expect(await verifyPassword({ password: "another password", hash })).toBe(false);
    expect(needsRehash(hash)).toBe(true);
  });
  it("rejects malformed stored hashes instead of throwing", async () => {
    expect(await verifyPassword({ password: "x", hash: "plain-text" })).toBe(false);
    expect(await verifyPassword({ password: "x", hash: "scrypt$1000$8$1$c2FsdA==$a2V5" })).toBe(false); // N not 2^k
    expect(await verifyPassword({ password: "x", hash: "scrypt$1073741824$8$1$c2FsdA==$a2V5" })).toBe(false);
    expect(needsRehash("plain-text")).toBe(false);
  });
});
