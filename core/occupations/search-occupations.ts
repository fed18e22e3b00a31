/**
 * Autocomplete over occupation titles and O*NET alternate titles. Every typed word must be a
 * prefix of some word of the title ("soft dev" finds "Software Developer"), so partial typing works.
 */
import type { TitleIndex } from "./title-index";

export interface OccupationSuggestion {
  code: string;
  title: string;
}

type SearchEntries = TitleIndex["searchEntries"];

/**
 * Every distinct word of the search entries, sorted, with the entries that hold it: the words
 * starting with a typed prefix are one contiguous run, found by binary search.
 */
type WordIndex = { words: string[]; postings: Int32Array[]; seen: Uint32Array };

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
    postings: words.map((word) => Int32Array.from(byWord.get(word)!)),
    seen: new Uint32Array(entries.length),
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

let searchStamp = 0;

/** The typed words as search uses them (lower case, letters and digits, single spaces). */
export function normaliseSearchQuery(query: string): string {
  return query
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export function searchOccupations({
  index,
  query,
  limit = 10,
}: {
  index: TitleIndex;
  query: string;
  limit?: number;
}): OccupationSuggestion[] {
  const words = normaliseSearchQuery(query)
    .split(" ")
    .filter((word) => word.length > 0);
  if (words.length === 0 || limit <= 0) return [];
  const entries = index.searchEntries;
  const wordIndex = readWordIndex(entries);
  // Each typed word's entries are marked in turn, from the word with the fewest entries: an
  // entry still marked after the last word holds every word (as the scan of all titles found).
  const runs = words
    .map((word) => {
      const run = findPrefixRun(wordIndex.words, word);
      let count = 0;
      for (let i = run[0]; i < run[1]; i++) count += wordIndex.postings[i]!.length;
      return { run, count };
    })
    .sort((a, b) => a.count - b.count);
  if (runs[0]!.count === 0) return [];
  const seen = wordIndex.seen;
  if (searchStamp > 0xffff_ffff - runs.length - 2) {
    seen.fill(0);
    searchStamp = 0;
  }
  const base = searchStamp + 1;
  searchStamp += runs.length + 1;
  runs.forEach(({ run }, step) => {
    for (let w = run[0]; w < run[1]; w++) {
      for (const position of wordIndex.postings[w]!) {
        if (step === 0 || seen[position] === base + step - 1) seen[position] = base + step;
      }
    }
  });
  const matched = base + runs.length - 1;
  const first = ` ${words[0]}`;
  // Rank: occupation-title hits before alternate-title hits, then titles starting with the first word, then shorter titles.
  const best = new Map<number, number>();
  const [from, to] = runs[0]!.run;
  for (let w = from; w < to; w++) {
    for (const position of wordIndex.postings[w]!) {
      if (seen[position] !== matched) continue;
      seen[position] = matched + 1;
      const entry = entries[position]!;
      const rank = (entry.isOccupationTitle ? 0 : 1000) + (entry.text.startsWith(first) ? 0 : 500) + entry.text.length;
      const current = best.get(entry.occupation);
      if (current === undefined || rank < current) best.set(entry.occupation, rank);
    }
  }
  return [...best.entries()]
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([position]) => {
      const occupation = index.occupations[position];
      return { code: occupation?.code ?? "", title: occupation?.title ?? "" };
    });
}
