/**
 * Occupation search over O*NET titles and alternate titles: the job browser, "None of these:
 * search" and the job-title autocomplete. A title is listed when it holds every typed word that
 * says what the work is; the words that only say how senior or how employed someone is ("senior",
 * "junior", "lead", "trainee", "freelance"; the title rules' noise and level words) and the small
 * words ("and", "of") are not required, so "senior software engineer" finds Software Engineer.
 *
 * A typed word meets a title word when both reduce to the same stem ("nurses", "nurse"), or the
 * typed word is an abbreviation of it ("dev" → developer). While someone types, a word may be cut
 * short ("soft dev"): titles that hold it only as the start of a longer word come after the whole
 * words, and only when the whole words find fewer than a page, so "nurse" never lists nurseries.
 *
 * Ranked by the fewest title words left unmatched (an exact title first), then the title matcher's
 * confidence where the caller gives it, then an occupation's own title before its alternates, the
 * optional words matched, employment and code. When the first answer is confident, answers from
 * other fields that the matcher gives almost no chance are left out: the list ends rather than
 * run into unrelated work.
 */
import { ABBREVIATIONS } from "./title-rules/abbreviations";
import { LEADING_LEVEL_WORDS } from "./title-rules/level-words";
import { NOISE_WORDS } from "./title-rules/noise-words";
import { stemWord } from "./stem-word";
import type { TitleIndex } from "./title-index";

export interface OccupationSuggestion {
  code: string;
  title: string;
}

/** Below this many whole-word answers, titles that hold a typed word only as a word start are added. */
const PREFIX_ANSWERS_BELOW = 10;

/** A first answer the title matcher gives at least this is confident: answers beside it keep to its field. */
export const CONFIDENT_FIRST_ANSWER = 0.3;

/** Beside a confident first answer, an answer from another field needs at least this confidence. */
export const OTHER_FIELD_MIN_CONFIDENCE = 0.05;

/**
 * Words a title need not hold: the noise words (seniority, employment, small words) and the level
 * words that lead titles, except those that name a job of their own ("associate", "apprentice",
 * "assistant", "chief", "head": Sales Associates, Chefs and Head Cooks).
 */
const NAMING_LEVEL_WORDS: ReadonlySet<string> = new Set([
  "associate",
  "assistant",
  "apprentice",
  "chief",
  "head",
  "executive",
  "general",
  "deputy",
  "master",
  "student",
]);
const OPTIONAL_WORDS: ReadonlySet<string> = new Set([
  ...NOISE_WORDS.words.map(({ word }) => word),
  ...LEADING_LEVEL_WORDS.words.map(({ word }) => word).filter((word) => !NAMING_LEVEL_WORDS.has(word)),
]);

/** One-word abbreviations and the word they stand for ("dev" → "developer", "sr" → "senior"). */
const ONE_WORD_ABBREVIATIONS: ReadonlyMap<string, string> = new Map(
  ABBREVIATIONS.words
    .filter(({ becomes }) => becomes !== undefined && !becomes.includes(" "))
    .map(({ word, becomes }) => [word, becomes ?? word]),
);

type SearchEntries = TitleIndex["searchEntries"];

/**
 * Every distinct word of the search entries, sorted, with its stem and the entries that hold it:
 * the words starting with a typed prefix are one contiguous run, found by binary search.
 */
type WordIndex = { words: string[]; stems: string[]; postings: Int32Array[] };

const wordIndexes = new WeakMap<SearchEntries, WordIndex>();

function buildWordIndex(entries: SearchEntries): WordIndex {
  const byWord = new Map<string, number[]>();
  entries.forEach((entry, position) => {
    for (const word of new Set(entry.text.split(" "))) {
      if (word === "") continue;
      let list = byWord.get(word);
      if (!list) byWord.set(word, (list = []));
      list.push(position);
    }
  });
  const words = [...byWord.keys()].sort();
  return {
    words,
    stems: words.map((word) => stemWord(word)),
    postings: words.map((word) => Int32Array.from(byWord.get(word)!)),
  };
}

function readWordIndex(entries: SearchEntries): WordIndex {
  let index = wordIndexes.get(entries);
  if (!index) {
    index = buildWordIndex(entries);
    wordIndexes.set(entries, index);
  }
  return index;
}

/** The run of words starting with `prefix`: [from, to). */
function findPrefixRun(words: string[], prefix: string): [number, number] {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < words.length && words[end]!.startsWith(prefix)) end++;
  return [low, end];
}

/** The typed words as search uses them (lower case, letters and digits, single spaces). */
export function normaliseSearchQuery(query: string): string {
  return query
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

type QueryWord = { text: string; stems: string[]; optional: boolean };

/** The typed words, each with the stems it meets; all are required when every one is optional ("senior"). */
function readQueryWords(query: string): QueryWord[] {
  const texts = [...new Set(normaliseSearchQuery(query).split(" "))].filter((word) => word !== "");
  const words = texts.map((text) => {
    const expanded = ONE_WORD_ABBREVIATIONS.get(text);
    const stems = [stemWord(text), ...(expanded ? [stemWord(expanded)] : [])];
    return {
      text,
      stems,
      optional: OPTIONAL_WORDS.has(text) || (expanded !== undefined && OPTIONAL_WORDS.has(expanded)),
    };
  });
  return words.every((word) => word.optional) ? words.map((word) => ({ ...word, optional: false })) : words;
}

function commonPrefix(a: string, b: string): string {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return a.slice(0, length);
}

/** Which typed words each entry holds: whole (by stem) or only as the start of a longer word. */
type EntryHits = Map<number, { whole: number; start: number }>;

function collectHits({ wordIndex, words }: { wordIndex: WordIndex; words: QueryWord[] }): EntryHits {
  const hits: EntryHits = new Map();
  words.forEach((word, bit) => {
    const flag = 1 << bit;
    const own = word.stems[0] ?? word.text;
    const prefixes = new Set([word.text, commonPrefix(own, word.text) || own]);
    const visited = new Set<number>();
    for (const prefix of prefixes) {
      const [from, to] = findPrefixRun(wordIndex.words, prefix);
      for (let w = from; w < to; w++) {
        if (visited.has(w)) continue;
        visited.add(w);
        const whole = word.stems.includes(wordIndex.stems[w]!);
        if (!whole && !wordIndex.words[w]!.startsWith(word.text)) continue;
        for (const position of wordIndex.postings[w]!) {
          const hit = hits.get(position) ?? { whole: 0, start: 0 };
          if (whole) hit.whole |= flag;
          else hit.start |= flag;
          hits.set(position, hit);
        }
      }
    }
  });
  // Abbreviations expanded to a stem that starts no run of the typed word ("sr" → senior).
  words.forEach((word, bit) => {
    for (const stem of word.stems.slice(1)) {
      const [from, to] = findPrefixRun(wordIndex.words, stem);
      for (let w = from; w < to; w++) {
        if (wordIndex.stems[w] !== stem) continue;
        for (const position of wordIndex.postings[w]!) {
          const hit = hits.get(position) ?? { whole: 0, start: 0 };
          hit.whole |= 1 << bit;
          hits.set(position, hit);
        }
      }
    }
  });
  return hits;
}

/** Title words no typed word meets (small words aside): 0 for a title that is exactly what was typed. */
function countUnmatchedWords({ text, words }: { text: string; words: QueryWord[] }): number {
  let unmatched = 0;
  for (const word of text.split(" ")) {
    if (word === "" || OPTIONAL_WORDS.has(word)) continue;
    const stem = stemWord(word);
    if (!words.some((query) => query.stems.includes(stem) || word.startsWith(query.text))) unmatched++;
  }
  return unmatched;
}

type Ranked = {
  occupation: number;
  prefixOnly: boolean;
  unmatched: number;
  confidence: number;
  alternate: boolean;
  optional: number;
  employment: number;
};

function compareRanked(a: Ranked, b: Ranked): number {
  return (
    Number(a.prefixOnly) - Number(b.prefixOnly) ||
    a.unmatched - b.unmatched ||
    b.confidence - a.confidence ||
    Number(a.alternate) - Number(b.alternate) ||
    b.optional - a.optional ||
    b.employment - a.employment ||
    a.occupation - b.occupation
  );
}

function countBits(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** Same field as the first answer: the same SOC major group, or related in O*NET either way. */
function isSameField({ index, first, other }: { index: TitleIndex; first: number; other: number }): boolean {
  const a = index.occupations[first];
  const b = index.occupations[other];
  if (!a || !b) return false;
  if (a.code.slice(0, 2) === b.code.slice(0, 2)) return true;
  return a.related.some((r) => r.code === b.code) || b.related.some((r) => r.code === a.code);
}

export function searchOccupations({
  index,
  query,
  limit = 10,
  confidences,
  isListed,
}: {
  index: TitleIndex;
  query: string;
  limit?: number;
  /** The title matcher's confidence for the query, by code (missing: no chance given). */
  confidences?: ReadonlyMap<string, number>;
  /** Occupations that may be listed (those with a page); all when not given. */
  isListed?: (code: string) => boolean;
}): OccupationSuggestion[] {
  const words = readQueryWords(query);
  if (words.length === 0 || limit <= 0) return [];
  const entries = index.searchEntries;
  const hits = collectHits({ wordIndex: readWordIndex(entries), words });
  let required = 0;
  words.forEach((word, bit) => {
    if (!word.optional) required |= 1 << bit;
  });
  const best = new Map<number, Ranked>();
  for (const [position, hit] of hits) {
    if (((hit.whole | hit.start) & required) !== required) continue;
    const entry = entries[position]!;
    const occupation = index.occupations[entry.occupation];
    if (!occupation || (isListed && !isListed(occupation.code))) continue;
    const ranked: Ranked = {
      occupation: entry.occupation,
      prefixOnly: (hit.whole & required) !== required,
      unmatched: countUnmatchedWords({ text: entry.text, words }),
      confidence: confidences?.get(occupation.code) ?? 0,
      alternate: !entry.isOccupationTitle,
      optional: countBits((hit.whole | hit.start) & ~required),
      employment: occupation.labourMarket?.employment ?? 0,
    };
    const current = best.get(entry.occupation);
    if (!current || compareRanked(ranked, current) < 0) best.set(entry.occupation, ranked);
  }
  let answers = [...best.values()];
  const whole = answers.filter((answer) => !answer.prefixOnly);
  if (whole.length >= PREFIX_ANSWERS_BELOW) answers = whole;
  answers.sort(compareRanked);
  const first = answers[0];
  if (first && confidences && first.confidence >= CONFIDENT_FIRST_ANSWER) {
    answers = answers.filter(
      (answer) =>
        answer.confidence >= OTHER_FIELD_MIN_CONFIDENCE ||
        isSameField({ index, first: first.occupation, other: answer.occupation }),
    );
  }
  return answers.slice(0, limit).map(({ occupation: position }) => {
    const occupation = index.occupations[position];
    return { code: occupation?.code ?? "", title: occupation?.title ?? "" };
  });
}
