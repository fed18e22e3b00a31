import { describe, expect, it } from "vitest";
import { gaugeColorForLevel, priorityForScore, riskLevelForScore } from "./risk-priority";

describe("priorityForScore", () => {
  it.each([
    [100, "HIGH PRIORITY", "aggressive"],
    [70, "HIGH PRIORITY", "aggressive"],
    [69, "MEDIUM PRIORITY", "median"],
    [69.5, "MEDIUM PRIORITY", "median"],
    [30, "MEDIUM PRIORITY", "median"],
    [29, "LOW PRIORITY", "conservative"],
    [0, "LOW PRIORITY", "conservative"],
  ])("gives a score of %d %s on the %s timeline", (score, label, timelineKey) => {
    expect(priorityForScore(score)).toEqual({ label, timelineKey });
  });

  it("treats a non-numeric score as low priority", () => {
    expect(priorityForScore(Number.NaN).label).toBe("LOW PRIORITY");
  });
});

describe("riskLevelForScore", () => {
  it("uses the same thresholds of 30 and 70", () => {
    expect(riskLevelForScore(29)).toBe("Low Risk");
    expect(riskLevelForScore(30)).toBe("Medium Risk");
    expect(riskLevelForScore(69)).toBe("Medium Risk");
    expect(riskLevelForScore(70)).toBe("High Risk");
  });
});

describe("gaugeColorForLevel", () => {
  it("colours low green, medium amber and high red, whatever the case", () => {
    expect(gaugeColorForLevel("Low Risk")).toBe("green");
    expect(gaugeColorForLevel("medium")).toBe("amber");
    expect(gaugeColorForLevel("HIGH RISK")).toBe("red");
  });

  it("colours anything else grey", () => {
    expect(gaugeColorForLevel("Moderate Risk")).toBe("grey");
    expect(gaugeColorForLevel("")).toBe("grey");
    expect(gaugeColorForLevel(undefined)).toBe("grey");
  });
});
