import { randomFillSync } from "node:crypto";

const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 512);
let at = pool.length;

/**
 * A fresh 128-bit CSP nonce (base64) for one response, cut from a pool of random bytes refilled
 * 512 nonces at a time: one call into the random source per 512 responses instead of one each.
 */
export function createNonce(): string {
  if (at >= pool.length) {
    randomFillSync(pool);
    at = 0;
  }
  const nonce = pool.toString("base64", at, at + NONCE_BYTES);
  at += NONCE_BYTES;
  return nonce;
}
