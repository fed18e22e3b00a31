import { countCoveredMonths, findDateRanges } from "./date-ranges";
import type { SectionedLine } from "./resume-sections";

// "8 years", "8+ years", "over 10 yrs", "5 years’ experience", and spelled out as a description
// of one's work says it ("for six years", "twelve years in the classroom").
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
};
const STATED_YEARS = new RegExp(
  String.raw`(\d{1,2}(?:\.\d)?|\b(?:${Object.keys(NUMBER_WORDS).join("|")}))\s*\+?\s*(?:years?|yrs?)\b['’]?`,
  "gi",
);
const EXPERIENCE_WORD = /^(?:\s+[\w’'-]+){0,5}?\s+(?:experience|exp\b)/i;
const MAX_PLAUSIBLE_YEARS = 50;
// Time listed among jobs that was not paid work: a career break, parental leave, volunteering.
const NOT_WORK =
  /\b(?:career\s+break|sabbatical|gap\s+year|(?:parental|maternity|paternity|family)\s+leave|volunteer(?:ing)?)\b/i;

/** True when a line lists time that was not paid work ("Career break (2022 – Present)", "Volunteer Tutor"). */
export function describesUnpaidTime(text: string): boolean {
  return NOT_WORK.test(text);
}

// A bare "8 years" only counts near the top (header or summary), where it describes the
// whole career; elsewhere "in 2 years" is usually about a project, so the word
// "experience" must follow.
function findStatedYears(lines: readonly SectionedLine[]): number | null {
  let most: number | null = null;
  for (const line of lines) {
    if (line.isHeading || line.section === "education") continue;
    const nearTop = line.section === "header" || line.section === "summary";
    for (const match of line.text.matchAll(STATED_YEARS)) {
      const years = NUMBER_WORDS[(match[1] ?? "").toLowerCase()] ?? Number(match[1]);
      if (!Number.isFinite(years) || years <= 0 || years > MAX_PLAUSIBLE_YEARS) continue;
      const after = line.text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 60);
      if (!nearTop && !EXPERIENCE_WORD.test(after)) continue;
      most = most === null ? years : Math.max(most, years);
    }
  }
  return most;
}

// Only work history is counted; education and certification dates are not experience.
// A resume without an experience heading is read whole, minus its education block.
function countWorkMonths({ lines, now }: { lines: readonly SectionedLine[]; now: Date }): number {
  const hasExperience = lines.some((line) => line.section === "experience");
  const workLines = lines.filter((line) =>
    hasExperience ? line.section === "experience" : line.section !== "education" && line.section !== "certifications",
  );
  const spans = workLines
    .filter((line) => !describesUnpaidTime(line.text))
    .flatMap((line) => findDateRanges({ text: line.text, now }));
  return countCoveredMonths(spans);
}

/**
 * Years of experience, to one decimal. Both the dated work history (overlaps merged) and
 * any stated figure ("8+ years of experience") are lower bounds — resumes often list only
 * recent jobs, and stated figures often round down — so the larger of the two is used.
 */
export function extractYearsOfExperience({
  lines,
  now,
}: {
  lines: readonly SectionedLine[];
  now: Date;
}): number | null {
  const fromDates = countWorkMonths({ lines, now }) / 12;
  const stated = findStatedYears(lines) ?? 0;
  const years = Math.max(fromDates, stated);
  return years > 0 ? Math.round(years * 10) / 10 : null;
}

const TITLE_STOP_WORDS = new Set(["and", "of", "the", "for", "senior", "junior", "lead", "ii", "iii", "i"]);

function titleWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length > 2 && !TITLE_STOP_WORDS.has(word)),
  );
}

/** Dated lines of the work history (paid work only), most recent first as the resume lists them. */
function datedWorkLines({ lines, now }: { lines: readonly SectionedLine[]; now: Date }): SectionedLine[] {
  const hasExperience = lines.some((line) => line.section === "experience");
  return lines.filter(
    (line) =>
      (hasExperience
        ? line.section === "experience"
        : line.section !== "education" && line.section !== "certifications") &&
      !describesUnpaidTime(line.text) &&
      findDateRanges({ text: line.text, now }).length > 0,
  );
}

/**
 * Years in the visitor's own line of work, for what pay and credentials fit them (ADR 029): a
 * cashier's years do not make a call-centre agent of two years a seasoned one. The person's own
 * statement near the top ("Two years answering inbound calls") is their account of it and wins;
 * otherwise the dated jobs whose titles share a word with the current title ("Full-Charge
 * Bookkeeper" and "Bookkeeper"), or the most recent job alone. Null when nothing is dated or stated.
 */
export function extractYearsInRole({
  lines,
  now,
  jobTitle,
}: {
  lines: readonly SectionedLine[];
  now: Date;
  jobTitle: string | null;
}): number | null {
  const stated = findStatedYears(lines);
  if (stated !== null) return stated;
  const dated = datedWorkLines({ lines, now });
  if (dated.length === 0) return null;
  const words = titleWords(jobTitle ?? "");
  const matching = dated.filter((line) => [...titleWords(line.text)].some((word) => words.has(word)));
  const chosen = matching.length > 0 ? matching : dated.slice(0, 1);
  const months = countCoveredMonths(chosen.flatMap((line) => findDateRanges({ text: line.text, now })));
  return months > 0 ? Math.round((months / 12) * 10) / 10 : null;
}

// "Owner" of a business, not a product owner or a process owner (roles inside an employer).
const SELF_EMPLOYED =
  /\b(?:self[- ]employed|freelance|freelancer|founder|co-founder|sole (?:proprietor|trader)|own (?:practice|business|firm))\b|(?<!\b(?:product|process|data|content|service|account|risk|control|business process)\s)\bowner\b/i;

/**
 * Whether the most recent job is the visitor's own practice or business ("Bookkeeper
 * (self-employed), Park Bookkeeping Services"): the title line of the most recent dated job, or the
 * line just above it where the dates sit apart.
 */
export function readSelfEmployed({ lines, now }: { lines: readonly SectionedLine[]; now: Date }): boolean {
  const latest = datedWorkLines({ lines, now })[0];
  if (!latest) return false;
  const at = lines.indexOf(latest);
  const above = at > 0 ? lines[at - 1] : undefined;
  return SELF_EMPLOYED.test(latest.text) || (above?.section === latest.section && SELF_EMPLOYED.test(above.text));
}
