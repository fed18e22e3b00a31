import { describe, expect, it } from "vitest";
import { createNonce } from "./nonce-pool";

describe("CSP nonces from the pool", () => {
  it("are 128-bit base64 values, all different across more than one refill of the pool", () => {
    const nonces = Array.from({ length: 1_500 }, () => createNonce());
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
