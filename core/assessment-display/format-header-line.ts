import { FORM_INDUSTRY_LIST } from "../occupations/form-industries";

export interface HeaderLineAssessment {
  jobTitle?: string | null;
  /** A range such as "2-5", "10+", or text containing the word years ("8 years"). */
  experienceLevel?: string | null;
  industry?: string | null;
  createdAt?: string | number | Date | null;
}

const DEFAULT_JOB_TITLE = "Professional";
const PART_SEPARATOR = " | ";

// Words kept lowercase inside a title ("Head of Marketing") unless they open it.
const MINOR_WORDS = new Set(["a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with"]);

// Acronyms that would be mangled by capitalising only the first letter ("Qa", "Rn"), for titles
// written all in lower or all in upper case; in a title written in mixed case, a word in capitals
// is kept as written ("Payroll and AP Specialist").
const ACRONYMS = new Set([
  "ai",
  "ap",
  "ar",
  "aws",
  "bi",
  "cdl",
  "ceo",
  "cfo",
  "cio",
  "cna",
  "cnc",
  "coo",
  "cpa",
  "cto",
  "dba",
  "erp",
  "gis",
  "gp",
  "hgv",
  "hr",
  "hvac",
  "ii",
  "iii",
  "it",
  "iv",
  "lpn",
  "ml",
  "pmo",
  "qa",
  "rn",
  "sap",
  "seo",
  "sql",
  "ui",
  "ux",
  "vp",
]);

/** The form's industries by their short labels ("technology" is IT), and other ways of writing IT. */
const INDUSTRY_DISPLAY_NAMES: Record<string, string> = {
  ...Object.fromEntries(FORM_INDUSTRY_LIST.map((industry) => [industry.value, industry.shortLabel])),
  tech: "IT",
  it: "IT",
  "information technology": "IT",
};

/** A word written in capitals, two letters or more ("AP", "CNC", "HR/IT"). */
const WRITTEN_IN_CAPITALS = /^[^\p{Ll}]*\p{Lu}[^\p{Ll}]*\p{Lu}[^\p{Ll}]*$/u;

function capitaliseWord({
  word,
  isFirst,
  mixedCase,
}: {
  word: string;
  isFirst: boolean;
  /** The title holds lower-case letters: capitals in it were written on purpose. */
  mixedCase: boolean;
}): string {
  const lower = word.toLowerCase();
  if (ACRONYMS.has(lower)) return lower.toUpperCase();
  if (mixedCase && WRITTEN_IN_CAPITALS.test(word)) return word;
  if (!isFirst && MINOR_WORDS.has(lower)) return lower;
  // Keep deliberate mixed casing such as "iOS" or "DevOps"; only all-lowercase or
  // ALL-CAPS words are rewritten.
  if (word !== lower && word !== word.toUpperCase()) return word;
  return lower
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("-");
}

export function titleCaseJobTitle(jobTitle: string | null | undefined): string {
  const words = (jobTitle ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return DEFAULT_JOB_TITLE;
  const mixedCase = /\p{Ll}/u.test(jobTitle ?? "");
  return words.map((word, index) => capitaliseWord({ word, isFirst: index === 0, mixedCase })).join(" ");
}

/**
 * Years of experience as shown in the header. A range shows its mid-point ("2-5" → 3.5,
 * "0-2" → 1); "10+" stays "10+" because it has no upper bound to average. Mid-points of
 * whole-year ranges are always whole or half years, so one decimal place is enough;
 * anything finer found in free text is rounded to one decimal and a trailing ".0" dropped.
 */
export function formatExperienceYears(experienceLevel: string | null | undefined): string | null {
  const text = (experienceLevel ?? "").trim();
  if (text === "") return null;

  const openEnded = /(\d+(?:\.\d+)?)\s*\+/.exec(text);
  if (openEnded?.[1]) return `${formatNumber(Number(openEnded[1]))}+ years experience`;

  const range = /(\d+(?:\.\d+)?)\s*(?:-|–|—|to)\s*(\d+(?:\.\d+)?)/i.exec(text);
  if (range?.[1] && range[2]) {
    return formatYears((Number(range[1]) + Number(range[2])) / 2);
  }

  const years = /(\d+(?:\.\d+)?)\s*(?:years?|yrs?)\b/i.exec(text) ?? /^(\d+(?:\.\d+)?)$/.exec(text);
  if (years?.[1]) return formatYears(Number(years[1]));
  return null;
}

function formatNumber(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function formatYears(value: number): string {
  const shown = formatNumber(value);
  return `${shown} ${shown === "1" ? "year" : "years"} experience`;
}

/** Industry as shown in the header; a missing industry defaults to Information Technology, shown as IT. */
export function formatIndustry(industry: string | null | undefined): string {
  const text = (industry ?? "").trim();
  if (text === "") return "IT";
  const known = INDUSTRY_DISPLAY_NAMES[text.toLowerCase()];
  return known ?? titleCaseJobTitle(text);
}

/**
 * Short US date such as 11/22/2026. The time zone is a parameter so this stays pure; the
 * browser passes the visitor's zone, and UTC is used when none is given.
 */
export function formatShortUsDate({
  date,
  timeZone = "UTC",
}: {
  date: string | number | Date | null | undefined;
  timeZone?: string;
}): string | null {
  if (date === null || date === undefined || date === "") return null;
  const parsed = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(parsed.getTime())) return null;
  let format = shortUsDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, month: "numeric", day: "numeric", year: "numeric" });
    shortUsDateFormats.set(timeZone, format);
  }
  return format.format(parsed);
}

/** Formatters by time zone: building one is far slower than using one. */
const shortUsDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Senior Data Analyst | 3.5 years experience | Finance | 11/22/2026". Parts that cannot be
 * derived (no experience figure, invalid date) are left out rather than shown empty.
 */
export function formatHeaderLine({
  assessment,
  timeZone,
}: {
  assessment: HeaderLineAssessment;
  timeZone?: string;
}): string {
  const parts = [
    titleCaseJobTitle(assessment.jobTitle),
    formatExperienceYears(assessment.experienceLevel),
    formatIndustry(assessment.industry),
    formatShortUsDate({ date: assessment.createdAt, timeZone }),
  ];
  return parts.filter((part): part is string => part !== null).join(PART_SEPARATOR);
}
