import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { appendCrc, appendOperator } from "./crc32-combine";

describe("joining CRC-32 values", () => {
  it("gives the CRC of the joined bytes for parts of every size, empty ones included", () => {
    for (const [lengthA, lengthB] of [
      [0, 0],
      [0, 7],
      [5, 0],
      [1, 1],
      [24, 24],
      [1000, 3],
      [65_536, 40_001],
    ] as const) {
      const a = randomBytes(lengthA);
      const b = randomBytes(lengthB);
      expect(appendCrc(crc32(a), crc32(b), appendOperator(lengthB))).toBe(crc32(Buffer.concat([a, b])));
    }
  });

  it("joins many parts in a row", () => {
    const parts = Array.from({ length: 9 }, (_, i) => randomBytes(i * 37));
    let crc = 0;
    for (const part of parts) crc = appendCrc(crc, crc32(part), appendOperator(part.length));
    expect(crc).toBe(crc32(Buffer.concat(parts)));
  });

  it("refuses a length that is not a whole number of bytes", () => {
    expect(() => appendOperator(-1)).toThrow(RangeError);
    expect(() => appendOperator(1.5)).toThrow(RangeError);
  });
});
