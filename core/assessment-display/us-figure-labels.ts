import type { CareerPivot, SourceFigure } from "../assessment/assessment-view";
import { describeDollars, formatNumberSpec } from "../number-format/format-number";

/**
 * Plain labels on the figures that are American (ADR 034). Pay is BLS OEWS, outlook BLS Employment
 * Projections, licences US state rules, schooling BLS's and O*NET's US categories: none describes
 * another country, and no comparable figures by occupation were found for the others. Every
 * visitor sees the labels (a result is shared, and the page is the same for everyone), so:
 *
 * - an amount reads "US$97,550" (core/number-format: `describeDollars`);
 * - a pay change between jobs reads as a percentage first, then the US amounts;
 * - a licence or schooling phrase ends "in the US"; an outlook starts "In the US:".
 *
 * These helpers sit around the words of career moves and side incomes (which are written
 * elsewhere) so the same labels can be put on any new wording: each takes what a renderer already
 * has (a move and its facts, a sentence, a price) and returns it labelled.
 */

export const IN_THE_US = "in the US";

/** OEWS publishes wages at or above this as "≥ $239,200" only. */
const TOP_CODED_WAGE = 239_200;

/** "US$97,550"; "US$239,200 or more" for a wage BLS top-codes. */
export function formatUsDollars(value: number): string {
  const text = formatNumberSpec({ spec: describeDollars({ value: Math.round(value) }) });
  return value >= TOP_CODED_WAGE ? `${text} or more` : text;
}

/** A credential the US defines: a licence, a degree, a diploma, a certificate, a residency… */
const US_CREDENTIAL = /licen[cs]e|degree|diploma|college|certificate|residency|internship|apprenticeship|NCLEX|CDL/i;

/** Whether a phrase names a licence or schooling (which are US ones wherever we name them). */
export function namesUsCredential(phrase: string): boolean {
  return US_CREDENTIAL.test(phrase);
}

/** "Needs a state teaching licence" → "Needs a state teaching licence in the US" (once; other phrases as they are). */
export function addInTheUs(phrase: string): string {
  if (!namesUsCredential(phrase) || /\bin the US\b/.test(phrase)) return phrase;
  const trimmed = phrase.replace(/[\s.]+$/, "");
  return `${trimmed} ${IN_THE_US}${phrase.trimEnd().endsWith(".") ? "." : ""}`;
}

/** "+5% jobs by 2034 (BLS projections)" → "In the US: +5% jobs by 2034 (BLS projections)". */
export function prefixInTheUs(text: string): string {
  return /^In the US\b/.test(text) ? text : `In the US: ${text}`;
}

/** A US price written "$21 - $30" (stored that way) as "US$21 - US$30". */
export function labelUsEarning(earning: string): string {
  return earning.replace(/(^|[^A-Za-z$])\$(?=\d)/g, "$1US$");
}

/** "Figures: O*NET 30.1, BLS wages (May 2025)…" → "…, US BLS wages (May 2025)…": a sentence naming BLS figures says whose. */
export function labelUsSourceMentions(text: string): string {
  return text.replace(/(?<!US )\bBLS\b/g, "US BLS");
}

/**
 * A one-sentence move summary ("…, pay +41%, needs a graduate degree (2–3 years).") with a closing
 * clause when it quotes a pay change, a licence or schooling: "…; pay and requirements are US figures."
 */
export function labelUsMoveSummary({ move, sentence }: { move: Pick<CareerPivot, "pay">; sentence: string }): string {
  const text = labelUsEarning(sentence);
  const quotesPay = (move.pay?.changePct ?? null) !== null;
  if (!quotesPay && !namesUsCredential(text)) return text;
  return `${text.replace(/[\s.]+$/, "")}; pay and requirements are US figures.`;
}

/** How the BLS figures among a result's sources are named: where they were measured. */
const US_SOURCE_FIGURES: Readonly<Record<string, string>> = {
  "bls-median-wage": "Median annual wage in the US, US$",
  "bls-employment": "Employment in the US, jobs",
  "bls-projected-growth": "Projected employment change in the US, 2024–34, %",
};

/** A research figure with a BLS figure's name saying it is a US one (results stored before keep working). */
export function labelUsSourceFigure(source: SourceFigure): SourceFigure {
  const figure = US_SOURCE_FIGURES[source.id];
  if (figure) return { ...source, figure };
  if (source.id.startsWith("bls-") && !/\bUS\b/.test(source.figure))
    return { ...source, figure: `${source.figure} (US)` };
  return source;
}
