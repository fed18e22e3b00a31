import { describe, expect, it } from "vitest";
import type { Industry } from "../../core/occupations/dataset";
import { createAssessmentEngine } from "../../services/platform/engine/assessment-engine";
import { listTimelineContradictions, measureSuggestionHits } from "./skills-and-time";

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

describe("skill-suggestion hit rate over the 30 written-down titles", () => {
  it("judges the first five suggestions of all 30 titles as the job's own, and judges a suggestion outside the job's data as not belonging", () => {
    const engine = createAssessmentEngine();
    const dataset = engine.readDataset();
    const matchCode = ({ title, industry }: { title: string; industry: Industry }) =>
      engine.matchTitle({ title, industry, limit: 1 }).matches[0]?.code ?? null;
    const { hitRate, results } = measureSuggestionHits({
      dataset,
      suggest: (input) => engine.suggestSkills(input),
      matchCode,
    });
    expect(results).toHaveLength(30);
    expect(results.filter((r) => !r.hit).map((r) => `${r.title} + ${r.prefix}`)).toEqual([]);
    expect(hitRate).toBe(1);
    // The judge is not a rubber stamp: product names that only share the letters fail it.
    const judged = measureSuggestionHits({
      dataset,
      suggest: () =>
        ["Latte art", "Lattice MediCopia", "Platte River BasinMod", "Espresso making", "Lawn care"].map((name) => ({
          name,
        })),
      matchCode,
      probes: [{ title: "Barista", industry: "retail", expectedCodes: ["35-3023.01"], prefix: "la" }],
    });
    expect(judged.results[0]!.suggestions.map((s) => s.belongs)).toEqual([true, false, false, true, false]);
    expect(judged.hitRate).toBe(0);
  }, 120_000);
});
