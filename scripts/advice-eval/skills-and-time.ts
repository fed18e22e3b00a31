/**
 * Measurements for `npm run eval:advice` (issue #29, parts 4 and 5): timeline contradictions over
 * every occupation and every pairing, and the skill-suggestion hit rate over the 30 titles of
 * `skill-suggestion-titles.ts`. Pure functions over an engine, so the eval and the tests share them.
 */
import { buildCareerBlueprint } from "../../app/components/assessment/career-blueprint";
import { describeActionWindow } from "../../core/assessment-display/action-window";
import { priorityForScore } from "../../core/assessment-display/risk-priority";
import {
  buildTimeOutlook,
  findScenario,
  parseTimeframeYears,
  type TimeOutlook,
} from "../../core/assessment-display/time-outlook";

export interface StoredTimeFigures {
  riskScore: number;
  band: { alpha: number; beta: number; gamma: number } | null;
  timeline: { aggressive: string; median: string; conservative: string };
}

/** Scores that put the action window in each priority band, plus the occupation's own score. */
const PAIRING_SCORES = [10, 29, 30, 50, 69, 70, 85] as const;

/**
 * Everything the page says about time for one stored result, checked pairwise: the action window
 * against the outlook row it quotes, the headline against today's figure, the scenarios against
 * each other, and the blueprint's outlook against the timeline section. Returns the contradictions
 * found, in words (empty when the page tells one story).
 */
export function listTimelineContradictions(figures: StoredTimeFigures): string[] {
  const problems: string[] = [];
  for (const score of [figures.riskScore, ...PAIRING_SCORES]) {
    const outlook = buildTimeOutlook({ score, band: figures.band, timeline: figures.timeline });
    problems.push(...checkActionWindow({ outlook, score, timeline: figures.timeline }));
    problems.push(...checkScenarios({ outlook, score }));
    const blueprint = buildCareerBlueprint({
      riskScore: score,
      band: figures.band,
      timeline: figures.timeline,
      riskFactors: [],
      recommendations: { skills: [], careerPivots: [], services: [] },
    });
    const blueprintScores = blueprint.outlook.map((row) => row.score).join(",");
    const sectionScores = outlook.scenarios.map((row) => row.scoreIn10Years).join(",");
    if (blueprintScores !== sectionScores)
      problems.push(`score ${score}: blueprint outlook ${blueprintScores} ≠ timeline section ${sectionScores}`);
  }
  return problems;
}

function checkActionWindow({
  outlook,
  score,
  timeline,
}: {
  outlook: TimeOutlook;
  score: number;
  timeline: StoredTimeFigures["timeline"];
}): string[] {
  const problems: string[] = [];
  const window = describeActionWindow({ score, timeline });
  const ruleKey = priorityForScore(score).timelineKey;
  if (window.timelineKey !== ruleKey)
    problems.push(`score ${score}: action window uses ${window.timelineKey}, the rule says ${ruleKey}`);
  if (outlook.actionKey !== window.timelineKey)
    problems.push(`score ${score}: outlook marks ${outlook.actionKey}, the action window quotes ${window.timelineKey}`);
  const row = findScenario({ outlook, key: window.timelineKey });
  if (window.timeframe !== row.timeframe)
    problems.push(`score ${score}: action window says ${window.timeframe}, the ${row.label} row says ${row.timeframe}`);
  if (row.timeframe && !window.message.includes(row.timeframe))
    problems.push(`score ${score}: the action window's message does not quote ${row.timeframe}`);
  if (!window.message.toLowerCase().includes(row.condition.toLowerCase()))
    problems.push(`score ${score}: the action window's message does not name its scenario (${row.condition})`);
  if (!window.scenario.startsWith(`${row.label} timeline`))
    problems.push(`score ${score}: the action window's scenario line is "${window.scenario}", the row is ${row.label}`);
  return problems;
}

function checkScenarios({ outlook, score }: { outlook: TimeOutlook; score: number }): string[] {
  const problems: string[] = [];
  const [slow, expected, fast] = outlook.scenarios;
  if (outlook.today !== Math.round(score))
    problems.push(`score ${score}: headline ${score} ≠ today's ${outlook.today}`);
  if (!(
    outlook.today <= slow.scoreIn10Years &&
    slow.scoreIn10Years <= expected.scoreIn10Years &&
    expected.scoreIn10Years <= fast.scoreIn10Years
  ))
    problems.push(
      `score ${score}: 10-year exposure not ordered today ≤ slow ≤ expected ≤ fast (${outlook.today}, ${slow.scoreIn10Years}, ${expected.scoreIn10Years}, ${fast.scoreIn10Years})`,
    );
  const years = [fast, expected, slow].map((row) => parseTimeframeYears(row.timeframe));
  if (years.some((y) => y === null)) {
    problems.push(
      `score ${score}: a timeframe is not a duration (${[fast, expected, slow].map((r) => r.timeframe).join(", ")})`,
    );
  } else {
    const [f, e, s] = years as [[number, number], [number, number], [number, number]];
    if (!(f[0] <= e[0] && e[0] <= s[0] && f[1] <= e[1] && e[1] <= s[1]))
      problems.push(
        `score ${score}: fast adoption is not the soonest (${fast.timeframe}, ${expected.timeframe}, ${slow.timeframe})`,
      );
  }
  return problems;
}
