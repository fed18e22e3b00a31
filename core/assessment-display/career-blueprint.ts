import type { AssessmentView } from "../assessment/assessment-view";
import { RISK_LEVEL_THRESHOLDS } from "../exposure/calibration";
import { summariseMove } from "./career-move-text";
import { buildTimeOutlook } from "./time-outlook";
import { labelUsEarning, labelUsMoveSummary } from "./us-figure-labels";

/**
 * The Career Protection and Growth Blueprint, built from this person's assessment rather than
 * from sample content: a roadmap from their skill gaps, their risk factors, a risk reduction
 * strategy from their pivots and services, and a 10-year outlook from the same time model as the
 * action window and the timeline (ADR 025).
 */
export type RoadmapStep = { phase: string; skill: string; detail: string };
export type OutlookScenario = { label: string; score: number; text: string };
export type CareerBlueprint = {
  roadmap: RoadmapStep[];
  riskFactors: { name: string; description: string; exposure: number | null }[];
  strategy: string[];
  /** Side incomes with their price and where it comes from. */
  sideIncomes: { name: string; earning: string; basis: string | null }[];
  outlook: OutlookScenario[];
};

const PHASES = ["Next 3 months", "Months 3-6", "Months 6-12", "Year 2"];

function describeScenario(score: number): string {
  if (score >= RISK_LEVEL_THRESHOLDS.high)
    return "most of the routine work in this role could be handled or sped up by AI tools";
  if (score >= RISK_LEVEL_THRESHOLDS.medium)
    return "a sizeable share of tasks is assisted by AI while the core of the role remains";
  return "AI mainly helps at the edges and the role stays much as it is";
}

function buildOutlook(view: Pick<AssessmentView, "band" | "riskScore" | "timeline">): OutlookScenario[] {
  const outlook = buildTimeOutlook({ score: view.riskScore, band: view.band, timeline: view.timeline });
  return outlook.scenarios.map((scenario) => ({
    label: `${scenario.label} (${scenario.condition})`,
    score: scenario.scoreIn10Years,
    text: describeScenario(scenario.scoreIn10Years),
  }));
}

export function buildCareerBlueprint(
  view: Pick<AssessmentView, "recommendations" | "riskFactors" | "band" | "riskScore" | "timeline">,
): CareerBlueprint {
  const roadmap = view.recommendations.skills.slice(0, PHASES.length).map((skill, index) => ({
    phase: PHASES[index] ?? `Step ${index + 1}`,
    skill: skill.name,
    detail: [skill.reason ?? skill.impact, skill.duration ? `about ${skill.duration}` : ""].filter(Boolean).join(" · "),
  }));
  const riskFactors = view.riskFactors.slice(0, 6).map((factor) => ({
    name: factor.name,
    description: factor.description ?? "",
    exposure: typeof factor.exposure === "number" ? Math.round(factor.exposure) : null,
  }));
  const strategy: string[] = [];
  const [firstPivot, secondPivot] = view.recommendations.careerPivots;
  // US pay and requirements say so (ADR 034).
  if (firstPivot)
    strategy.push(
      `Explore a move toward ${labelUsMoveSummary({ move: firstPivot, sentence: summariseMove(firstPivot) })}`,
    );
  if (secondPivot)
    strategy.push(
      `Keep a second option open: ${labelUsMoveSummary({ move: secondPivot, sentence: summariseMove(secondPivot) })}`,
    );
  const [service] = view.recommendations.services;
  if (service)
    strategy.push(
      `Test a side income in work you already know well, such as “${service.name}” (${labelUsEarning(service.earning)}` +
        (service.pricedFrom ? ` an hour, what ${service.pricedFrom} earn).` : ")."),
    );
  const [firstSkill] = view.recommendations.skills;
  if (firstSkill)
    strategy.push(`First step: ${firstSkill.name}${firstSkill.duration ? `, ${firstSkill.duration}` : ""}.`);
  if (strategy.length === 0) strategy.push("Retake this assessment every 6-12 months to notice changes early.");
  const sideIncomes = view.recommendations.services.map((item) => ({
    name: item.name,
    earning: labelUsEarning(item.earning),
    basis: item.basis ?? null,
  }));
  return { roadmap, riskFactors, strategy, sideIncomes, outlook: buildOutlook(view) };
}
