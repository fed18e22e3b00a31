import type { HeldEducation } from "./moves/describe-requirements";

/**
 * The highest degree a resume names (ADR 029), as a step on the BLS entry-education ladder: so a move
 * never asks a visitor for a degree they hold ("he already has a BA") and an associate's degree
 * shortens a bachelor's. Read from the qualification text the resume reader keeps ("B.A. Political
 * Science", "Associate of Applied Science, Accounting"); null when no degree is named.
 */
// Words are read in any case; abbreviations only as written ("BA", "B.S."), so "be" or "ma" never count.
const LEVELS: readonly { step: number; words: RegExp; abbreviations: RegExp }[] = [
  {
    step: 7,
    words: /\b(?:doctor(?:ate)? of|doctorate|juris doctor)\b/i,
    abbreviations: /\b(?:Ph\.?\s?D|D\.?\s?Phil|Ed\.?\s?D|J\.?\s?D|M\.?\s?D|Pharm\.?\s?D|DNP|DPT|DDS|DMD|DVM|MBBS)\b/,
  },
  {
    step: 6,
    words: /\bmaster(?:'s|’s)?\b/i,
    abbreviations:
      /\b(?:M\.?\s?S\.?c?|M\.?\s?A|M\.?\s?B\.?\s?A|MSN|MPH|MFA|M\.?\s?Ed|M\.?\s?Eng|LL\.?\s?M|M\.?\s?Tech|MCA|M\.?\s?Com|M\.?\s?Phil|MSW)\b/,
  },
  {
    step: 5,
    words: /\bbachelor(?:'s|’s)?\b/i,
    abbreviations:
      /\b(?:B\.?\s?S\.?c?|B\.?\s?A|BSN|BBA|BFA|B\.?\s?Eng|B\.?\s?Tech|B\.?\s?Com|BCA|B\.E|LL\.?\s?B|B\.?\s?Ed|B\.?\s?Arch)\b/,
  },
  {
    step: 4,
    words: /\bassociate(?:'s|’s)? (?:degree|of)\b/i,
    abbreviations: /\b(?:AAS|A\.A\.S|ADN|A\.A|A\.S|HND)\b/,
  },
  { step: 1, words: /\b(?:high school|secondary school|diploma)\b/i, abbreviations: /\bGED\b/ },
];

/** "Boston, MA" or "Columbia, MD": a state code after a comma is a place, not a degree. */
function removeStateCodes(text: string): string {
  return text.replace(/,\s*[A-Z]{2}\b/g, ",");
}

export function readHeldEducation(qualifications: readonly string[]): HeldEducation | null {
  let best: number | null = null;
  for (const text of qualifications) {
    // "Paralegal Certificate" or "Certificate in …" is not a degree; "Bachelor of Science" is.
    const clean = removeStateCodes(text);
    const level = LEVELS.find(({ words, abbreviations }) => words.test(clean) || abbreviations.test(clean));
    if (level && (best === null || level.step > best)) best = level.step;
  }
  return best === null ? null : { step: best };
}
