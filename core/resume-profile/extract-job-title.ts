import { countWords, isBulletLine, isSentenceLike, splitFields, trimPunctuation } from "./bullet-lines";
import { classifyHeaderSegment, stripTitleNoise } from "./classify-header-segment";
import { findDateRanges, hasDateRange, removeDateRanges } from "./date-ranges";
import type { MonthSpan } from "./date-ranges";
import { hasRoleKeyword } from "./role-keywords";
import { FUNCTION_WORDS } from "../occupations/title-rules/function-words";
import { UNPAID_WORK_WORDS } from "../occupations/title-rules/no-job-titles";
import { BARE_RANK } from "../occupations/title-rules/ranks";
import { alternationOf } from "../occupations/title-rules/title-rule";
import type { SectionedLine } from "./resume-sections";

const MAX_TITLE_WORDS = 8;
// "Nurse at Mercy", "Krankenpflegerin bei Charité", "Infirmière chez CHU de Lyon".
const TITLE_SPLIT = /\s*,\s*|\s+(?:at|@|bei|chez)\s+/i;
const LONE_YEAR = /\b(?:19|20)\d\d\b/g;
const PARENTHESES = /\([^)]*\)/g;
// A template's "City , State" split at its comma: the piece after "…City" starts with the
// rest of the place ("State Registered Nurse").
const ENDS_WITH_CITY_PLACEHOLDER = /\bcity$/i;
const LEADING_PLACE_PLACEHOLDER = /^(?:state|province|region|country|zip)\b\s*/i;

/** A title of unpaid work ("Volunteer Tutor", "Volunteer firefighter"). */
const UNPAID_WORK = new RegExp(String.raw`\b(?:${alternationOf(UNPAID_WORK_WORDS)})\b`, "i");

/** Words of a business function: the piece after a bare rank is its function when it holds one. */
const FUNCTION_WORD = new RegExp(String.raw`\b(?:${alternationOf(FUNCTION_WORDS)})\b`, "i");

/**
 * A bare rank with its function from the next comma piece of the line ("Vice President" +
 * "Commercial Lending"); the rank alone when the next piece is no function (an employer, a place).
 */
function withFunction(title: string, pieces: readonly string[], index: number): string {
  if (!BARE_RANK.test(title)) return title;
  const next = trimPunctuation((pieces[index + 1] ?? "").replace(/\s+/g, " "));
  if (next === "" || /\d/.test(next) || countWords(next) > 3 || classifyHeaderSegment(next)) return title;
  return FUNCTION_WORD.test(next) && !hasRoleKeyword(next) ? `${title}, ${next}` : title;
}

/** The role named on a job line such as "Senior Engineer — Acme, Seattle, WA  2019 – Present". */
export function readTitleFromLine(line: string): string | null {
  const withoutDates = removeDateRanges(line).replace(LONE_YEAR, " ").replace(PARENTHESES, " ");
  for (const field of splitFields(withoutDates)) {
    // A field or piece that is only a company, a place or a date is never the title.
    if (classifyHeaderSegment(field)) continue;
    let previous = "";
    const pieces = field.split(TITLE_SPLIT);
    for (const [index, piece] of pieces.entries()) {
      let text = trimPunctuation(piece.replace(/\s+/g, " "));
      if (ENDS_WITH_CITY_PLACEHOLDER.test(previous)) text = text.replace(LEADING_PLACE_PLACEHOLDER, "");
      previous = text;
      const title = stripTitleNoise(text);
      if (title === "" || classifyHeaderSegment(title)) continue;
      if (hasRoleKeyword(title) && countWords(title) <= MAX_TITLE_WORDS) return withFunction(title, pieces, index);
    }
  }
  return null;
}

// A line carrying a date range is a job header however long it is ("2019–present  Associate
// Professor of Environmental Science, University of Leeds").
export function isJobHeaderLine(text: string): boolean {
  if (text === "" || isBulletLine(text)) return false;
  return hasDateRange(text) || !isSentenceLike(text);
}

// A title's dates are on its own line or on a nearby header line of the same entry
// (a company line, a date line); the search stops at bullets and prose. Blank lines are
// passed over: Word documents put one between every paragraph.
function findNearbySpan({
  lines,
  position,
  now,
  isJobEntry,
}: {
  lines: readonly SectionedLine[];
  position: number;
  now: Date;
  isJobEntry: (line: SectionedLine) => boolean;
}): MonthSpan | null {
  for (const direction of [1, -1]) {
    let index = position + (direction === 1 ? 0 : -1);
    for (let distance = direction === 1 ? 0 : 1; distance <= 3; distance += 1, index += direction) {
      while (lines[index]?.text === "" && index !== position) index += direction;
      const line = lines[index];
      if (!line || !isJobEntry(line) || !isJobHeaderLine(line.text)) break;
      const spans = findDateRanges({ text: line.text, now });
      const latest = spans.reduce<MonthSpan | null>(
        (found, span) => (!found || span.end > found.end ? span : found),
        null,
      );
      if (latest) return latest;
    }
  }
  return null;
}

function readHeadline(lines: readonly SectionedLine[]): string | null {
  for (const line of lines) {
    if (line.section !== "header" || line.isHeading || /@|\d/.test(line.text)) continue;
    for (const field of splitFields(line.text)) {
      if (classifyHeaderSegment(field)) continue;
      const title = stripTitleNoise(trimPunctuation(field));
      if (hasRoleKeyword(title) && countWords(title) <= 6 && !classifyHeaderSegment(title)) return title;
    }
  }
  return null;
}

/**
 * The current or most recent job title. Experience entries are compared by when they end
 * (ongoing ones first) rather than by position, so the result does not depend on the
 * resume being in reverse-chronological order. Without an experience entry, the headline
 * under the name ("Registered Nurse") is used.
 */
export function extractJobTitle({ lines, now }: { lines: readonly SectionedLine[]; now: Date }): string | null {
  // A resume with no experience heading (a table pasted from Word, a bare list of jobs): its dated
  // lines outside education are its job headers.
  const hasExperience = lines.some((line) => line.section === "experience");
  const isJobEntry = (line: SectionedLine): boolean =>
    line.section === "experience" ||
    (!hasExperience &&
      line.section !== "education" &&
      line.section !== "certifications" &&
      hasDateRange(line.text) &&
      !/@/.test(line.text));
  let best: { title: string; end: number; unpaid: boolean } | null = null;
  for (let position = 0; position < lines.length; position += 1) {
    const line = lines[position];
    if (!line || !isJobEntry(line) || line.isHeading || !isJobHeaderLine(line.text)) continue;
    const title = readTitleFromLine(line.text);
    if (!title) continue;
    const end = findNearbySpan({ lines, position, now, isJobEntry })?.end ?? Number.NEGATIVE_INFINITY;
    // Unpaid work is no occupation: a volunteer role is the title only when there is no other.
    const unpaid = UNPAID_WORK.test(title);
    if (!best || (best.unpaid && !unpaid) || (best.unpaid === unpaid && end > best.end)) best = { title, end, unpaid };
  }
  return best?.title ?? readHeadline(lines);
}
