import type { Occupation } from "../../occupations/dataset";

/**
 * Which pay figure speaks to this visitor (ADR 029). OEWS medians describe a worker halfway up the
 * ladder; a visitor in their first years earns and would be offered nearer the 25th percentile,
 * so early-career visitors see, and compare, the 25th percentile, labelled as such.
 */
export type PayBasis = "median" | "early-career";

/** Fewer years than this count as early career. */
const EARLY_CAREER_YEARS = 3;
const EARLY_CAREER_WORDS = /\b(junior|jr|entry[- ]level|graduate|trainee|intern|apprentice|assistant to)\b/i;
/** Full-time hours in a year, for occupations BLS publishes hourly percentiles only for. */
export const HOURS_A_YEAR = 2080;

/**
 * Years in the work from which a person is past its first credentials (OSHA 10, the CMAA): the same
 * line as early-career pay. A first credential after years at the front desk certifies what they do
 * every day (ADR 029).
 */
const EXPERIENCED_YEARS = EARLY_CAREER_YEARS;

/** Whether the visitor has years in the work (3+ years, or a "3-5", "5-10" or "10+" level). */
export function isExperienced(input: { yearsOfExperience?: number; experienceLevel?: string }): boolean {
  if (typeof input.yearsOfExperience === "number") return input.yearsOfExperience >= EXPERIENCED_YEARS;
  return /^\s*(3|4|5|6|7|8|9|10)\b|\+/.test(input.experienceLevel ?? "");
}

export function choosePayBasis(input: {
  yearsOfExperience?: number;
  experienceLevel?: string;
  jobTitle?: string;
}): PayBasis {
  const { yearsOfExperience, experienceLevel = "", jobTitle = "" } = input;
  if (typeof yearsOfExperience === "number") return yearsOfExperience < EARLY_CAREER_YEARS ? "early-career" : "median";
  if (/^\s*0\s*-\s*2\b/.test(experienceLevel) || /\bentry\b|\b0-2\b/i.test(experienceLevel)) return "early-career";
  if (experienceLevel.trim() === "" && EARLY_CAREER_WORDS.test(jobTitle)) return "early-career";
  return "median";
}

/** Annual pay at the basis, USD; null when BLS publishes none. */
export function payAt(input: { occupation: Occupation; basis: PayBasis }): number | null {
  const labour = input.occupation.labourMarket;
  if (!labour) return null;
  if (input.basis === "median") return labour.medianAnnualWage;
  if (typeof labour.annualWageP25 === "number") return labour.annualWageP25;
  return typeof labour.hourlyWageP25 === "number" ? Math.round(labour.hourlyWageP25 * HOURS_A_YEAR) : null;
}

/** Percent change from one pay to another, rounded; null when either is unknown. */
export function comparePay(from: number | null, to: number | null): number | null {
  return from && to ? Math.round((100 * (to - from)) / from) : null;
}
