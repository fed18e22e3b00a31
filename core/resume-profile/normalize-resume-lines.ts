import { joinWrappedLines } from "./join-wrapped-lines";
import { splitRunOnLine } from "./split-run-on-text";

// Resumes arrive from PDF/DOCX extraction or a paste box. Anything past this length is not a
// resume (or is a resume followed by pages of appendix) and only costs time to scan.
const MAX_INPUT_CHARS = 40_000;

const LINE_BREAKS = /\r\n?|[\u2028\u2029\f\v\u0085]/g;
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
const ODD_SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
// A tab separates fields, but is not taken as a column gap: word processors use tabs to
// align dates inside a single column.
const TAB = /\t/g;

// Two-column layouts flattened by PDF extraction put both columns on one text line,
// separated by a wide run of spaces. Three or more spaces is treated as a column gap.
const GAP = / {3,}/g;
const MIN_COLUMN_LINES = 4;
const COLUMN_TOLERANCE = 3;

// Two spaces are kept (not collapsed to one) because they mark a field boundary that
// later steps split on, e.g. "Store Manager  May 2019 – Now".
export const FIELD_SEPARATOR = "  ";

// A date or a range alone, in English, German or French ("Jan 2019 – Present", "seit 03/2019",
// "03.2019 – heute", "depuis mars 2019").
const DATE_ONLY =
  /^(?:(?:seit|depuis|von|de|du)\s+)?(?:(?:\p{L}{3,9}\.?\s*)?(?:19|20)\d\d|\d{1,2}[/.](?:19|20)\d\d|present|current|now)(?:\s*(?:-|–|—|to|bis|à|au)\s*(?:(?:\p{L}{3,9}\.?\s*)?(?:19|20)\d\d|\d{1,2}[/.](?:19|20)\d\d|present|current|now|date|heute|aujourd['’]hui))?$/iu;

function isDateOnly(text: string): boolean {
  return DATE_ONLY.test(text.trim());
}

// A wide gap next to a comma, a dash or a "to" spaces out the fields of one line, as templates
// do ("Graphic Designer   ,   06/2017   to   Current", "Company Name   －   City"): a column's
// text neither starts nor ends with a joining word or mark.
const JOINS_LEFT = /(?:[,:;&/|+-]|[\u2012-\u2015\uFF0D]|\b(?:to|and|or|at|of|in)\b)$/iu;
const JOINS_RIGHT = /^(?:[,:;&/|+\-.)]|[\u2012-\u2015\uFF0D]|(?:to|and|or|at|of|in)\b)/iu;

function isFieldGap(left: string, right: string): boolean {
  return JOINS_LEFT.test(left) || JOINS_RIGHT.test(right);
}

// "W O R K   E X P E R I E N C E" → "WORK EXPERIENCE". Designers letter-space headings and
// the extracted text keeps the spaces.
function joinLetterSpacedWords(line: string): string {
  const trimmed = line.trim();
  if (!/^(?:\S {1,3}){3,}\S$/.test(trimmed)) return line;
  const words = trimmed.split(/ {2,}/);
  if (!words.every((word) => /^(?:\S )+\S$/u.test(word) && word.split(" ").every((c) => c.length === 1))) {
    return line;
  }
  return words.map((word) => word.replace(/ /g, "")).join(" ");
}

interface ColumnSplit {
  left: string;
  right: string;
}

// Where the right-hand text of a line starts, if the line has a column gap; only gaps whose
// two sides are both real text count, because a job line with dates pushed to the right
// margin ("Store Manager        2019 – 2022") is a single column, not two.
function findColumnStarts(line: string): number[] {
  const starts: number[] = [];
  const indent = /^ {10,}(?=\S)/.exec(line);
  if (indent) starts.push(indent[0].length);
  for (const gap of line.matchAll(GAP)) {
    const start = (gap.index ?? 0) + gap[0].length;
    if ((gap.index ?? 0) === 0 || start >= line.length) continue;
    const left = line.slice(0, gap.index).trim();
    const right = line.slice(start).split(GAP)[0] ?? "";
    if (isDateOnly(left) || isDateOnly(right) || isFieldGap(left, right)) continue;
    starts.push(start);
  }
  return starts;
}

function detectColumnStart(lines: readonly string[]): number | null {
  const counts = new Map<number, number>();
  let nonEmpty = 0;
  for (const line of lines) {
    if (line.trim() === "") continue;
    nonEmpty += 1;
    for (const start of findColumnStarts(line)) counts.set(start, (counts.get(start) ?? 0) + 1);
  }
  let best: number | null = null;
  let bestCount = 0;
  for (const start of counts.keys()) {
    let count = 0;
    for (const [other, n] of counts) if (Math.abs(other - start) <= COLUMN_TOLERANCE) count += n;
    if (count > bestCount) {
      best = start;
      bestCount = count;
    }
  }
  if (best === null || bestCount < MIN_COLUMN_LINES || bestCount < nonEmpty * 0.2) return null;
  return best;
}

function splitAtColumn({ line, columnStart }: { line: string; columnStart: number }): ColumnSplit {
  for (const gap of line.matchAll(/ {2,}/g)) {
    const start = (gap.index ?? 0) + gap[0].length;
    if (Math.abs(start - columnStart) <= COLUMN_TOLERANCE) {
      return { left: line.slice(0, gap.index).trim(), right: line.slice(start).trim() };
    }
  }
  const indent = line.length - line.trimStart().length;
  if (indent >= columnStart - COLUMN_TOLERANCE) return { left: "", right: line.trim() };
  return { left: line.trim(), right: "" };
}

// Reading a flattened two-column page row by row interleaves the sidebar with the main
// column. When a consistent column gap is found, the left column is read first and the
// right column after it, which restores each column's own headings and order.
function separateColumns(lines: readonly string[]): string[] {
  const columnStart = detectColumnStart(lines);
  if (columnStart === null) return [...lines];
  const left: string[] = [];
  const right: string[] = [];
  for (const line of lines) {
    if (line.trim() === "") {
      left.push("");
      right.push("");
      continue;
    }
    const split = splitAtColumn({ line, columnStart });
    if (split.left !== "") left.push(split.left);
    if (split.right !== "") right.push(split.right);
  }
  return [...left, "", ...right];
}

/**
 * Plain resume text → trimmed lines with uniform spacing. Blank lines are kept because they
 * separate jobs and blocks. Wide gaps become a two-space field separator. A job header that a
 * page's width wrapped onto two lines is one line again, as it is pasted (join-wrapped-lines.ts).
 */
export function toResumeLines(text: string): string[] {
  if (typeof text !== "string" || text === "") return [];
  const cleaned = text
    .slice(0, MAX_INPUT_CHARS)
    .replace(LINE_BREAKS, "\n")
    .replace(INVISIBLE, "")
    .replace(ODD_SPACES, " ")
    .replace(TAB, FIELD_SEPARATOR);
  const rawLines = cleaned.split("\n").map((line) => joinLetterSpacedWords(line.trimEnd()));
  return joinWrappedLines(separateColumns(rawLines))
    .flatMap((line) => splitRunOnLine(line.trim()))
    .map((line) => line.trim().replace(/ {2,}/g, FIELD_SEPARATOR));
}
