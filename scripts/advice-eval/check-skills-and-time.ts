import type { AssessmentEngine } from "../../services/platform/engine/assessment-engine";
import type { TargetCheck } from "./advice-checks";
import { listTimelineContradictions, measureSuggestionHits } from "./skills-and-time";

/** Skill suggestions: share of the 30 written-down titles whose first five all belong (issue #29 target: all). */
const SUGGESTION_TARGET = 1;

/**
 * Issue #29 parts 4 and 5 for `npm run eval:advice`: timeline contradictions over every scorable
 * occupation (each at its own score and seven scores across the priority bands), and the skill
 * suggestions' hit rate over the 30 titles written down before the ranking was built
 * (scripts/advice-eval/skill-suggestion-titles.ts). Returns target rows and lines to print.
 */
export function checkSkillsAndTime(engine: AssessmentEngine): { checks: TargetCheck[]; lines: string[] } {
  const dataset = engine.readDataset();
  const lines: string[] = [];

  let occupations = 0;
  let contradictions = 0;
  for (const occupation of dataset.occupations) {
    if (engine.scoreOccupation(occupation.code) === null) continue;
    occupations++;
    const result = engine.assess({
      occupations: [{ code: occupation.code, confidence: 1 }],
      responsibilities: [],
      skills: [],
    });
    const problems = listTimelineContradictions(result);
    contradictions += problems.length;
    if (problems.length > 0 && lines.length < 5) lines.push(`  contradiction ${occupation.code}: ${problems[0]}`);
  }

  const { hitRate, results } = measureSuggestionHits({
    dataset,
    suggest: (input) => engine.suggestSkills(input),
    matchCode: ({ title, industry }) => engine.matchTitle({ title, industry, limit: 1 }).matches[0]?.code ?? null,
  });
  lines.push("\nSkill suggestions, first five for a two-letter prefix (✗ = does not belong to the job):");
  for (const r of results) {
    const list = r.suggestions.map((s) => (s.belongs ? s.name : `✗ ${s.name}`)).join(" · ");
    const code = `${r.matchedCode ?? "no match"}${r.codeAccepted ? "" : " (not an expected code)"}`;
    lines.push(`  ${r.hit ? "✓" : "✗"} ${r.title} + "${r.prefix}" → ${code}: ${list}`);
  }

  const hits = results.filter((r) => r.hit).length;
  return {
    checks: [
      {
        name: `Timeline contradictions (${occupations} occupations, every pairing)`,
        value: String(contradictions),
        target: "0",
        met: contradictions === 0,
      },
      {
        name: "Skill suggestions whose first five all belong to the job",
        value: `${hits}/${results.length} (${(hitRate * 100).toFixed(0)}%)`,
        target: `${results.length}/${results.length}`,
        met: hitRate >= SUGGESTION_TARGET,
      },
    ],
    lines,
  };
}
