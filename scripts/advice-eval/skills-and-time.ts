/**
 * Measurements for `npm run eval:advice` (issue #29, parts 4 and 5): timeline contradictions over
 * every occupation and every pairing, and the skill-suggestion hit rate over the 30 titles of
 * `skill-suggestion-titles.ts`. Pure functions over an engine, so the eval and the tests share them.
 */
import { buildCareerBlueprint } from "../../core/assessment-display/career-blueprint";
import { describeActionWindow } from "../../core/assessment-display/action-window";
import { priorityForScore } from "../../core/assessment-display/risk-priority";
import {
  buildTimeOutlook,
  findScenario,
  parseTimeframeYears,
  type TimeOutlook,
} from "../../core/assessment-display/time-outlook";
import { listCommonSkills } from "../../core/occupations/common-skills";
import type { Industry, OccupationDataset } from "../../core/occupations/dataset";
import { SKILL_SUGGESTION_PROBES, type SuggestionProbe } from "./skill-suggestion-titles";

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

export interface SuggestionProbeResult {
  title: string;
  prefix: string;
  matchedCode: string | null;
  codeAccepted: boolean;
  suggestions: { name: string; belongs: boolean }[];
  /** The first five suggestions all belong to the job (and there are five). */
  hit: boolean;
}

/**
 * Everything that "belongs" to an occupation by the rule written in skill-suggestion-titles.ts:
 * its O*NET skills rated ≥ 2.5, its work activities, its hot or in-demand technologies, our
 * common skills for its SOC group, and the same for its Primary-Short related occupations.
 */
export function listBelongingNames({ dataset, code }: { dataset: OccupationDataset; code: string }): Set<string> {
  const byCode = new Map(dataset.occupations.map((o) => [o.code, o]));
  const dwa = new Map(dataset.detailedWorkActivities.map((d) => [d.id, d.title]));
  const iwa = new Map(dataset.workActivities.map((d) => [d.id, d.title]));
  const names = new Set<string>();
  const add = (name: string | undefined) => {
    if (name) names.add(name.replace(/\.$/, "").trim().toLowerCase());
  };
  const occupation = byCode.get(code);
  const codes = [code, ...(occupation?.related ?? []).filter((r) => r.tier === "Primary-Short").map((r) => r.code)];
  for (const each of codes) {
    const o = byCode.get(each);
    if (!o) continue;
    o.skills.filter((s) => s.importance >= 2.5).forEach((s) => add(s.name));
    o.technologySkills.filter((t) => t.hot || t.inDemand).forEach((t) => add(t.name));
    o.tasks.forEach((task) => {
      task.dwaIds.forEach((id) => add(dwa.get(id)));
      task.iwaIds.forEach((id) => add(iwa.get(id)));
    });
    listCommonSkills(each).forEach(add);
  }
  return names;
}

/** Runs the 30 probes through the suggestion ranking and judges each of the first five suggestions. */
export function measureSuggestionHits({
  dataset,
  suggest,
  matchCode,
  probes = SKILL_SUGGESTION_PROBES,
}: {
  dataset: OccupationDataset;
  suggest: (input: { jobTitle: string; industry: Industry; query: string }) => { name: string }[];
  matchCode: (input: { title: string; industry: Industry }) => string | null;
  probes?: readonly SuggestionProbe[];
}): { hitRate: number; results: SuggestionProbeResult[] } {
  const results = probes.map((probe) => {
    const matchedCode = matchCode({ title: probe.title, industry: probe.industry });
    const codeAccepted = matchedCode !== null && probe.expectedCodes.includes(matchedCode);
    const belonging =
      matchedCode && codeAccepted ? listBelongingNames({ dataset, code: matchedCode }) : new Set<string>();
    const suggestions = suggest({ jobTitle: probe.title, industry: probe.industry, query: probe.prefix })
      .slice(0, 5)
      .map((s) => ({ name: s.name, belongs: belonging.has(s.name.toLowerCase()) }));
    const hit = codeAccepted && suggestions.length === 5 && suggestions.every((s) => s.belongs);
    return { title: probe.title, prefix: probe.prefix, matchedCode, codeAccepted, suggestions, hit };
  });
  return { hitRate: results.filter((r) => r.hit).length / results.length, results };
}
