import type { IloGradient, IscoTitleLanguage } from "./international-codes";

/**
 * The words the result page, the PDF and the occupation pages use for the international codes and
 * the ILO's figure (ADR 034), in one place so all three say the same.
 */

/** How the ILO's figure is named beside our score. */
export const ILO_FIGURE_NAME = "The ILO's global figure";

/** Where it comes from, in one line. */
export const ILO_FIGURE_SOURCE = "ILO Working Paper 140, 2025";

/** What the two numbers are, so a reader does not expect them to agree. */
export const ILO_FIGURE_NOTE = "worldwide, by the ILO's own method: a second opinion beside our score, not part of it";

const GRADIENT_WORDS: Readonly<Record<IloGradient, string>> = {
  "Not Exposed": "not exposed",
  "Minimal Exposure": "minimal exposure",
  "Exposed: Gradient 1": "exposed, gradient 1 of 4",
  "Exposed: Gradient 2": "exposed, gradient 2 of 4",
  "Exposed: Gradient 3": "exposed, gradient 3 of 4",
  "Exposed: Gradient 4": "exposed, gradient 4 of 4 (the most exposed)",
};

/** "exposed, gradient 2 of 4" for the ILO's "Exposed: Gradient 2". */
export function describeIloGradient(gradient: IloGradient): string {
  return GRADIENT_WORDS[gradient];
}

/** "0.41 on a 0–1 scale" for a mean task score of 0.41. */
export function describeIloScore(score: number): string {
  return `${score.toFixed(2)} on a 0–1 scale`;
}

/** The language names a page writes before a title in another language. */
export const ISCO_LANGUAGE_NAMES: Readonly<Record<IscoTitleLanguage, string>> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
};
