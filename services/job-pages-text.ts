/**
 * The words search engines show for an occupation page: its <title> and a meta description of
 * 120–156 characters, written from the occupation's own figures.
 */

export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_MAX = 156;

const wageFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$97,550"; "$239,200+" when BLS top-coded the figure. */
export function formatWage(value: number, topCoded = false): string {
  return `${wageFormat.format(value)}${topCoded ? "+" : ""}`;
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
  let text = `${name}: ${facts}`;
  const optional = [
    medianWage !== null ? ` Median pay ${formatWage(medianWage)}.` : null,
    growthPct !== null ? ` Jobs outlook ${formatGrowth(growthPct)} for 2024–34.` : null,
    " See the tasks AI can touch, pay and related jobs.",
    " Tasks, pay and related jobs.",
    " Check your own role for free.",
    " Free and private.",
    " Research-based.",
  ];
  for (const clause of optional) {
    if (clause && text.length + clause.length <= DESCRIPTION_MAX) text += clause;
  }
  if (text.length < DESCRIPTION_MIN) {
    const filler = " Compare it with related occupations and see where AI helps or replaces the work.";
    text += filler.slice(0, DESCRIPTION_MAX - text.length).replace(/\s+\S*$/, "");
    if (!text.endsWith(".")) text += ".";
  }
  return text;
}
