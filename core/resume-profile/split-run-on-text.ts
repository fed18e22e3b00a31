import { breakAfterDateRanges } from "./date-ranges";

/**
 * Some resumes reach us as one long paragraph: a PDF whose text layer lost its line breaks, or a
 * paste from a form that flattened it. The reader works on lines (headings, job headers, bullets),
 * so a run-on line is cut back into lines first:
 * - around section headings written in capitals or title case ("… GAAP Experience Accountant …");
 * - after every date range ("Accountant Jan 2015 to Current" ends a job header);
 * - after a "City , State" template placeholder (the company and place end there);
 * - after each sentence.
 * Lines of ordinary length are left alone.
 */
export function splitRunOnLine(line: string): string[] {
  if (line.length < RUN_ON_MIN_CHARS || countHeadings(line) < RUN_ON_MIN_HEADINGS) return [line];
  const broken = breakAfterDateRanges(breakAroundHeadings(line))
    .replace(PLACE_PLACEHOLDER_END, "$&\n")
    .replace(SENTENCE_END, ".\n");
  return broken
    .split("\n")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** Shorter lines are read as they are. */
const RUN_ON_MIN_CHARS = 120;
/** A run-on resume names at least two sections ("Summary … Experience … Education"). */
const RUN_ON_MIN_HEADINGS = 2;

/**
 * Headings that open a resume section, as they are written inline. Single words that also begin
 * job titles ("Training Manager", "Technology Director") are left out: on their own line the
 * section reader still knows them.
 */
const INLINE_HEADINGS = [
  "Professional Summary",
  "Summary of Qualifications",
  "Career Overview",
  "Executive Profile",
  "Professional Profile",
  "Career Objective",
  "Summary",
  "Profile",
  "Objective",
  "Skill Highlights",
  "Highlights",
  "Core Qualifications",
  "Qualifications",
  "Key Skills",
  "Technical Skills",
  "Skills",
  "Professional Experience",
  "Work Experience",
  "Relevant Experience",
  "Experience",
  "Employment History",
  "Work History",
  "Education and Training",
  "Education",
  "Certifications",
  "Licenses",
  "Accomplishments",
  "Affiliations",
  "Additional Information",
  "Interests",
  "Languages",
  "References",
];

const HEADING_WORDS = INLINE_HEADINGS.map((heading) =>
  heading
    .split(" ")
    .map((word) => (word === "of" || word === "and" ? word : `(?:${word}|${word.toUpperCase()})`))
    .join(" "),
).join("|");
/** A heading as a whole word run, followed by a capital, a digit or the end. */
const HEADING = new RegExp(`(?<![\\p{L}])(?:${HEADING_WORDS})(?=\\s*(?:[:\\p{Lu}\\d]|$))`, "gu");
const PLACE_PLACEHOLDER_END = /\bCity\s*,\s*State\b/g;
/** A full stop after a word of two or more letters, before a capital: the end of a sentence. */
const SENTENCE_END = /(?<=\p{Ll}{2})\.\s+(?=\p{Lu})/gu;

function countHeadings(line: string): number {
  return line.match(HEADING)?.length ?? 0;
}

function breakAroundHeadings(line: string): string {
  return line.replace(HEADING, (heading) => `\n${heading}\n`);
}
