import { describe, expect, it } from "vitest";
import { createBoundedLru, estimateJsonBytes } from "./bounded-lru";

describe("the bounded LRU", () => {
  it("drops the least recently used entry beyond its entry limit", () => {
    const lru = createBoundedLru<string, number>({ maxEntries: 2, maxBytes: 1_000, sizeOf: () => 1 });
    lru.set("a", 1);
    lru.set("b", 2);
    expect(lru.get("a")).toBe(1); // a is now the most recent
    lru.set("c", 3);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe(1);
    expect(lru.get("c")).toBe(3);
    expect(lru.size).toBe(2);
  });

  it("drops old entries until the bytes fit, and never keeps one larger than the limit", () => {
    const lru = createBoundedLru<string, string>({
      maxEntries: 100,
      maxBytes: 100,
      sizeOf: (key, value) => key.length + value.length,
    });
    lru.set("a", "x".repeat(39));
    lru.set("b", "x".repeat(39));
    expect(lru.bytes).toBe(80);
    lru.set("c", "x".repeat(39));
    expect(lru.size).toBe(2);
    expect(lru.bytes).toBe(80);
    expect(lru.get("a")).toBeUndefined();
    lru.set("huge", "x".repeat(200));
    expect(lru.get("huge")).toBeUndefined();
    expect(lru.bytes).toBeLessThanOrEqual(100);
  });

  it("computes a missing value once and then answers it from memory", () => {
    const lru = createBoundedLru<string, string[]>({ maxEntries: 10, maxBytes: 10_000, sizeOf: estimateJsonBytes });
    let computed = 0;
    const compute = (key: string) => {
      computed++;
      return [key.toUpperCase()];
    };
    expect(lru.remember("nurse", compute)).toEqual(["NURSE"]);
    expect(lru.remember("nurse", compute)).toEqual(["NURSE"]);
    expect(computed).toBe(1);
    lru.clear();
    expect(lru.size).toBe(0);
    expect(lru.bytes).toBe(0);
    lru.remember("nurse", compute);
    expect(computed).toBe(2);
  });

  it("replaces a key's value without counting it twice", () => {
    const lru = createBoundedLru<string, string>({ maxEntries: 10, maxBytes: 1_000, sizeOf: (_k, v) => v.length });
    lru.set("a", "1234");
    lru.set("a", "12");
    expect(lru.size).toBe(1);
    expect(lru.bytes).toBe(2);
  });
});
