/**
 * Separates a job title from what is written around it on resumes and forms: company names,
 * places, dates, template placeholders and separators ("Carpenter, Acme Builders — Austin, TX",
 * "Sales Associate Company Name City", "Nurse | 2019 – Present").
 */
import { US_STATE_NAMES } from "../places/us-state-names";
import { COMPANY_SUFFIXES } from "./title-rules/employer-words";
import { listPlaces, PLACE_CODES, PLACE_NAMES } from "./title-rules/places";
import {
  PLACEHOLDER_PHRASES as PLACEHOLDER_PHRASE_TABLE,
  PLACEHOLDER_WORDS as PLACEHOLDER_WORD_TABLE,
} from "./title-rules/placeholders";
import { separatorAlternation, TITLE_SEPARATORS } from "./title-rules/separators";
import { alternationOf } from "./title-rules/title-rule";

/** Placeholders resume templates leave in ("Company Name", "Employer Name"). */
const PLACEHOLDER_PHRASES = new RegExp(String.raw`\b(?:${alternationOf(PLACEHOLDER_PHRASE_TABLE)})\b`, "gi");
/** Words that are placeholders when a template placeholder is present, or when they stand alone between separators. */
const PLACEHOLDER_WORDS = new RegExp(String.raw`\b(?:${alternationOf(PLACEHOLDER_WORD_TABLE)})\b`, "gi");
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
const COMPANY_SUFFIX = new RegExp(String.raw`\b(?:${alternationOf(COMPANY_SUFFIXES)})\b\.?`, "i");

/** Separators between a title and what follows it: dashes with spaces, bars, "@", " at ", commas, bullets. */
const SEPARATORS = new RegExp(separatorAlternation(TITLE_SEPARATORS, false), "gi");
/** The separators after which what follows is not the title (all but commas and semicolons). */
const STRONG_SEPARATORS = new RegExp(separatorAlternation(TITLE_SEPARATORS, true), "i");

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
  const strongSeparator = STRONG_SEPARATORS.test(text);
  const rawSegments = text.split(SEPARATORS);
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
