/**
 * The index the foreign-title stage searches (ADR 031): every form of every ESCO label in the seven
 * languages as an entry, found by its exact key (`titleKey`, binary search over the stored sorted
 * keys) or stem by stem (TF-IDF cosine over content stems, for titles that only come close to a
 * label). Built from the stored label entries (`label-entries.ts`): a process only derives the
 * postings, weights and norms, in typed arrays.
 */
import type { EscoTitleIndexData, TitleLanguage } from "./esco-titles";
import { TITLE_LANGUAGES } from "./esco-titles";

export interface ForeignTitleIndex {
  occupations: EscoTitleIndexData["occupations"];
  /** Every entry's exact key, ascending. */
  keys: readonly string[];
  /** Per entry: its occupation (position in `occupations`), language (position in TITLE_LANGUAGES) and kind (0 preferred). */
  entryOccupation: Uint16Array;
  entryLanguage: Uint8Array;
  entryKind: Uint8Array;
  /** Entry e's stem ids are `entryStems[entryStemOffsets[e] .. entryStemOffsets[e + 1])`. */
  entryStemOffsets: Int32Array;
  entryStems: Uint16Array;
  /** Per entry: the length of its stem vector (IDF weights), for cosine similarity. */
  entryNorm: Float32Array;
  /** Every content stem, ascending (a stem's id is its position). */
  stems: readonly string[];
  /** Stem ids in the order of their reversed text, and that text (`findStemsEndingWith`). */
  endingOrder: Uint16Array;
  endings: readonly string[];
  /** Stem s's entries are `postings[postingOffsets[s] .. postingOffsets[s + 1])`. */
  postingOffsets: Int32Array;
  postings: Int32Array;
  /** Per stem: IDF weight. */
  idf: Float64Array;
  /** The largest IDF weight: what a word no label uses weighs in a title. */
  maxIdf: number;
  /** Per stem: the languages whose labels use it (bit i: TITLE_LANGUAGES[i]). */
  stemLanguages: Uint8Array;
}

export const LANGUAGE_BIT: Readonly<Record<TitleLanguage, number>> = Object.fromEntries(
  TITLE_LANGUAGES.map((language, position) => [language, 1 << position]),
) as Record<TitleLanguage, number>;

/** The first position in an ascending list whose text is not below `text`. */
function lowerBound(sorted: readonly string[], text: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? "") < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The entries whose exact key is `key` (an empty list when none is). */
export function findEntriesByKey(index: ForeignTitleIndex, key: string): number[] {
  const found: number[] = [];
  for (let entry = lowerBound(index.keys, key); index.keys[entry] === key; entry++) found.push(entry);
  return found;
}

/** A stem's id, or -1 when no label uses it. */
export function findStemId(index: ForeignTitleIndex, stem: string): number {
  const position = lowerBound(index.stems, stem);
  return index.stems[position] === stem ? position : -1;
}

/** Up to `limit` stems longer than `prefix` that start with it ("ciezarow" → "ciezarowego"). */
export function findStemsStartingWith(index: ForeignTitleIndex, prefix: string, limit: number): number[] {
  const found: number[] = [];
  for (let at = lowerBound(index.stems, prefix); found.length < limit; at++) {
    const text = index.stems[at];
    if (text === undefined || !text.startsWith(prefix)) break;
    if (text.length > prefix.length) found.push(at);
  }
  return found;
}

/** Up to `limit` stems longer than `ending` that end with it ("busfahrer" → "omnibusfahrer", "linienbusfahrer"). */
export function findStemsEndingWith(index: ForeignTitleIndex, ending: string, limit: number): number[] {
  const reversed = [...ending].reverse().join("");
  const found: number[] = [];
  for (let at = lowerBound(index.endings, reversed); found.length < limit; at++) {
    const text = index.endings[at];
    if (text === undefined || !text.startsWith(reversed)) break;
    if (text.length > reversed.length) found.push(index.endingOrder[at] ?? 0);
  }
  return found;
}

export function buildForeignTitleIndex(data: EscoTitleIndexData): ForeignTitleIndex {
  const { entries } = data;
  const entryCount = entries.key.length;
  const stemCount = entries.stems.length;
  const entryStemOffsets = entries.stemOffsets;
  const entryStems = entries.stemIds;
  const entryLanguage = entries.language;
  const postingOffsets = new Int32Array(stemCount + 1);
  const stemLanguages = new Uint8Array(stemCount);
  for (let entry = 0; entry < entryCount; entry++)
    for (let at = entryStemOffsets[entry] ?? 0; at < (entryStemOffsets[entry + 1] ?? 0); at++) {
      const stem = entryStems[at] ?? 0;
      postingOffsets[stem + 1] = (postingOffsets[stem + 1] ?? 0) + 1;
      stemLanguages[stem] = (stemLanguages[stem] ?? 0) | (1 << (entryLanguage[entry] ?? 0));
    }
  for (let stem = 0; stem < stemCount; stem++)
    postingOffsets[stem + 1] = (postingOffsets[stem + 1] ?? 0) + (postingOffsets[stem] ?? 0);
  const postings = new Int32Array(postingOffsets[stemCount] ?? 0);
  const filled = postingOffsets.slice(0, stemCount);
  for (let entry = 0; entry < entryCount; entry++)
    for (let at = entryStemOffsets[entry] ?? 0; at < (entryStemOffsets[entry + 1] ?? 0); at++) {
      const stem = entryStems[at] ?? 0;
      postings[filled[stem] ?? 0] = entry;
      filled[stem] = (filled[stem] ?? 0) + 1;
    }
  const idf = new Float64Array(stemCount);
  for (let stem = 0; stem < stemCount; stem++)
    idf[stem] = Math.log(1 + entryCount / Math.max(1, (postingOffsets[stem + 1] ?? 0) - (postingOffsets[stem] ?? 0)));
  const maxIdf = idf.reduce((most, value) => Math.max(most, value), 0);
  const entryNorm = new Float32Array(entryCount);
  for (let entry = 0; entry < entryCount; entry++) {
    let norm = 0;
    for (let at = entryStemOffsets[entry] ?? 0; at < (entryStemOffsets[entry + 1] ?? 0); at++)
      norm += (idf[entryStems[at] ?? 0] ?? 0) ** 2;
    entryNorm[entry] = Math.sqrt(norm);
  }
  return {
    occupations: data.occupations,
    keys: entries.key,
    entryOccupation: entries.occupation,
    entryLanguage,
    entryKind: entries.kind,
    entryStemOffsets,
    entryStems,
    entryNorm,
    stems: entries.stems,
    endingOrder: entries.endingOrder,
    endings: Array.from(entries.endingOrder, (stem) => [...(entries.stems[stem] ?? "")].reverse().join("")),
    postingOffsets,
    postings,
    idf,
    maxIdf,
    stemLanguages,
  };
}
