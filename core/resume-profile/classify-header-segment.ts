import { COMPANY_NAME_WORDS, LEGAL_FORMS } from "../occupations/title-rules/employer-words";
import {
  COMPANY_PLACEHOLDER_SEGMENTS,
  PLACE_PLACEHOLDER_SEGMENTS,
  RUN_IN_COMPANY_PLACEHOLDERS,
  TITLE_LABELS,
  TRAILING_PLACE_PLACEHOLDERS,
} from "../occupations/title-rules/placeholders";
import { alternationOf } from "../occupations/title-rules/title-rule";
import { removeDateRanges } from "./date-ranges";
import { readRegion } from "./place-names";
import { hasRoleKeyword } from "./role-keywords";

/**
 * Job-header lines carry more than the title: "Carpenter — Acme Builders, Austin, TX | 2019 –
 * Present", or the placeholders of a template ("Sales Associate | Company Name | City, State").
 * A segment (the text between separators) that is only a company, a place or a date is noise and
 * never becomes the job title; a title segment keeps its words but loses trailing placeholders.
 */
export type HeaderSegmentKind = "date" | "place" | "company";

// English, German and French date words ("seit", "heute", "depuis", "aujourd'hui", month names).
const DATE_WORD =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|fall|autumn|winter|present|current(?:ly)?|now|today|ongoing|since|from|to|until|till|through|date|(?:19|20)\d\d|'\d\d|\d{1,2}|\d{1,2}[/.](?:19|20)?\d\d|(?:19|20)\d\d[/.]\d{1,2}|januar|februar|m[aä]rz|mai|juni|juli|okt(?:ober)?|dez(?:ember)?|seit|von|bis|heute|aktuell|janvier|f[ée]vrier|mars|avril|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre|depuis|de|du|au|jusqu|aujourd|hui|aujourd['’]hui)$/i;

const PLACE_PLACEHOLDER = new RegExp(String.raw`^(?:${alternationOf(PLACE_PLACEHOLDER_SEGMENTS)})$`, "i");
const COMPANY_PLACEHOLDER = new RegExp(String.raw`^(?:${alternationOf(COMPANY_PLACEHOLDER_SEGMENTS)})$`, "i");

// A legal form names a company whatever the other words are ("Sales Associates LLC").
const LEGAL_FORM = new RegExp(String.raw`\b(?:${alternationOf(LEGAL_FORMS)})\.?$`, "i");
// Plural or institutional words that end company names ("Acme Builders", "Mercy Hospital");
// they name a company only when the rest holds no job word.
const ORGANISATION_WORD = new RegExp(String.raw`\b(?:${alternationOf(COMPANY_NAME_WORDS)})$`, "i");

const CAPITALISED_WORD = /^(?:[A-Z][\p{L}'.-]*|St\.?|Ft\.?)$/u;

function isDate(text: string): boolean {
  const rest = removeDateRanges(text)
    .replace(/[–—‒―−~→,()-]/g, " ")
    .trim();
  if (rest === "") return /\d/.test(text);
  const words = rest.split(/\s+/);
  return words.every((word) => DATE_WORD.test(word)) && /\d|present|current/i.test(text);
}

/** "Austin, TX", "Austin TX 78701", "Texas", "Leeds, United Kingdom", "City, State", "Remote". */
function isPlace(text: string): boolean {
  if (PLACE_PLACEHOLDER.test(text) || readRegion(text)) return true;
  if (hasRoleKeyword(text)) return false;
  const parts = text.split(/\s*,\s*/).filter((part) => part !== "");
  if (parts.length >= 2) {
    const last = parts[parts.length - 1]!;
    const lead = parts.slice(0, -1).join(" ").split(/\s+/);
    return (readRegion(last) !== null || PLACE_PLACEHOLDER.test(last)) && lead.length <= 4 && lead.every(isCityWord);
  }
  // "Austin TX" or "San Antonio TX 78205" without a comma.
  const coded = /^(.+?)\s+([A-Z]{2}(?:\s+\d{5}(?:-\d{4})?)?)$/.exec(text);
  if (!coded?.[1] || !coded[2] || readRegion(coded[2]) === null) return false;
  const lead = coded[1].split(/\s+/);
  return lead.length <= 3 && lead.every(isCityWord);
}

function isCityWord(word: string): boolean {
  return CAPITALISED_WORD.test(word) || /^(?:city|town)$/i.test(word);
}

function isCompany(text: string): boolean {
  if (COMPANY_PLACEHOLDER.test(text)) return true;
  const cleaned = text.replace(/[,.]+$/, "");
  // "Denver, CO" ends with Colorado's code, not a company's "Co".
  const endsWithStateCode = /,\s*[A-Z]{2}$/.test(cleaned) && readRegion(cleaned.slice(-2)) !== null;
  if (LEGAL_FORM.test(cleaned) && !endsWithStateCode && cleaned.split(/\s+/).length >= 2) return true;
  if (!ORGANISATION_WORD.test(cleaned)) return false;
  const rest = cleaned.replace(ORGANISATION_WORD, "").trim();
  return rest !== "" && !hasRoleKeyword(rest);
}

/** What a header segment is when it is not a job title; null when it may be one. */
export function classifyHeaderSegment(segment: string): HeaderSegmentKind | null {
  const text = segment.replace(/\s+/g, " ").trim();
  if (text === "") return null;
  if (isDate(text)) return "date";
  if (isCompany(text)) return "company";
  if (isPlace(text)) return "place";
  return null;
}

// Template placeholders run into the title when a resume lost its separators:
// "Carpenter Company Name City", "Sales Associate Company Name City State".
const INNER_COMPANY_PLACEHOLDER = new RegExp(
  String.raw`\s+(?:${alternationOf(RUN_IN_COMPANY_PLACEHOLDERS)})\s+name\b.*$`,
  "i",
);
const TRAILING_PLACE_PLACEHOLDER = new RegExp(
  String.raw`(?:\s+(?:${alternationOf(TRAILING_PLACE_PLACEHOLDERS)}))+$`,
  "i",
);
// A form's label before the title ("Designation: Sales Executive", "Job Title: Nurse").
const LEADING_TITLE_LABEL = new RegExp(String.raw`^(?:${alternationOf(TITLE_LABELS)})\s*[:\-–—]\s*`, "i");

/**
 * The title part of a segment that begins with one: a form's label before it ("Designation:"),
 * template placeholders after it and a trailing "City ST" place are dropped, so long as a job
 * word remains.
 */
export function stripTitleNoise(title: string): string {
  let result = title.replace(/\s+/g, " ").trim().replace(LEADING_TITLE_LABEL, "");
  const attempts = [
    (text: string) => text.replace(INNER_COMPANY_PLACEHOLDER, ""),
    (text: string) => text.replace(TRAILING_PLACE_PLACEHOLDER, ""),
    (text: string) => {
      const words = text.split(" ");
      // The longest "City ST" tail first ("San Antonio TX"), then a one-word city.
      for (const size of [3, 2]) {
        if (words.length > size && isPlace(words.slice(-size).join(" "))) return words.slice(0, -size).join(" ");
      }
      return text;
    },
  ];
  for (const attempt of attempts) {
    const next = attempt(result).trim();
    if (next !== result && next !== "" && hasRoleKeyword(next)) result = next;
  }
  return result;
}
