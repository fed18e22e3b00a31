/**
 * Temporary runner for the skills-and-time measurements (issue #29, parts 4 and 5); the lead
 * calls the same functions from `npm run eval:advice`. Usage: `npx tsx scripts/eval-advice-skills.ts`.
 */
import { createAssessmentEngine } from "../services/assessment-engine";
import { listTimelineContradictions, measureSuggestionHits } from "./advice-eval/skills-and-time";

const engine = createAssessmentEngine();
const dataset = engine.readDataset();

let occupations = 0;
let contradictions = 0;
const examples: string[] = [];
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
  if (problems.length > 0 && examples.length < 5) examples.push(`${occupation.code}: ${problems[0]}`);
}
console.log(
  `Timeline contradictions: ${contradictions} over ${occupations} occupations (each checked at its own score and 7 scores across the priority bands)`,
);
for (const example of examples) console.log(`  ${example}`);

const { hitRate, results } = measureSuggestionHits({
  dataset,
  suggest: (input) => engine.suggestSkills(input),
  matchCode: ({ title, industry }) => engine.matchTitle({ title, industry, limit: 1 }).matches[0]?.code ?? null,
});
console.log(
  `\nSkill suggestions: ${results.filter((r) => r.hit).length}/${results.length} titles (${(hitRate * 100).toFixed(0)}%) have five first suggestions that all belong to the job`,
);
for (const r of results) {
  const list = r.suggestions.map((s) => (s.belongs ? s.name : `✗ ${s.name}`)).join(" · ");
  console.log(
    `${r.hit ? "✓" : "✗"} ${r.title} + "${r.prefix}" → ${r.matchedCode ?? "no match"}${r.codeAccepted ? "" : " (not an expected code)"}: ${list}`,
  );
}
