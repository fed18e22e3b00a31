/**
 * Evaluates the advice around the score (npm run eval:advice):
 *
 *   tsx scripts/eval-advice.ts [dataset-path] [--quiet]
 *
 * Every occupation with data is assessed under its own O*NET title, listing its own tools and
 * skills, then (docs/decisions/029-advice-a-counsellor-signs.md):
 * 1. the career moves, skills and side incomes against issue #35's checks
 *    (scripts/advice-eval/advice-checks.ts), measured independently of the advice's own code;
 * 2. timeline contradictions and skill suggestions (scripts/advice-eval/check-skills-and-time.ts);
 * 3. for the 20 named occupations (scripts/advice-eval/named-occupations.ts), the advice in full,
 *    for a person to read (left out with --quiet).
 * Exits 1 when a target is missed.
 */
import { DEFAULT_OCCUPATION_DATASET_PATH } from "../integrations/occupation-data";
import { createAssessmentEngine } from "../services/platform/engine/assessment-engine";
import { checkAdviceTargets, measureAdvice, type TargetCheck } from "./advice-eval/advice-checks";
import { assessEveryOccupation } from "./advice-eval/assess-every-occupation";
import { checkSkillsAndTime } from "./advice-eval/check-skills-and-time";
import { printNamedMoves } from "./advice-eval/print-named-moves";

const args = process.argv.slice(2);
const quiet = args.includes("--quiet");
const datasetPath = args.find((arg) => !arg.startsWith("--")) ?? DEFAULT_OCCUPATION_DATASET_PATH;

const engine = createAssessmentEngine({ datasetPath });
const dataset = engine.readDataset();
const started = performance.now();
const assessed = assessEveryOccupation(engine);
const figures = measureAdvice({ dataset, assessed });
const checks: TargetCheck[] = checkAdviceTargets(figures);

const skillsAndTime = checkSkillsAndTime(engine);
checks.push(...skillsAndTime.checks);

console.log(
  `Assessed ${assessed.length} occupations with data in ${Math.round(performance.now() - started)} ms; ` +
    `${figures.moves} moves (${(figures.moves / Math.max(1, assessed.length)).toFixed(1)} per result): ` +
    `${JSON.stringify(figures.movesByKind)}; ${figures.skills} skills; ${figures.services} side incomes.`,
);
console.log("\nTargets:");
for (const check of checks)
  console.log(`  ${check.met ? "PASS" : "FAIL"}  ${check.name}: ${check.value}  (target ${check.target})`);
const examples: [string, string[]][] = [
  ["Moves under 0.40 overlap, first ones", figures.lowOverlapExamples],
  ["Moves into a new field with nothing named", figures.newFieldExamples],
  ["Side incomes in question", figures.serviceExamples],
  ["Primary same-field better-paid relations not shown", figures.primaryLadderMissed],
];
for (const [title, lines] of examples)
  if (lines.length > 0) console.log(`\n${title}:\n${lines.map((line) => `  - ${line}`).join("\n")}`);
for (const line of skillsAndTime.lines) console.log(line);
if (!quiet) {
  console.log("\nNamed occupations, assessed under their O*NET title:");
  for (const line of printNamedMoves(assessed)) console.log(line);
}
if (checks.some((check) => !check.met)) process.exitCode = 1;
