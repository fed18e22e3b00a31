import { describe, expect, it } from "vitest";
import { readYears } from "./describe-requirements";

describe("readYears", () => {
  it.each([
    ["4 years", 4],
    ["2–3 years", 2.5],
    ["5+ years", 5],
    ["about 6 months", 0.5],
    ["8 weeks", 8 / 52],
    ["30 hours", 30 / 2080],
    ["a 2–3 day workshop", 2.5 / 260],
    [null, 0],
    ["several months", 0],
  ] as const)("%j is %d years", (length, years) => {
    expect(readYears(length)).toBeCloseTo(years, 5);
  });
});
