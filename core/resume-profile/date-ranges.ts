/** A span of whole months as month indices (year * 12 + month), end exclusive. */
export interface MonthSpan {
  start: number;
  end: number;
}

// Month names and their short forms in English, German and French ("März", "févr.", "août").
const MONTH =
  "(?:jan(?:uary|uar|vier|v)?|j[aä]nner|feb(?:ruary|ruar)?|f[ée]v(?:rier|r)?|mar(?:ch|s)?|m[aä]rz|maerz|m[aä]r|apr(?:il)?|avr(?:il)?|may|mai|june?|juni|juin|july?|juli|juil(?:let)?|aug(?:ust)?|ao[uû]t|sept?(?:ember|embre)?|oct(?:ober|obre)?|okt(?:ober)?|nov(?:ember|embre)?|d[eé]c(?:ember|embre)?|dez(?:ember)?)";
const SEASON = "(?:spring|summer|fall|autumn|winter)";
const YEAR = "(?:19[5-9]\\d|20\\d\\d)";
// A full date ("01/03/2018", "1.3.2018") counts by its month and year.
const DAY_MONTH_YEAR = `\\d{1,2}\\s*[/.]\\s*\\d{1,2}\\s*[/.]\\s*${YEAR}`;
// "Jan 2020", "Jan. 2020", "Jan, 2020" and "Jan / 2020" (a template's month and year fields).
const DATE = `(?:(?:${MONTH}\\.?|${SEASON})\\s*[,/]?\\s*'?${YEAR}|${DAY_MONTH_YEAR}|\\d{1,2}\\s*[/.]\\s*${YEAR}|${YEAR}\\s*[/.]\\s*\\d{1,2}(?!\\d)|${YEAR})`;
// "Present" in English, German ("heute", "bis heute", "aktuell") and French ("aujourd'hui", "à ce jour").
const PRESENT =
  "(?:present|current(?:ly)?|now|today|till\\s+(?:date|now)|to\\s+date|date|ongoing|heute|aktuell|derzeit|jetzt|laufend|aujourd['’]hui|(?:(?:à|a)\\s+)?ce\\s+jour|pr[ée]sent|actuel(?:lement)?|en\\s+cours|maintenant)";
const RANGE_SEPARATOR =
  "\\s*(?:-{1,2}|[–—‒―−~→]|to|until|till|through|thru|bis|(?:à|a|au)(?=\\s)|jusqu['’](?:à|a|au|en))\\s*";
const RANGE_SOURCE = `(?<![\\w/.])(${DATE})${RANGE_SEPARATOR}(${DATE}|${PRESENT})(?![a-z\\d])`;
// A start alone, the job still held: "seit 03/2019", "depuis mars 2019".
const SINCE_SOURCE = `(?<![\\w/.])(?:seit|depuis)\\s+(?:(?:le|l['’])\\s*)?(${DATE})(?![a-z\\d]|${RANGE_SEPARATOR}(?:${DATE}|${PRESENT}))`;
// Compiled once: these run on every line of every resume. matchAll and replace copy or
// reset a global pattern's position, so sharing one instance is safe.
const ALL_RANGES = new RegExp(`${RANGE_SOURCE}|${SINCE_SOURCE}`, "gi");
// Every range contains a four-digit year; most lines have none, and this cheap test spares
// them the full pattern.
const YEAR_HINT = /(?:19|20)\d\d/;

// Matched on the accent-folded name; "juin" before "jui(llet)".
const MONTH_NUMBERS: ReadonlyArray<[RegExp, number]> = [
  [/^jan/, 0],
  [/^(?:feb|fev)/, 1],
  [/^ma(?:r|er)/, 2],
  [/^(?:apr|avr)/, 3],
  [/^ma[yi]/, 4],
  [/^ju(?:n|in)/, 5],
  [/^jul|^juil/, 6],
  [/^(?:aug|aou)/, 7],
  [/^sep/, 8],
  [/^(?:oct|okt)/, 9],
  [/^nov/, 10],
  [/^(?:dec|dez)/, 11],
];
const SEASON_MONTHS: Record<string, number> = { spring: 2, summer: 5, fall: 8, autumn: 8, winter: 11 };

const MAX_SPAN_MONTHS = 50 * 12;

interface ParsedDate {
  month: number;
  /** True when only the year was given. */
  yearOnly: boolean;
}

function parseDate(text: string): ParsedDate | null {
  const value = text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, " ").trim();
  const year = /(19[5-9]\d|20\d\d)/.exec(value);
  if (!year?.[1]) return null;
  const yearNumber = Number(year[1]);

  const named = /^([a-z]+)/.exec(value)?.[1];
  if (named) {
    const season = SEASON_MONTHS[named];
    if (season !== undefined) return { month: yearNumber * 12 + season, yearOnly: false };
    const month = MONTH_NUMBERS.find(([pattern]) => pattern.test(named));
    return month ? { month: yearNumber * 12 + month[1], yearOnly: false } : null;
  }
  // Day, month and year: most of the world writes the day first; a first number above 12 can only
  // be a day and a second above 12 only a day written after the month ("12/25/2019").
  const full = /^(\d{1,2})\s*[/.]\s*(\d{1,2})\s*[/.]\s*\d{4}$/.exec(value);
  if (full) {
    const [first, second] = [Number(full[1]), Number(full[2])];
    const month = second > 12 ? first : second;
    if (month < 1 || month > 12 || first < 1 || second < 1) return null;
    return { month: yearNumber * 12 + month - 1, yearOnly: false };
  }
  const monthFirst = /^(\d{1,2})\s*[/.]\s*\d{4}$/.exec(value);
  const yearFirst = /^\d{4}\s*[/.]\s*(\d{1,2})$/.exec(value);
  const monthDigits = monthFirst?.[1] ?? yearFirst?.[1];
  if (monthDigits !== undefined) {
    const month = Number(monthDigits);
    if (month < 1 || month > 12) return null;
    return { month: yearNumber * 12 + month - 1, yearOnly: false };
  }
  return { month: yearNumber * 12, yearOnly: true };
}

export function toMonthIndex(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

const PRESENT_ONLY = new RegExp(`^${PRESENT}$`, "i");

function isPresent(text: string): boolean {
  return PRESENT_ONLY.test(text.trim());
}

// Month ranges count both ends, as profiles on professional networks do: "Jan 2016 – Dec 2016"
// is 12 months and "Mar 2020 – Present" includes the current month. A year-only end means
// the job ended during that year; its month is unknown, so "2016 – 2020" counts 4 years.
function toSpan({ from, to, nowMonth }: { from: string; to: string; nowMonth: number }): MonthSpan | null {
  const start = parseDate(from);
  if (!start || start.month > nowMonth) return null;
  let end: number;
  if (isPresent(to)) {
    end = nowMonth + 1;
  } else {
    const parsed = parseDate(to);
    if (!parsed) return null;
    end = parsed.yearOnly ? parsed.month : parsed.month + 1;
  }
  end = Math.min(end, nowMonth + 1);
  if (end <= start.month) end = start.month + 1;
  if (end - start.month > MAX_SPAN_MONTHS) return null;
  return { start: start.month, end };
}

/**
 * Every date range in the text, such as "Jan 2016 – Present", "2016-2020", "03/2018 - 06/2021",
 * "März 2019 – heute", "mars 2019 - juin 2021", and a start alone, "seit 03/2019", "depuis 2019".
 */
export function findDateRanges({ text, now }: { text: string; now: Date }): MonthSpan[] {
  if (!YEAR_HINT.test(text)) return [];
  const nowMonth = toMonthIndex(now);
  const spans: MonthSpan[] = [];
  for (const match of text.matchAll(ALL_RANGES)) {
    const [, from, to, since] = match;
    const span =
      since !== undefined
        ? toSpan({ from: since, to: "present", nowMonth })
        : from !== undefined && to !== undefined
          ? toSpan({ from, to, nowMonth })
          : null;
    if (span) spans.push(span);
  }
  return spans;
}

const HAS_RANGE = new RegExp(`${RANGE_SOURCE}|${SINCE_SOURCE}`, "i");

export function hasDateRange(text: string): boolean {
  return YEAR_HINT.test(text) && HAS_RANGE.test(text);
}

/** Where each date range of the text starts and ends (end exclusive). */
export function findDateRangePositions(text: string): { start: number; end: number }[] {
  if (!YEAR_HINT.test(text)) return [];
  return [...text.matchAll(ALL_RANGES)].map((match) => ({
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
  }));
}

/** The text with every date range removed, e.g. to leave only the title on a job line. */
export function removeDateRanges(text: string): string {
  if (!YEAR_HINT.test(text)) return text;
  return text.replace(ALL_RANGES, " ");
}

/** The text with a line break after every date range (for run-on text cut back into lines). */
export function breakAfterDateRanges(text: string): string {
  if (!YEAR_HINT.test(text)) return text;
  return text.replace(ALL_RANGES, "$&\n");
}

/** Total months covered, counting overlapping or back-to-back jobs once. */
export function countCoveredMonths(spans: readonly MonthSpan[]): number {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let total = 0;
  let current: MonthSpan | null = null;
  for (const span of sorted) {
    if (current && span.start <= current.end) {
      current.end = Math.max(current.end, span.end);
      continue;
    }
    if (current) total += current.end - current.start;
    current = { ...span };
  }
  if (current) total += current.end - current.start;
  return total;
}
