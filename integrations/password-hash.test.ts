import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hash";

describe("scrypt password hashing", () => {
  it("stores parameters and a salt, and verifies only the right password", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword({ password: "correct horse battery staple", hash })).toBe(true);
    expect(await verifyPassword({ password: "correct horse battery stapl", hash })).toBe(false);
  });
  it("salts every hash", async () => {
    expect(await hashPassword("same-password-twice")).not.toBe(await hashPassword("same-password-twice"));
  });
  it("rejects malformed stored hashes instead of throwing", async () => {
    expect(await verifyPassword({ password: "x", hash: "plain-text" })).toBe(false);
  });
});
