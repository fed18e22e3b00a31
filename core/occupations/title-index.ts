/**
 * Inverted index over every O*NET title of every occupation (occupation title, reported titles,
 * alternate titles, short titles), used by `matchOccupations` and `searchOccupations`.
 *
 * Two views are indexed:
 * - title entries: one TF-IDF vector per title string (word unigrams + ordered bigrams + a
 *   head-noun feature, see `analyzeJobTitle`), for nearest-title (kNN) matching;
 * - occupation profiles: the unigram counts of all of an occupation's titles pooled together, which
 *   lets words that never co-occurred in one title ("java" + "engineer") still add up.
 * Plus a per-occupation prior (log of its share of U.S. employment) that breaks ties between
 * occupations that list the same title towards the common one.
 */
import type { Occupation, OccupationDataset } from "./dataset";
import { analyzeJobTitle } from "./normalize-job-title";
import { RANK_HEADS } from "./title-rules/level-words";
import { findStoredMatcherTables, computeMatcherTables } from "./matcher-tables";
import {
  bigramKey,
  computeArrays,
  FEATURE_BOOSTS,
  findStoredTitleIndexArrays,
  layoutEntries,
  type TitleIndexArrays,
} from "./title-index-arrays";

/** Stemmed head nouns that name a rank rather than a kind of work (`RANK_HEADS` of the title rules). */
export const RANK_HEAD_WORDS: ReadonlySet<string> = new Set(RANK_HEADS.words.map(({ word }) => word));

/**
 * The index `matchOccupations` and `searchOccupations` read: the stored or computed arrays
 * (`TitleIndexArrays`, fields documented there) plus the lookups built around them.
 */
export interface TitleIndex extends Omit<
  TitleIndexArrays,
  "version" | "weightsKey" | "bigramWords" | "bigramFeatures"
> {
  dataset: OccupationDataset;
  occupations: Occupation[];
  occupationByCode: Map<string, number>;
  /** Per title entry: occupation index. */
  entryOccupation: Int32Array;
  /** Per title entry: industries a coding index limits it to (`MatcherTables.entryIndustries`). */
  entryIndustries: Uint8Array;
  /** Per title entry: its word ids are `entryWords[entryWordOffsets[e] .. entryWordOffsets[e + 1])` (exact-match detection). */
  entryWordOffsets: Int32Array;
  entryWords: Int32Array;
  /** Word (stem) → word id; shared by title features and occupation profiles. */
  wordIds: Map<string, number>;
  /** Ordered word-id pair (`bigramKey`) → title feature id. */
  bigramFeature: Map<number, number>;
  /** Task-statement words (stems) → their feature ids in `taskPostings`. */
  taskWordIds: Map<string, number>;
  /** Lower-cased " word word" forms of occupation + alternate titles for autocomplete. */
  searchEntries: { text: string; occupation: number; isOccupationTitle: boolean }[];
}

/**
 * Title feature ids of an analysed title (unigrams, ordered bigrams, the head noun), each with its
 * query weight; features the index doesn't know get id -1 and the weight of the rarest feature (a
 * title full of unknown words must score low). Used for queries.
 */
export function lookupTitleFeatures(
  index: TitleIndex,
  tokens: string[],
  head: string | undefined,
): { ids: number[]; weights: number[] } {
  const ids: number[] = [];
  const weights: number[] = [];
  const unknownWeight = Math.log(1 + index.occupations.length);
  const wordIdsOfTokens = tokens.map((token) => index.wordIds.get(token) ?? -1);
  const push = (featureId: number, boost: number): void => {
    ids.push(featureId);
    weights.push(featureId < 0 ? unknownWeight * boost : (index.featureWeight[featureId] ?? 0));
  };
  for (const wordId of wordIdsOfTokens) push(wordId < 0 ? -1 : (index.unigramFeature[wordId] ?? -1), 1);
  for (let i = 0; i + 1 < wordIdsOfTokens.length; i++) {
    const first = wordIdsOfTokens[i] ?? -1;
    const second = wordIdsOfTokens[i + 1] ?? -1;
    push(
      first < 0 || second < 0 ? -1 : (index.bigramFeature.get(bigramKey(first, second)) ?? -1),
      FEATURE_BOOSTS.bigram,
    );
  }
  // A head noun no indexed title ends in ("data entry") is more likely a fragment than a role: leave
  // the head feature out rather than count it as unknown.
  if (head !== undefined) {
    const headWord = index.wordIds.get(head) ?? -1;
    const headId = headWord < 0 ? -1 : (index.headFeature[headWord] ?? -1);
    if (headWord < 0 || headId >= 0) {
      push(headId, FEATURE_BOOSTS.head);
      // A rank word ("VP of Marketing") says little about the occupation; the domain words decide.
      if (RANK_HEAD_WORDS.has(head))
        weights[weights.length - 1] = (weights[weights.length - 1] ?? 0) * FEATURE_BOOSTS.rankHead;
    }
  }
  return { ids, weights };
}

function toSearchText(title: string): string {
  return ` ${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()}`;
}

/** Autocomplete entries, built on first use (most processes never autocomplete). */
function buildSearchEntries(occupations: Occupation[]): TitleIndex["searchEntries"] {
  const entries: TitleIndex["searchEntries"] = [];
  occupations.forEach((occupation, position) => {
    entries.push({ text: toSearchText(occupation.title), occupation: position, isOccupationTitle: true });
    for (const title of occupation.alternateTitles)
      entries.push({ text: toSearchText(title), occupation: position, isOccupationTitle: false });
  });
  return entries;
}

/**
 * Builds the index. On the shipped dataset the title analysis (`MatcherTables`) and the postings
 * (`TitleIndexArrays`) come precomputed, so this only wraps them and fills the word lookup maps; any
 * other dataset (a test or evaluation copy) is analysed and laid out first.
 */
export function buildTitleIndex(dataset: OccupationDataset): TitleIndex {
  const occupations = dataset.occupations;
  const tables = findStoredMatcherTables(occupations) ?? computeMatcherTables(occupations);
  const entries = layoutEntries(tables, occupations.length);
  const stored = findStoredTitleIndexArrays(occupations);
  let arrays: TitleIndexArrays;
  let bigramFeature: Map<number, number>;
  if (stored) {
    arrays = stored;
    bigramFeature = new Map<number, number>();
    const { bigramWords, bigramFeatures } = stored;
    for (let slot = 0; slot < bigramFeatures.length; slot++)
      bigramFeature.set(
        bigramKey(bigramWords[2 * slot] ?? 0, bigramWords[2 * slot + 1] ?? 0),
        bigramFeatures[slot] ?? 0,
      );
  } else {
    ({ arrays, bigramFeature } = computeArrays(occupations, tables, entries));
  }
  const occupationByCode = new Map(occupations.map((occupation, index) => [occupation.code, index]));
  const wordIds = new Map<string, number>();
  tables.words.forEach((word, id) => wordIds.set(word, id));
  const taskWordIds = new Map<string, number>();
  tables.taskWords.forEach((word, id) => taskWordIds.set(word, id));
  let searchEntries: TitleIndex["searchEntries"] | undefined;
  return {
    dataset,
    occupations,
    occupationByCode,
    occupationLogPrior: arrays.occupationLogPrior,
    entryOccupation: entries.entryOccupation,
    entrySourceWeight: arrays.entrySourceWeight,
    entryIsPrimary: arrays.entryIsPrimary,
    entryIsOwn: arrays.entryIsOwn,
    entryIndustries: tables.entryIndustries,
    entryWordOffsets: entries.entryWordOffsets,
    entryWords: entries.entryWords,
    wordIds,
    unigramFeature: arrays.unigramFeature,
    headFeature: arrays.headFeature,
    bigramFeature,
    featureWeight: arrays.featureWeight,
    entryPostings: arrays.entryPostings,
    profilePostings: arrays.profilePostings,
    profileCounts: arrays.profileCounts,
    profileBackground: arrays.profileBackground,
    occupationTitleCount: arrays.occupationTitleCount,
    taskWordIds,
    taskPostings: arrays.taskPostings,
    get searchEntries() {
      searchEntries ??= buildSearchEntries(occupations);
      return searchEntries;
    },
  };
}

/** Looks an occupation up by O*NET-SOC code ("15-1252.00"); a 6-digit SOC code returns its ".00" occupation. */
export function findOccupation({ index, code }: { index: TitleIndex; code: string }): Occupation | null {
  const trimmed = code.trim();
  const position = index.occupationByCode.get(trimmed) ?? index.occupationByCode.get(`${trimmed}.00`);
  return position === undefined ? null : (index.occupations[position] ?? null);
}

/** True when title entry `id` has exactly the query's words in the query's order. */
export function isSameTitle(index: TitleIndex, id: number, queryWords: number[]): boolean {
  const start = index.entryWordOffsets[id] ?? 0;
  if ((index.entryWordOffsets[id + 1] ?? 0) - start !== queryWords.length) return false;
  for (let position = 0; position < queryWords.length; position++)
    if (index.entryWords[start + position] !== queryWords[position]) return false;
  return true;
}

/** True when some indexed title has exactly the words of `text` in its order (checked along its rarest word's postings). */
export function isIndexedTitle(index: TitleIndex, text: string): boolean {
  const ids: number[] = [];
  let rarest = -1;
  let rarestLength = Infinity;
  const { offsets, ids: postingIds } = index.entryPostings;
  for (const token of analyzeJobTitle(text).tokens) {
    const id = index.wordIds.get(token);
    if (id === undefined) return false;
    ids.push(id);
    const feature = index.unigramFeature[id] ?? -1;
    if (feature < 0) return false;
    const length = (offsets[feature + 1] ?? 0) - (offsets[feature] ?? 0);
    if (length < rarestLength) {
      rarest = feature;
      rarestLength = length;
    }
  }
  if (rarest < 0) return false;
  for (let slot = offsets[rarest] ?? 0; slot < (offsets[rarest + 1] ?? 0); slot++)
    if (isSameTitle(index, postingIds[slot] ?? 0, ids)) return true;
  return false;
}
