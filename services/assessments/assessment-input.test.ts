import { describe, expect, it } from "vitest";
import { dedupe, formatYears, midpointYears } from "./assessment-input";

describe("assessment input", () => {
  it("drops blanks and case-insensitive repeats, keeping the first spelling and the order", () => {
    expect(dedupe([" Excel ", "excel", "", "SQL", "Planning", "sql"])).toEqual(["Excel", "SQL", "Planning"]);
    expect(dedupe(["x".repeat(100)])[0]).toHaveLength(80);
  });

  it("turns experience into the numbers the engine and the page use", () => {
    expect(midpointYears("0-2")).toBe(1);
    expect(midpointYears("10+")).toBe(12);
    expect(formatYears(4)).toBe("4");
    expect(formatYears(4.25)).toBe("4.3");
  });
});
