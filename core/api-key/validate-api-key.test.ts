import { describe, expect, it } from "vitest";
import { normalizeApiKey, validateApiKey } from "./validate-api-key";

const VALID_KEY = "sk-proj-abcdefghijklmnop"; // 24 characters

describe("normalizeApiKey", () => {
  it("trims surrounding whitespace and line breaks", () => {
    expect(normalizeApiKey(`  ${VALID_KEY}\n`)).toBe(VALID_KEY);
  });

  it("removes zero-width characters wherever they appear", () => {
    const pasted = `\uFEFF${VALID_KEY.slice(0, 5)}\u200B${VALID_KEY.slice(5)}\u200C\u200D\u2060`;
    expect(normalizeApiKey(pasted)).toBe(VALID_KEY);
  });

  it("removes no-break spaces, including the narrow and figure variants", () => {
    expect(normalizeApiKey(`\u00A0${VALID_KEY}\u202F\u2007`)).toBe(VALID_KEY);
  });

  it("turns a missing value into an empty string", () => {
    expect(normalizeApiKey(undefined)).toBe("");
    expect(normalizeApiKey(null)).toBe("");
  });
});

describe("validateApiKey", () => {
  it("accepts a key that starts with sk- and is longer than 20 characters, returning it cleaned", () => {
    expect(validateApiKey(` ${VALID_KEY}\u200B `)).toEqual({ ok: true, key: VALID_KEY });
  });

  it("asks for a key when the input is blank or only invisible characters", () => {
    const required = {
      ok: false,
      title: "API Key Required",
      description: "Please enter your API key",
    };
    expect(validateApiKey("")).toEqual(required);
    expect(validateApiKey("   ")).toEqual(required);
    expect(validateApiKey("\u200B\u00A0\uFEFF")).toEqual(required);
    expect(validateApiKey(undefined)).toEqual(required);
  });

  it("rejects a key without the sk- prefix", () => {
    expect(validateApiKey("pk-abcdefghijklmnopqrstuvwxyz")).toEqual({
      ok: false,
      title: "Invalid API Key",
      description: "API keys start with 'sk-' and are longer than 20 characters",
    });
  });

  it("rejects a key of exactly 20 characters and accepts one of 21", () => {
    const twenty = "sk-" + "a".repeat(17);
    expect(twenty).toHaveLength(20);
    expect(validateApiKey(twenty).ok).toBe(false);
    expect(validateApiKey(twenty + "a")).toEqual({ ok: true, key: twenty + "a" });
  });

  it("measures the length after invisible characters are removed", () => {
    const padded = "sk-" + "a".repeat(17) + "\u200B\u200B";
    expect(validateApiKey(padded).ok).toBe(false);
  });

  it("treats the prefix as case-sensitive", () => {
    expect(validateApiKey("SK-abcdefghijklmnopqrstuvwxyz").ok).toBe(false);
  });
});
