/**
 * Today's advice for the 35 people of the November 2026 counsellor review (npm run eval:advice-review),
 * written as a counsellor reads a result: who the person is, the occupation, then every career move
 * with its reasons, every skill to learn and every side income. Used for blind re-readings (ADR 029).
 *
 *   tsx scripts/eval-advice-review.ts [out-file]
 */
import { writeFileSync } from "node:fs";
import { describeCareerMove, describeMovesContext } from "../core/assessment-display/career-move-text";
import { createAssessmentEngine } from "../services/platform/engine/assessment-engine";
import { REVIEW_CASES, runReviewCase } from "./advice-eval/review-cases";

const engine = createAssessmentEngine();
const lines: string[] = [];
for (const reviewCase of REVIEW_CASES) {
  const { prepared, result } = runReviewCase({ engine, reviewCase });
  const input = reviewCase.input;
  lines.push(`\n## Person ${reviewCase.id}`);
  if ("resumeText" in input) lines.push("Pasted resume:", ...input.resumeText.trim().split("\n").map((l) => `    ${l}`));
  else
    lines.push(
      `Typed: job title "${input.jobTitle}", industry ${input.industry}, ${input.experienceLevel} years, skills: ${input.skills.join(", ")}`,
      `Responsibilities: ${input.responsibilities}`,
    );
  lines.push(
    `Matched occupation: ${result.occupation.title} (${result.occupation.code}); AI exposure score ${result.riskScore}/100 (${result.riskLevel}); read as ${prepared.profile.yearsOfExperience ?? "?"} years of experience.`,
  );
  const moves = result.recommendations.careerPivots;
  lines.push("\nWhere you could move:");
  const note = describeMovesContext({
    context: result.recommendations.careerMoves,
    riskScore: result.riskScore,
    moveCount: moves.length,
  });
  if (note) lines.push(`  (${note})`);
  moves.forEach((move, i) => {
    const text = describeCareerMove(move);
    lines.push(`  M${i + 1}. ${text.title} [${[text.kindLabel, text.tier, ...text.caveats].filter(Boolean).join(" · ")}]`);
    for (const fact of text.facts) lines.push(`      ${fact.label}: ${fact.text}`);
  });
  lines.push("\nSkills to learn:");
  result.recommendations.skills.forEach((skill, i) =>
    lines.push(`  S${i + 1}. ${skill.name} (${skill.impact} impact; ${skill.duration})`, `      Why: ${skill.reason}`),
  );
  lines.push("\nSide income you could offer:");
  result.recommendations.services.forEach((service, i) =>
    lines.push(`  I${i + 1}. ${service.name}: ${service.earning} ${service.unit}`, `      ${service.basis}`),
  );
}
const text = lines.join("\n");
const out = process.argv[2];
if (out) writeFileSync(out, text);
else console.log(text);
