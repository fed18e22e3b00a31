import { describe, expect, it } from "vitest";
import { createAssessmentEngine } from "../../services/assessment-engine";
import { listTimelineContradictions } from "./skills-and-time";

describe("timeline contradictions", () => {
  it("finds none on any occupation, for any pairing of priority band and outlook row", () => {
    const engine = createAssessmentEngine();
    const dataset = engine.readDataset();
    let checked = 0;
    const problems: string[] = [];
    for (const occupation of dataset.occupations) {
      if (engine.scoreOccupation(occupation.code) === null) continue;
      const result = engine.assess({
        occupations: [{ code: occupation.code, confidence: 1 }],
        responsibilities: [],
        skills: [],
      });
      checked++;
      for (const problem of listTimelineContradictions(result)) problems.push(`${occupation.code}: ${problem}`);
    }
    expect(checked).toBeGreaterThan(800);
    expect(problems.slice(0, 5)).toEqual([]);
  }, 120_000);

  it("catches a page whose action window quotes a timeframe the outlook does not show", () => {
    const problems = listTimelineContradictions({
      riskScore: 20,
      band: { alpha: 10, beta: 20, gamma: 30 },
      // Fast adoption later than slow: the old wording could put these side by side.
      timeline: { aggressive: "6-10 years", median: "2-5 years", conservative: "1-3 years" },
    });
    expect(problems.some((p) => p.includes("fast adoption is not the soonest"))).toBe(true);
  });
});
