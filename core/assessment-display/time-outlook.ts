import { priorityForScore } from "./risk-priority";
import type { TimelineKey } from "./risk-priority";

/**
 * One story about time, shared by the result page, the PDF, the occupation pages and the compare
 * page (ADR 025). Every figure about time comes from this one model:
 *
 * - Today's exposure is the headline score: the share of the work today's AI can do or speed up
 *   (tasks a language model does directly, plus half of those that need software built around it,
 *   the research's headline measure β).
 * - The 10-year outlook has three adoption scenarios. Each says when substantial change is likely
 *   (the stored timeline entry: slow = conservative, expected = median, fast = aggressive) and
 *   what the exposure would be after ten years. Slow adoption builds no new tools, so exposure
 *   stays at today's; expected adoption brings half of the remaining tool-dependent tasks within
 *   reach, fast adoption all of them. The tool-dependent headroom is the occupation's γ − β
 *   (the other half of the tasks labelled "exposed with tools").
 * - The action window keeps the spec's rule (≥ 70 aggressive, 30–69 median, < 30 conservative) and
 *   names the scenario whose timeframe it quotes, so it always agrees with the outlook.
 *
 * Old stored results have a score, a timeline and maybe a band; everything here is derived from
 * those three at display time, so they render with the same story.
 */

export type AdoptionPace = "slow" | "expected" | "fast";

export interface ScenarioOutlook {
  key: TimelineKey;
  /** The spec's timeline label: Conservative, Expected, Accelerated. */
  label: "Conservative" | "Expected" | "Accelerated";
  adoption: AdoptionPace;
  /** Plain-words condition, e.g. "if AI adoption is slow". */
  condition: string;
  /** When substantial change is likely under this scenario, e.g. "5-10 years"; null when not stored. */
  timeframe: string | null;
  /** Exposure (0–100) after ten years under this scenario. */
  scoreIn10Years: number;
}

export interface TimeOutlook {
  /** Today's exposure: the headline score. */
  today: number;
  /** Slow, expected, fast (in that order). */
  scenarios: [ScenarioOutlook, ScenarioOutlook, ScenarioOutlook];
  /** The scenario the action window quotes (spec rule by score). */
  actionKey: TimelineKey;
}

export const SCENARIO_WORDING: Record<TimelineKey, Pick<ScenarioOutlook, "label" | "adoption" | "condition">> = {
  conservative: { label: "Conservative", adoption: "slow", condition: "if AI adoption is slow" },
  median: { label: "Expected", adoption: "expected", condition: "at the expected pace of AI adoption" },
  aggressive: { label: "Accelerated", adoption: "fast", condition: "if AI adoption is fast" },
};

const SCENARIO_ORDER: readonly TimelineKey[] = ["conservative", "median", "aggressive"];
/** Share of the tool-dependent headroom reached in ten years, per scenario. */
const HEADROOM_REACHED: Record<TimelineKey, number> = { conservative: 0, median: 0.5, aggressive: 1 };

function clampScore(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.max(0, Math.min(100, value)));
}

/** Builds the time story from what every stored assessment has: score, timeline and (maybe) band. */
export function buildTimeOutlook({
  score,
  band,
  timeline,
}: {
  score: number;
  band?: { alpha: number; beta: number; gamma: number } | null;
  timeline?: Partial<Record<TimelineKey, string | null>> | null;
}): TimeOutlook {
  const today = clampScore(score);
  const headroom = band ? Math.max(0, band.gamma - band.beta) : 0;
  const scenarios = SCENARIO_ORDER.map((key) => ({
    key,
    ...SCENARIO_WORDING[key],
    timeframe: timeline?.[key]?.trim() || null,
    scoreIn10Years: clampScore(today + headroom * HEADROOM_REACHED[key]),
  })) as TimeOutlook["scenarios"];
  return { today, scenarios, actionKey: priorityForScore(today).timelineKey };
}

export function findScenario({ outlook, key }: { outlook: TimeOutlook; key: TimelineKey }): ScenarioOutlook {
  return outlook.scenarios.find((scenario) => scenario.key === key)!;
}

/** "1-3 years" → [1, 3]; "10+ years" → [10, Infinity]; null when the text is not a duration. */
export function parseTimeframeYears(timeframe: string | null): [number, number] | null {
  const match = /^(\d+)\s*(?:-|–)\s*(\d+)\s+years?$|^(\d+)\+\s*years?$/.exec((timeframe ?? "").trim());
  if (!match) return null;
  if (match[3] !== undefined) return [Number(match[3]), Number.POSITIVE_INFINITY];
  return [Number(match[1]), Number(match[2])];
}

/** The compare page reads both occupations under one scenario: the expected pace. */
export const COMPARE_SCENARIO: TimelineKey = "median";

/** One sentence saying what the headline is and what the outlook adds, for the summary card and job pages. */
export function describeTodayAndOutlook(outlook: TimeOutlook): string {
  const [slow, expected, fast] = outlook.scenarios;
  return (
    `${outlook.today} is today's exposure. In 10 years: ${expected.scoreIn10Years} at the expected pace of AI ` +
    `adoption (${slow.scoreIn10Years} if slow, ${fast.scoreIn10Years} if fast).`
  );
}
