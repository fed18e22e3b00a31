/**
 * The words search engines show for an occupation page: its <title> and a meta description of
 * 120–156 characters, written from the occupation's own figures.
 */

import { describeDollars, formatNumberSpec } from "../number-format/format-number";

export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_MAX = 156;

/** "$97,550"; "$239,200+" when BLS top-coded the figure (en-US: meta descriptions are one text for everyone). */
export function formatWage(value: number, topCoded = false): string {
  return formatNumberSpec({ spec: describeDollars({ value, topCoded }) });
}

/** "+4.9%", "-2.0%", "0%". */
export function formatGrowth(pct: number): string {
  if (pct === 0) return "0%";
  return `${pct > 0 ? "+" : "−"}${Math.abs(pct).toFixed(1)}%`;
}

/** "Registered Nurses: AI Exposure 42/100, Tasks and Pay" (the site name is added by the page meta). */
export function writeJobTitleTag({ title, score }: { title: string; score: number }): string {
  return `${title}: AI Exposure ${score}/100, Tasks and Pay`;
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, "")}…`;
}

/**
 * "Registered Nurses: AI exposure 42/100 (Medium Risk), research range 30–55. Median pay $97,550;
 * outlook +4.9% for 2024–34. Tasks, wages, related jobs." Clauses are added while they fit in 156
 * characters, then closing phrases until it reaches 120; a very long title is shortened.
 */
export function writeJobDescription({
  title,
  score,
  level,
  band,
  medianWage,
  growthPct,
}: {
  title: string;
  score: number;
  level: string;
  band: { alpha: number; gamma: number };
  medianWage: number | null;
  growthPct: number | null;
}): string {
  const facts = `AI exposure ${score}/100 (${level}), research range ${band.alpha}–${band.gamma}.`;
  // The title may take what the shortest description leaves.
  const name = shorten(title, DESCRIPTION_MAX - facts.length - 2);
  const text = `${name}: ${facts}`;
  const optional = [
    medianWage !== null ? ` Median pay ${formatWage(medianWage)}.` : null,
    growthPct !== null ? ` Jobs outlook ${formatGrowth(growthPct)} for 2024–34.` : null,
    " See what AI can touch, task by task.",
  ];
  return fitDescription(text, optional);
}

const CLOSING = [
  " Tasks, pay and related jobs.",
  " Check your own role for free.",
  " Free and private.",
  " Research-based.",
];

/**
 * `start` plus each clause that still fits in 156 characters, then closing phrases; a text still
 * under 120 is padded with a last sentence cut at a word. The result is 120–156 characters when
 * `start` is at most 156 (a longer start is shortened).
 */
export function fitDescription(start: string, clauses: readonly (string | null)[]): string {
  let text = shorten(start, DESCRIPTION_MAX);
  for (const clause of [...clauses, ...CLOSING]) {
    if (clause && text.length + clause.length <= DESCRIPTION_MAX) text += clause;
  }
  if (text.length < DESCRIPTION_MIN) {
    const filler = " Compare it with related occupations and see where AI helps or replaces the work";
    text += `${filler.slice(0, DESCRIPTION_MAX - text.length - 1).replace(/\s+\S*$/, "")}.`;
  }
  return text;
}

/** The comparison page's description: both scores, then what the page shows. */
export function writeCompareDescription({
  a,
  b,
}: {
  a: { title: string; score: number };
  b: { title: string; score: number };
}): string {
  const start = `${a.title} scores ${a.score}/100 for AI exposure, ${b.title} ${b.score}/100.`;
  return fitDescription(start, [" Compare their tasks, pay and job outlook side by side."]);
}

/** A major group's description: how many occupations, the most exposed one, then what the page lists. */
export function writeGroupDescription({
  name,
  count,
  top,
}: {
  name: string;
  count: number;
  top: { title: string; score: number };
}): string {
  const start = `AI exposure of ${count} ${name} occupations, from ${top.title} (${top.score}/100) down.`;
  return fitDescription(start, [" Each with its score, median pay and a page of its own."]);
}
