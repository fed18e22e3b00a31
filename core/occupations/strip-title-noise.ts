/**
 * Separates a job title from what is written around it on resumes and forms: company names,
 * places, dates, template placeholders and separators ("Carpenter, Acme Builders — Austin, TX",
 * "Sales Associate Company Name City", "Nurse | 2019 – Present").
 */
import { US_STATE_NAMES } from "../places/us-state-names";
import { listPlaces, PLACE_CODES, PLACE_NAMES } from "./title-rules/places";

/** Placeholders resume templates leave in ("Company Name", "Employer Name"). */
const PLACEHOLDER_PHRASES =
  /\b(?:company\s+name|employer\s+name|name\s+of\s+(?:the\s+)?company|your\s+company|organi[sz]ation\s+name|job\s+title)\b/gi;
/** Words that are placeholders when a template placeholder is present, or when they stand alone between separators. */
const PLACEHOLDER_WORDS =
  /\b(?:city|state|country|location|zip(?:\s+code)?|address|dates?|present|current|now|today|to\s+date|company|employer)\b/gi;
const PLACEHOLDER_SEGMENT = new RegExp(`^(?:\\s*${PLACEHOLDER_WORDS.source}\\s*)+$`, "i");

const MONTHS =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
/** Dates and year ranges: "Jan 2019", "01/2020", "2019 - 2021", "'19", "2019–Present". */
const DATE_PATTERN = new RegExp(
  `\\b(?:(?:${MONTHS})\\.?\\s*(?:\\d{1,2},?\\s*)?(?:19|20)\\d\\d|\\d{1,2}/(?:\\d{1,2}/)?(?:19|20)?\\d\\d|(?:19|20)\\d\\d|(?:spring|summer|fall|autumn|winter)\\s+(?:19|20)\\d\\d)\\b`,
  "gi",
);

/** Two-letter state codes; only removed when written in capitals (so "PA-C", "MD", "OR" in text survive). */
const STATE_CODES = new RegExp(
  String.raw`(?:^|[\s,(])(?:${listPlaces(PLACE_CODES, "title").join("|")})(?=$|[\s,.)])`,
  "g",
);

/** Large cities people put on resumes, and countries. */
const PLACES = listPlaces(PLACE_NAMES, "title");

const PLACE_PATTERN = new RegExp(`\\b(?:${[...US_STATE_NAMES, ...PLACES].join("|").replace(/ /g, "\\s+")})\\b`, "gi");

/** Company-name endings: a segment holding one is a company, not a title. */
const COMPANY_SUFFIX =
  /\b(?:inc|llc|llp|ltd|corp|corporation|co|plc|gmbh|group|holdings|enterprises|partners|associates\s+inc|industries|technologies|solutions|systems\s+inc)\b\.?/i;

/** Separators between a title and what follows it: dashes with spaces, bars, "@", " at ", commas, bullets. */
const SEPARATORS = /\s+[-–—]+\s+|\s*[–—|•·@]\s*|\s+at\s+|,|;|\s+-\s*$/i;

export interface TitleParts {
  /** The text with dates, places and placeholders removed (separators kept as spaces). */
  cleaned: string;
  /** The cleaned segments between separators, in order; segments that look like a company are dropped. */
  segments: string[];
  /** True when anything was removed or the text had separators. */
  noisy: boolean;
  /** The text with dates, places and placeholders removed, separators kept ("Manager, Operations"). */
  stripped: string;
  /** True when a separator other than a comma splits the text (dash, bar, "@", "at"…): what follows is not the title. */
  strongSeparator: boolean;
}

/** Splits a written title into its cleaned segments (see `TitleParts`). */
export function splitTitleNoise(title: string): TitleParts {
  let text = title.replace(DATE_PATTERN, " ").replace(/\b\d{1,2}\/\d{2,4}\b/g, " ");
  // A state code only after other words ("Nurse, MD" is a place; "MD" alone is a physician).
  text = text.replace(STATE_CODES, (match: string, offset: number) =>
    /[a-z]/i.test(text.slice(0, offset)) ? match.replace(/[A-Z]+/, " ") : match,
  );
  text = text.replace(PLACE_PATTERN, " ");
  const withoutPlaceholders = text.replace(PLACEHOLDER_PHRASES, " ");
  if (withoutPlaceholders !== text) text = withoutPlaceholders.replace(PLACEHOLDER_WORDS, " ");
  const stripped = text.replace(/\s+/g, " ").trim();
  const strongSeparator = new RegExp(SEPARATORS.source.replace("|,|;", ""), "i").test(text);
  const rawSegments = text.split(new RegExp(SEPARATORS.source, "gi"));
  const segments: string[] = [];
  for (const segment of rawSegments) {
    const trimmed = segment
      .replace(/[()[\]"]/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (!/[a-z]/i.test(trimmed) || PLACEHOLDER_SEGMENT.test(trimmed)) continue;
    if (COMPANY_SUFFIX.test(trimmed) && segments.length > 0) continue;
    segments.push(trimmed);
  }
  const cleaned = segments.join(" ");
  const noisy = rawSegments.length > 1 || cleaned.replace(/\s+/g, " ").trim() !== title.replace(/\s+/g, " ").trim();
  return { cleaned, segments, noisy, stripped, strongSeparator };
}
