/**
 * Evaluates the advice around the score (npm run eval:advice):
 *
 *   tsx scripts/eval-advice.ts [dataset-path] [--quiet]
 *
 * Every occupation with data is assessed under its own O*NET title, then:
 * 1. Career moves (docs/decisions/024-career-moves-with-a-reason.md): the share of moves under 40%
 *    skill transfer, with a pay cut over 20%, or two or more Job Zones up without a label, and the
 *    share of results with no move, against issue #29's targets.
 * 2. Skills and time: timeline contradictions and skill suggestions (scripts/advice-eval/skills-and-time.ts).
 * 3. For the 20 named occupations (scripts/advice-eval/named-occupations.ts), the moves and their
 *    reasons, for a person to read (left out with --quiet).
 * Exits 1 when a target is missed.
 */
import { DEFAULT_OCCUPATION_DATASET_PATH, loadOccupationDatasetSync } from "../integrations/occupation-data";
import { assessEveryOccupation } from "./advice-eval/assess-every-occupation";
import { checkSkillsAndTime } from "./advice-eval/check-skills-and-time";
import { checkMoveTargets, countMoveFigures, type TargetCheck } from "./advice-eval/move-figures";
import { printNamedMoves } from "./advice-eval/print-named-moves";

const args = process.argv.slice(2);
const quiet = args.includes("--quiet");
const datasetPath = args.find((arg) => !arg.startsWith("--")) ?? DEFAULT_OCCUPATION_DATASET_PATH;

const dataset = loadOccupationDatasetSync({ path: datasetPath });
const started = performance.now();
const assessed = assessEveryOccupation(dataset);
const figures = countMoveFigures(assessed);
const checks: TargetCheck[] = checkMoveTargets(figures);

const skillsAndTime = checkSkillsAndTime();
checks.push(...skillsAndTime.checks);

console.log(
  `Assessed ${assessed.length} occupations with data in ${Math.round(performance.now() - started)} ms; ` +
    `${figures.moves} moves (${(figures.moves / Math.max(1, assessed.length)).toFixed(1)} per result), ` +
    `${figures.directMoves} from O*NET's related occupations, ${figures.lowSituations} low-exposure results given growth moves.`,
);
console.log(
  `Moves for exposed visitors that lower exposure: ${figures.exposedMovesCuttingExposure} of ${figures.exposedMoves}.`,
);
console.log("\nTargets:");
for (const check of checks)
  console.log(`  ${check.met ? "PASS" : "FAIL"}  ${check.name}: ${check.value}  (target ${check.target})`);
for (const line of skillsAndTime.lines) console.log(line);
if (!quiet) {
  console.log("\nNamed occupations, assessed under their O*NET title:");
  for (const line of printNamedMoves(assessed)) console.log(line);
}
if (checks.some((check) => !check.met)) process.exitCode = 1;
