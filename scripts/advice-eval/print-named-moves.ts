import { describeCareerMove, describeMovesContext } from "../../core/assessment-display/career-move-text";
import type { AssessedOccupation } from "./assess-every-occupation";
import { NAMED_OCCUPATIONS } from "./named-occupations";

/** The moves, skills to learn and side incomes, with their reasons, for the 20 named occupations, as lines for a person to read. */
export function printNamedMoves(assessed: readonly AssessedOccupation[]): string[] {
  const byCode = new Map(assessed.map((entry) => [entry.occupation.code, entry]));
  const lines: string[] = [];
  for (const { asked, code } of NAMED_OCCUPATIONS) {
    const entry = byCode.get(code);
    if (!entry) {
      lines.push(`\n## ${asked} (${code}): no data`);
      continue;
    }
    const { assessment, occupation } = entry;
    const moves = assessment.recommendations.careerPivots;
    const wage = occupation.labourMarket?.medianAnnualWage;
    lines.push(
      `\n## ${asked} → ${occupation.title} (${code}), exposure ${assessment.riskScore}/100, Job Zone ${occupation.jobZone ?? "?"}, median pay ${wage ? `$${wage.toLocaleString("en-US")}` : "n/a"}`,
    );
    const context = describeMovesContext({
      context: assessment.recommendations.careerMoves,
      riskScore: assessment.riskScore,
      moveCount: moves.length,
    });
    if (context) lines.push(`   ${context}`);
    moves.forEach((move, i) => {
      const text = describeCareerMove(move);
      const badges = [text.kindLabel, text.tier, ...text.caveats].filter(Boolean).join(" · ");
      lines.push(`${i + 1}. ${text.title} [${badges}]`);
      for (const fact of text.facts) lines.push(`     ${fact.label}: ${fact.text}`);
    });
    lines.push("   Skills to learn:");
    for (const skill of assessment.recommendations.skills)
      lines.push(`   - [${skill.kind}] ${skill.name} (${skill.impact} impact, ${skill.duration}): ${skill.reason}`);
    lines.push("   Side income:");
    for (const service of assessment.recommendations.services)
      lines.push(`   - ${service.name}, ${service.earning} ${service.unit}: ${service.basis}`);
  }
  return lines;
}
