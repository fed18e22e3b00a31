/**
 * Job-title normalisation shared by the title index and queries: both sides go through the same
 * steps, so "Sr. Software Eng" and O*NET's "Software Engineer" meet on "software engineer".
 */
import { splitWords, stemWord } from "./stem-word";
import { ABBREVIATIONS } from "./title-rules/abbreviations";
import { NOISE_WORDS } from "./title-rules/noise-words";
import { STEM_EXCEPTIONS } from "./title-rules/role-nouns";

// Maps, not objects: words such as "constructor" must not resolve to Object.prototype members.
const ABBREVIATION_WORDS = new Map(ABBREVIATIONS.words.map(({ word, becomes }) => [word, becomes ?? word]));
const NOISE = new Set(NOISE_WORDS.words.map(({ word }) => word));

const stemCache = new Map<string, string>();

const TITLE_STEM_EXCEPTIONS = new Map(STEM_EXCEPTIONS.words.map(({ word, becomes }) => [word, becomes ?? word]));

function cachedStem(word: string): string {
  let stem = stemCache.get(word);
  if (stem === undefined) {
    stem = TITLE_STEM_EXCEPTIONS.get(word) ?? stemWord(word);
    stemCache.set(word, stem);
  }
  return stem;
}

/** Expands abbreviations and drops noise words; returns unstemmed lower-case words in title order. */
export function expandJobTitleWords(title: string): string[] {
  let prepared = title;
  if (/time/i.test(prepared)) prepared = prepared.replace(/\b(part|full)[\s-]+time\b/gi, "$1time");
  // Punctuation needs no replacing: `splitWords` only keeps letter/digit runs ("c++", "c#" aside).
  const words: string[] = [];
  for (const word of splitWords(prepared)) {
    const expansion = ABBREVIATION_WORDS.get(word);
    const parts = expansion === undefined ? [word] : expansion.split(" ");
    for (const part of parts) {
      if (!NOISE.has(part) && !/^\d+$/.test(part)) words.push(part);
    }
  }
  return words;
}

/**
 * Normalised, stemmed title tokens in title order with duplicates removed (a title and its
 * parenthesised abbreviation, "Registered Nurse (RN)", must not count the words twice).
 */
export function tokenizeJobTitle(title: string): string[] {
  const tokens: string[] = [];
  const seen = new Set<string>();
  for (const word of expandJobTitleWords(title)) {
    const stem = cachedStem(word);
    if (!seen.has(stem)) {
      seen.add(stem);
      tokens.push(stem);
    }
  }
  return tokens;
}

/** Where the head (role) part of a title ends: "Manager, Operations", "Director of Nursing", "Cook - Line". */
const HEAD_SEGMENT_END = /,|\(|\s[-–—]\s|\s(?:of|for|in|at|with|to)\s/i;

export interface AnalyzedJobTitle {
  /** As `tokenizeJobTitle`. */
  tokens: string[];
  /**
   * The head noun: the last word of the title's first segment ("cook" for "Cooks, Fast Food",
   * "director" for "Director of Nursing", "teacher" for "Elementary School Teacher"); usually the
   * word that names the role. Undefined only when there are no tokens.
   */
  head: string | undefined;
}

/** Tokens plus the head noun of a job title; both the index and queries use this. */
export function analyzeJobTitle(title: string): AnalyzedJobTitle {
  const hasOf = /\sof\s/i.test(title);
  // "Head of Sales" is a sales director, not a head (cook, custodian…).
  if (hasOf && /^\s*head\s+of\s/i.test(title))
    return analyzeJobTitle(`${title.replace(/^\s*head\s+of\s+/i, "")} director`);
  // "Director of Nursing" reads as "Nursing Director": same words in the order titles usually use,
  // so the word pairs line up with "Nursing Director" and "Sales and Marketing Vice President".
  const ofPhrase = hasOf ? /^([^,(]+?)\s+of\s+([^,(]+)$/i.exec(title) : null;
  const cut = HEAD_SEGMENT_END.exec(title);
  if (cut === null || cut.index === 0) {
    const tokens = tokenizeJobTitle(title);
    return { tokens, head: tokens[tokens.length - 1] };
  }
  const firstSegment = tokenizeJobTitle(title.slice(0, cut.index));
  const segmentHead = firstSegment[firstSegment.length - 1];
  if (ofPhrase) {
    const tokens = tokenizeJobTitle(`${ofPhrase[2] ?? ""} ${ofPhrase[1] ?? ""}`);
    return { tokens, head: segmentHead ?? tokens[tokens.length - 1] };
  }
  // The cut is at a word boundary, so the title's tokens are the first segment's followed by the
  // rest's (duplicates dropped); this saves tokenising the title twice.
  const tokens = [...firstSegment];
  for (const token of tokenizeJobTitle(title.slice(cut.index))) if (!tokens.includes(token)) tokens.push(token);
  return { tokens, head: segmentHead ?? tokens[tokens.length - 1] };
}

/** Canonical text form of a job title: "Sr. Software Eng." → "software engineer" (stems joined by spaces). */
export function normalizeJobTitle(title: string): string {
  return tokenizeJobTitle(title).join(" ");
}
