import { stripBullet, trimPunctuation } from "./bullet-lines";
import { removeDateRanges } from "./date-ranges";
import { readRegion } from "./place-names";
import type { SectionedLine } from "./resume-sections";

export interface EducationEntry {
  /** The degree or qualification, e.g. "B.S. Computer Science". */
  qualification: string;
  /** The school, when the resume names one next to the qualification. */
  institution: string | null;
}

const MAX_ENTRIES = 10;

const DEGREE_WORDS =
  /\b(?:bachelor(?:'s|’s)?|master(?:'s|’s)?|doctor(?:ate)?|associate(?:'s|’s)? (?:degree|of)|diploma|a[- ]levels?|gcses?|certificate in|postgraduate|undergraduate degree)\b/i;
// Abbreviations are matched case-sensitively so ordinary words ("as", "ma") do not count. Indian
// degrees too: B.E., B.Com, BCA, MCA, MBBS.
const DEGREE_ABBREVIATIONS =
  /(?:^|[\s(,])(?:B\.?\s?S\.?c?|B\.?\s?A\.?|M\.?\s?S\.?c?|M\.?\s?A\.?|M\.?B\.?A\.?|B\.E\.?|M\.E\.|B\.?\s?Com|M\.?\s?Com|BCA|MCA|MBBS|BDS|B\.?\s?Pharm|M\.?\s?Pharm|B\.?\s?Arch|Ph\.?\s?D\.?|D\.?Phil|M\.?Phil|Ed\.?D|B\.?Eng|M\.?Eng|B\.?Ed|M\.?Ed|B\.?Tech|M\.?Tech|BSN|MSN|ADN|LLB|LLM|J\.?D\.?|M\.?D\.?|MPH|MFA|BFA|BBA|DNP|Pharm\.?D|PGCE|HND|HNC|BTEC|NVQ|GED|AAS|A\.A\.S\.)(?![\p{L}])/u;
// Two-letter degrees that are also US state codes ("Boston, MA") need more than the bare code.
const BARE_STATE_CODE = /^(?:MA|MS|MD)$/;
const INSTITUTION =
  /\b(?:university|universit[éäà]|universidad|college|institute|institut|school|academy|polytechnic|conservatory|seminary|faculty of)\b/i;
const GPA = /\b(?:c?gpa|grade point average)\s*:?\s*[\d.]+(?:\s*\/\s*[\d.]+)?/gi;
const LONE_YEAR = /^(?:(?:19|20)\d\d|expected\s+\w*\s*(?:19|20)\d\d|(?:[a-z]{3,9}\.?\s+)?(?:19|20)\d\d)$/i;

export function isDegreeText(text: string): boolean {
  const trimmed = text.trim();
  if (BARE_STATE_CODE.test(trimmed)) return false;
  return DEGREE_WORDS.test(trimmed) || DEGREE_ABBREVIATIONS.test(trimmed);
}

function isInstitution(text: string): boolean {
  return INSTITUTION.test(text) && !isDegreeText(text);
}

function removeDates(text: string): string {
  return removeDateRanges(text.replace(GPA, " "))
    .replace(/^\s*(?:19|20)\d\d\b\s*/, "")
    .replace(/[\s,–—-]*(?:\(?\s*(?:(?:[a-z]{3,9}\.?\s+)?(?:19|20)\d\d)\s*\)?)$/i, "");
}

interface LineParts {
  qualification: string | null;
  institution: string | null;
}

// "B.S. Computer Science, University of Washington, 2012 – 2016": the qualification runs from
// the degree words up to the school, a date or a place; fields separated by dashes, pipes
// or wide gaps are read separately.
function readLineParts(text: string): LineParts {
  let qualification: string | null = null;
  let institution: string | null = null;
  for (const field of removeDates(stripBullet(text)).split(/\s*[|•·]\s*|\s+[–—-]\s+|\s{2,}/)) {
    const pieces = field
      .split(/\s*,\s*/)
      .map((piece) => trimPunctuation(piece))
      .filter(Boolean);
    let collecting: string[] | null = null;
    for (const piece of pieces) {
      const isEnd = isInstitution(piece) || LONE_YEAR.test(piece) || readRegion(piece) !== null;
      if (collecting && !isEnd) {
        collecting.push(piece);
        continue;
      }
      if (collecting) break;
      if (!qualification && isDegreeText(piece)) collecting = [piece];
      else if (!institution && isInstitution(piece)) institution = piece;
    }
    if (collecting && !qualification) qualification = collecting.join(", ");
    if (!institution) institution = pieces.find((piece) => isInstitution(piece)) ?? null;
  }
  return { qualification, institution };
}

/** Degrees and qualifications from education sections, each with its school when evident. */
export function extractEducation(lines: readonly SectionedLine[]): EducationEntry[] {
  const educationLines = lines.filter((line) => line.section === "education" && !line.isHeading && line.text !== "");
  const parts = educationLines.map((line) => readLineParts(line.text));
  const used = new Set<number>();
  const entries: EducationEntry[] = [];
  parts.forEach((part, index) => {
    if (!part.qualification || entries.length >= MAX_ENTRIES) return;
    let institution = part.institution;
    // The school is often on the line below the degree, or sometimes the line above.
    for (const neighbour of [index + 1, index - 1]) {
      if (institution) break;
      const candidate = parts[neighbour];
      if (candidate && !candidate.qualification && candidate.institution && !used.has(neighbour)) {
        institution = candidate.institution;
        used.add(neighbour);
      }
    }
    entries.push({ qualification: part.qualification, institution });
  });
  return entries;
}
