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
import { stemWord } from "./stem-word";
import { titleForms } from "./title-forms";

/**
 * How much a title source is trusted. O*NET's own occupation title, the plain titles inside it
 * (`occupationTitleParts`) and the incumbent-reported titles are the strongest evidence; short
 * titles are the abbreviated forms people actually type ("CSR", "Admin Assistant"); alternate
 * titles are a long tail that O*NET often lists under several occupations. Tuned on held-out splits.
 */
export const SOURCE_WEIGHT = {
  title: 1,
  titlePart: 0.95,
  reported: 1,
  alternate: 0.82,
  short: 1,
  index: 0.9,
} as const;
export type TitleSource = keyof typeof SOURCE_WEIGHT;

/** Relative weight of each feature kind inside a title vector (exported for tuning scripts; read-only elsewhere). */
export const FEATURE_BOOSTS = { head: 1.12, bigram: 0.61, rankHead: 0.3 };

/** Stemmed head nouns that name a rank rather than a kind of work ("president", "director", "manager"…). */
export const RANK_HEADS: ReadonlySet<string> = new Set([
  "president",
  "director",
  "manager",
  "chief",
  "head",
  "officer",
  "lead",
  "supervisor",
  "executiv",
]);

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
 * Key of an ordered word pair. Ids below 2^14 (the vocabulary has about 9,400 words) give keys below
 * 2^28, which V8 keeps as small integers (hashing heap numbers made the build markedly slower); larger
 * ids fall back to distinct keys from 2^28 up.
 */
export function bigramKey(first: number, second: number): number {
  return first < 16_384 && second < 16_384 ? first * 16_384 + second : 268_435_456 + first * 2_097_152 + second;
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
      if (RANK_HEADS.has(head))
        weights[weights.length - 1] = (weights[weights.length - 1] ?? 0) * FEATURE_BOOSTS.rankHead;
    }
  }
  return { ids, weights };
}

/**
 * Postings in compressed-sparse-row form: feature f's documents are ids[offsets[f] .. offsets[f+1]).
 * Flat typed arrays keep the index build to a few allocations (a Map of arrays per feature was
 * several times slower, mostly garbage collection).
 */
export interface Postings {
  idf: Float32Array;
  offsets: Int32Array;
  ids: Int32Array;
  weights: Float32Array;
}

/** Lays out postings (feature → documents) from a flat list of (document, feature) pairs. */
function layoutPostings({
  featureCount,
  documentCount,
  pairDocuments,
  pairFeatures,
  pairCount,
}: {
  featureCount: number;
  documentCount: number;
  pairDocuments: Int32Array;
  pairFeatures: Int32Array;
  pairCount: number;
}): Postings {
  const offsets = new Int32Array(featureCount + 1);
  for (let p = 0; p < pairCount; p++) {
    const next = (pairFeatures[p] ?? 0) + 1;
    offsets[next] = (offsets[next] ?? 0) + 1;
  }
  const idf = new Float32Array(featureCount);
  for (let f = 0; f < featureCount; f++) idf[f] = Math.log(1 + documentCount / Math.max(1, offsets[f + 1] ?? 1));
  for (let f = 0; f < featureCount; f++) offsets[f + 1] = (offsets[f + 1] ?? 0) + (offsets[f] ?? 0);
  const cursor = offsets.slice(0, featureCount);
  const total = offsets[featureCount] ?? 0;
  const ids = new Int32Array(total);
  for (let p = 0; p < pairCount; p++) {
    const feature = pairFeatures[p] ?? 0;
    const slot = cursor[feature] ?? 0;
    cursor[feature] = slot + 1;
    ids[slot] = pairDocuments[p] ?? 0;
  }
  return { idf, offsets, ids, weights: new Float32Array(total) };
}

/**
 * Plain job titles hidden in an O*NET occupation title, which is usually a plural list with
 * qualifiers: "Secretaries and Administrative Assistants, Except Legal, Medical, and Executive" →
 * "Secretaries", "Administrative Assistants"; "Cooks, Restaurant" → "Cooks", "Restaurant Cooks";
 * "Bus Drivers, School" → "Bus Drivers", "School Bus Drivers". Titles with "of" ("First-Line
 * Supervisors of …") are left alone: their "and" joins what is supervised, not roles. Parts must
 * end in a plural noun, so "Foreign Language and Literature Teachers" yields "Literature Teachers"
 * but not "Foreign Language".
 */
export function occupationTitleParts(title: string): string[] {
  const base = title
    .replace(/,?\s*\bExcept\b.*$/i, "")
    .replace(/,\s*All Other$/i, "")
    .trim();
  if (/\bof\b|--/i.test(base)) return [];
  const segments = base.split(", ");
  // Serial lists ("Meeting, Convention, and Event Planners") need real parsing; leave them alone.
  if (segments.length > 2) return [];
  const [first = "", qualifier] = segments;
  const parts: string[] = [];
  const words = first.split(/\s+and\s+/);
  if (words.length === 2) {
    const [left = "", right = ""] = words;
    const rightIsOneWord = !right.includes(" ");
    if (/s$/.test(left)) parts.push(left);
    // "Cardiovascular Technologists and Technicians": the modifiers apply to both nouns.
    if (rightIsOneWord && left.includes(" ") && /s$/.test(left))
      parts.push(`${left.slice(0, left.lastIndexOf(" "))} ${right}`);
    else parts.push(right);
  } else if (words.length === 1 && qualifier !== undefined && !qualifier.includes(",")) {
    parts.push(first, `${qualifier} ${first}`);
  } else if (words.length === 1 && base !== title) {
    parts.push(base);
  }
  return parts.filter((part) => part !== title && /s$/.test(part));
}

/**
 * Share of its BLS code's employment an O*NET occupation is credited with: O*NET specialisations
 * (".01", ".02"…) are narrower slices of the SOC occupation, so the ".00" occupation counts as
 * this many specialisations.
 */
const BASE_OCCUPATION_SHARE = 4;

/** Employment per O*NET occupation: its BLS code's employment split over the occupations sharing that code. */
function computeLogPriors(occupations: readonly Occupation[]): Float32Array {
  const shareOf = (occupation: Occupation): number => (occupation.code.endsWith(".00") ? BASE_OCCUPATION_SHARE : 1);
  const sharing = new Map<string, number>();
  for (const occupation of occupations) {
    const blsCode = occupation.labourMarket?.blsCode;
    if (blsCode !== undefined && occupation.labourMarket?.employment != null)
      sharing.set(blsCode, (sharing.get(blsCode) ?? 0) + shareOf(occupation));
  }
  // OEWS counts wage-and-salary jobs only, so it misses the self-employed (6,500 "farmers, ranchers"
  // against 265,500 farmworkers). BLS projections' annual openings cover everyone; the typical
  // openings-to-employment ratio turns them into a second employment estimate, and the larger wins.
  const ratios = occupations
    .flatMap((occupation) => {
      const market = occupation.labourMarket;
      return market?.employment && market.annualOpenings ? [market.annualOpenings / market.employment] : [];
    })
    .sort((a, b) => a - b);
  const openingsRatio = ratios[ratios.length >> 1] ?? 0.1;
  const employment = occupations.map((occupation) => {
    const market = occupation.labourMarket;
    if (!market || market.employment == null || market.employment <= 0) return 0;
    const total = Math.max(market.employment, (market.annualOpenings ?? 0) / openingsRatio);
    return (total * shareOf(occupation)) / (sharing.get(market.blsCode) ?? 1);
  });
  const known = employment.filter((value) => value > 0).sort((a, b) => a - b);
  // Occupations BLS publishes nothing for are mostly small or military: use the 10th percentile.
  const fallback = known[Math.floor(known.length * 0.1)] ?? 1000;
  const max = known[known.length - 1] ?? 1;
  return Float32Array.from(employment, (value) => Math.log((value > 0 ? value : fallback) / max));
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
 * Version of `MatcherTables`: bump it whenever what they hold changes (the title normaliser, the
 * title sources, the task-term aggregation), so a dataset built with older tables is indexed from
 * scratch instead of with stale ones (a test also compares stored and fresh tables).
 */
export const MATCHER_TABLES_VERSION = 4;

/** Title sources in the bit order of `MatcherTables.entrySources`. */
const SOURCE_ORDER: readonly TitleSource[] = ["title", "titlePart", "reported", "alternate", "short", "index"];
const INDEX_SOURCE_BIT = 5;
const OWN_SOURCES = 0b00011;
const PRIMARY_SOURCES = 0b00111;

/**
 * The slow, text-processing half of the index: every title analysed into word ids, and the task
 * terms aggregated per occupation. Pure function of the occupations; the data build stores them in
 * the dataset (`packOccupationDataset`, `encodeBinaryOccupationDataset`), so a process starting on
 * the shipped dataset skips the text processing; the binary form also stores the postings
 * (`TitleIndexArrays`), so `buildTitleIndex` only wraps them.
 */
export interface MatcherTables {
  version: number;
  /** Title vocabulary: word (stem) of each word id. */
  words: string[];
  /** Per occupation: number of title entries; entries are grouped by occupation, in occupation order. */
  entryCounts: Uint16Array;
  /** Per title entry: bit set of the sources listing it (bit i = `SOURCE_ORDER[i]`). */
  entrySources: Uint8Array;
  /** Per title entry: number of words; its word ids follow each other in `entryWords`. */
  entryLength: Uint8Array;
  entryWords: Uint16Array;
  /** Per title entry: word id of its head noun + 1 (0 = none). */
  entryHead: Uint16Array;
  /**
   * Per title entry: the form industries a coding index limits it to (bit set over `INDUSTRIES`),
   * 0 when it is unrestricted or also an O*NET title of the occupation.
   */
  entryIndustries: Uint8Array;
  /** Task vocabulary (stems of task-statement terms). */
  taskWords: string[];
  /** Per occupation: number of task terms; terms are grouped by occupation, in occupation order. */
  taskCounts: Uint16Array;
  /** Task word id of each term, and its weight in thousandths: 1 − Π(1 − weight) over the occupation's tasks. */
  taskTermIds: Uint16Array;
  taskTermWeights: Uint16Array;
}

/** Tables stored with a dataset, keyed by its occupations array (a changed copy is indexed from scratch). */
const storedTables = new WeakMap<readonly Occupation[], MatcherTables>();

/** Registers tables that came with a dataset (see `MatcherTables`); ignored when their version is not the current one. */
export function attachMatcherTables(occupations: readonly Occupation[], tables: MatcherTables | undefined): void {
  if (tables?.version === MATCHER_TABLES_VERSION && tables.entryCounts.length === occupations.length)
    storedTables.set(occupations, tables);
}

/** The tables a dataset was stored with, if any. */
export function findStoredMatcherTables(occupations: readonly Occupation[]): MatcherTables | undefined {
  return storedTables.get(occupations);
}

/** Analyses every title of every occupation and aggregates task terms (the slow half of `buildTitleIndex`). */
export function computeMatcherTables(occupations: readonly Occupation[]): MatcherTables {
  const words: string[] = [];
  const wordIds = new Map<string, number>();
  const wordIdOf = (token: string): number => {
    let id = wordIds.get(token);
    if (id === undefined) {
      id = words.length;
      wordIds.set(token, id);
      words.push(token);
    }
    return id;
  };
  const entryCounts: number[] = [];
  const entrySources: number[] = [];
  const entryHead: number[] = [];
  const entryLength: number[] = [];
  const entryWords: number[] = [];
  const entryIndustries: number[] = [];
  for (const occupation of occupations) {
    const seenKeys = new Map<string, number>();
    const first = entrySources.length;
    const addEntry = (title: string, source: number, industries = 0): void => {
      const { tokens, head } = analyzeJobTitle(title);
      if (tokens.length === 0) return;
      // A title listed under several sources ("Sales and Marketing VP" as alternate and short
      // title) is indexed once, with all its sources; a restriction holds only while every source
      // listing it is a restricted index row.
      const key = tokens.length === 1 ? (tokens[0] ?? "") : tokens.join(" ");
      const seen = seenKeys.get(key);
      if (seen !== undefined) {
        entrySources[seen] = (entrySources[seen] ?? 0) | (1 << source);
        const before = entryIndustries[seen] ?? 0;
        entryIndustries[seen] = before === 0 || industries === 0 ? 0 : before | industries;
        return;
      }
      seenKeys.set(key, entrySources.length);
      entrySources.push(1 << source);
      entryIndustries.push(industries);
      const kept = tokens.slice(0, 255);
      entryLength.push(kept.length);
      for (const token of kept) entryWords.push(wordIdOf(token));
      entryHead.push(head === undefined ? 0 : wordIdOf(head) + 1);
    };
    addEntry(occupation.title, 0);
    for (const part of occupationTitleParts(occupation.title)) addEntry(part, 1);
    for (const title of occupation.reportedTitles) for (const form of titleForms(title)) addEntry(form, 2);
    for (const title of occupation.alternateTitles) for (const form of titleForms(title)) addEntry(form, 3);
    for (const title of occupation.shortTitles) for (const form of titleForms(title)) addEntry(form, 4);
    for (const { title, industries } of occupation.indexTitles)
      for (const form of titleForms(title)) addEntry(form, INDEX_SOURCE_BIT, industries);
    entryCounts.push(entrySources.length - first);
  }

  const taskWords: string[] = [];
  const taskWordIds = new Map<string, number>();
  const taskCounts: number[] = [];
  const taskTermIds: number[] = [];
  const taskTermWeights: number[] = [];
  const missing = new Map<number, number>();
  for (const occupation of occupations) {
    for (const task of occupation.tasks) {
      for (const [term, weight] of Object.entries(task.terms)) {
        let id = taskWordIds.get(term);
        if (id === undefined) {
          id = taskWords.length;
          taskWordIds.set(term, id);
          taskWords.push(term);
        }
        missing.set(id, (missing.get(id) ?? 1) * (1 - Math.min(0.95, weight)));
      }
    }
    for (const [id, left] of [...missing.entries()].sort((a, b) => a[0] - b[0])) {
      taskTermIds.push(id);
      taskTermWeights.push(Math.round((1 - left) * 1000));
    }
    taskCounts.push(missing.size);
    missing.clear();
  }
  if (words.length >= 65_535 || taskWords.length > 65_535)
    throw new Error("computeMatcherTables: vocabulary too large for 16-bit word ids");
  return {
    version: MATCHER_TABLES_VERSION,
    words,
    entryCounts: Uint16Array.from(entryCounts),
    entrySources: Uint8Array.from(entrySources),
    entryLength: Uint8Array.from(entryLength),
    entryWords: Uint16Array.from(entryWords),
    entryHead: Uint16Array.from(entryHead),
    entryIndustries: Uint8Array.from(entryIndustries),
    taskWords,
    taskCounts: Uint16Array.from(taskCounts),
    taskTermIds: Uint16Array.from(taskTermIds),
    taskTermWeights: Uint16Array.from(taskTermWeights),
  };
}

/**
 * Version of `TitleIndexArrays`: bump it whenever what `computeTitleIndexArrays` produces changes
 * (feature numbering, weighting, priors, postings layout), so stored arrays from an older build are
 * recomputed instead of used (a test also compares stored and freshly computed arrays).
 */
export const TITLE_INDEX_ARRAYS_VERSION = 2;

/**
 * The tunable constants the index arrays depend on. Stored arrays computed with other values (a
 * tuning run that changed `FEATURE_BOOSTS`) are recomputed rather than used.
 */
export function titleIndexWeightsKey(): string {
  return JSON.stringify({ source: SOURCE_WEIGHT, head: FEATURE_BOOSTS.head, bigram: FEATURE_BOOSTS.bigram });
}

/**
 * The numeric half of the index: everything `buildTitleIndex` computes from `MatcherTables` that is
 * not a direct view of them. Pure function of the occupations and the weighting constants; the data
 * build stores it with the dataset, so a process starting on the shipped dataset only wraps arrays.
 */
export interface TitleIndexArrays {
  version: number;
  /** `titleIndexWeightsKey()` at the time the arrays were computed. */
  weightsKey: string;
  /**
   * Per occupation: log prior from BLS employment (the SOC code's employment split evenly over the
   * O*NET occupations that share it), shifted so the largest is 0; occupations without figures get
   * a low default.
   */
  occupationLogPrior: Float32Array;
  /** Per title entry: source weight (`SOURCE_WEIGHT`). */
  entrySourceWeight: Float32Array;
  /** Per title entry: 1 when it is the occupation's own title or an incumbent-reported title. */
  entryIsPrimary: Uint8Array;
  /**
   * Per title entry: 1 when it is the occupation's own O*NET title or a plain title inside it
   * (`occupationTitleParts`), except for residual "…, All Other" occupations.
   */
  entryIsOwn: Uint8Array;
  /** Per word id: title feature id of the word as a unigram / as the head noun (-1 = none). */
  unigramFeature: Int32Array;
  headFeature: Int32Array;
  /** Bigram features in feature-id order: their word pairs (first, second word id, flattened) and feature ids. */
  bigramWords: Int32Array;
  bigramFeatures: Int32Array;
  /** Per title feature: its weight in a query vector before normalisation (IDF × kind boost). */
  featureWeight: Float32Array;
  /** Title-entry postings; weights are already divided by the entry's vector norm. */
  entryPostings: Postings;
  /** Pooled occupation-profile postings (documents = occupations, features = word ids); weights in 0.6–1. */
  profilePostings: Postings;
  /** Per profile posting slot: how many of the occupation's titles contain the word. */
  profileCounts: Float32Array;
  /** Per profile feature (word): share of all title entries containing it (background probability). */
  profileBackground: Float32Array;
  /** Per occupation: number of indexed (distinct) titles. */
  occupationTitleCount: Float32Array;
  /**
   * Task-statement evidence: per task word, per occupation, 1 − Π(1 − weight) over its O*NET tasks
   * (noisy-or of the derived task term weights), so a word that several tasks lean on counts more.
   * `idf` is over occupations. Weak evidence for modifier words that no title of the occupation
   * uses ("straw", "cattle").
   */
  taskPostings: Postings;
}

/** Index arrays stored with a dataset, keyed by its occupations array (a changed copy is indexed from scratch). */
const storedIndexArrays = new WeakMap<readonly Occupation[], TitleIndexArrays>();

/** Registers index arrays that came with a dataset (see `TitleIndexArrays`). */
export function attachTitleIndexArrays(occupations: readonly Occupation[], arrays: TitleIndexArrays): void {
  storedIndexArrays.set(occupations, arrays);
}

/**
 * The index arrays a dataset was stored with, if any and if they still fit: same version, same
 * weighting constants, sizes matching the matcher tables.
 */
export function findStoredTitleIndexArrays(occupations: readonly Occupation[]): TitleIndexArrays | undefined {
  const arrays = storedIndexArrays.get(occupations);
  const tables = storedTables.get(occupations);
  if (!arrays || !tables) return undefined;
  const fits =
    arrays.version === TITLE_INDEX_ARRAYS_VERSION &&
    arrays.weightsKey === titleIndexWeightsKey() &&
    arrays.occupationLogPrior.length === occupations.length &&
    arrays.entrySourceWeight.length === tables.entrySources.length &&
    arrays.unigramFeature.length === tables.words.length &&
    arrays.taskPostings.idf.length === tables.taskWords.length;
  return fits ? arrays : undefined;
}

/** Per title entry: its occupation, and its word ids (Int32) with their offsets; direct expansions of the tables. */
interface EntryLayout {
  entryOccupation: Int32Array;
  entryWordOffsets: Int32Array;
  entryWords: Int32Array;
}

function layoutEntries(tables: MatcherTables, occupationCount: number): EntryLayout {
  const entryCount = tables.entrySources.length;
  const entryOccupation = new Int32Array(entryCount);
  for (let occupation = 0, entry = 0; occupation < occupationCount; occupation++) {
    const end = entry + (tables.entryCounts[occupation] ?? 0);
    entryOccupation.fill(occupation, entry, end);
    entry = end;
  }
  const entryWordOffsets = new Int32Array(entryCount + 1);
  for (let entry = 0; entry < entryCount; entry++)
    entryWordOffsets[entry + 1] = (entryWordOffsets[entry] ?? 0) + (tables.entryLength[entry] ?? 0);
  return { entryOccupation, entryWordOffsets, entryWords: new Int32Array(tables.entryWords) };
}

/** Computes the index arrays (see `TitleIndexArrays`) from the occupations and their matcher tables. */
export function computeTitleIndexArrays(
  occupations: readonly Occupation[],
  tables: MatcherTables = computeMatcherTables(occupations),
): TitleIndexArrays {
  return computeArrays(occupations, tables, layoutEntries(tables, occupations.length)).arrays;
}

function computeArrays(
  occupations: readonly Occupation[],
  tables: MatcherTables,
  { entryOccupation, entryWordOffsets, entryWords }: EntryLayout,
): { arrays: TitleIndexArrays; bigramFeature: Map<number, number> } {
  const entryCount = tables.entrySources.length;
  // "Managers" is not the own title of "Managers, All Other": a residual catch-all owns no title.
  const residual = Uint8Array.from(occupations, (occupation) => (/,\s*All Other$/i.test(occupation.title) ? 1 : 0));
  const entrySourceWeight = new Float32Array(entryCount);
  const entryIsPrimary = new Uint8Array(entryCount);
  const entryIsOwn = new Uint8Array(entryCount);
  for (let entry = 0; entry < entryCount; entry++) {
    const sources = tables.entrySources[entry] ?? 0;
    let weight = 0;
    for (let bit = 0; bit < SOURCE_ORDER.length; bit++)
      if ((sources & (1 << bit)) !== 0) weight = Math.max(weight, SOURCE_WEIGHT[SOURCE_ORDER[bit] ?? "alternate"]);
    entrySourceWeight[entry] = weight;
    entryIsPrimary[entry] = (sources & PRIMARY_SOURCES) !== 0 ? 1 : 0;
    entryIsOwn[entry] = (sources & OWN_SOURCES) !== 0 && residual[entryOccupation[entry] ?? 0] === 0 ? 1 : 0;
  }
  // Features are numbered as they appear: a word's unigram and head features live in per-word
  // arrays and bigrams in a numeric-key map, so no feature strings are built.
  const wordCount = tables.words.length;
  const unigramFeature = new Int32Array(wordCount).fill(-1);
  const headFeature = new Int32Array(wordCount).fill(-1);
  const bigramFeature = new Map<number, number>();
  const bigramWords: number[] = [];
  const featureKinds: number[] = [];
  const pairCapacity = 2 * entryWords.length + entryCount;
  const pairDocuments = new Int32Array(pairCapacity);
  const pairFeatures = new Int32Array(pairCapacity);
  let pairCount = 0;
  const profileDocuments = new Int32Array(entryWords.length);
  const profileFeatures = new Int32Array(entryWords.length);
  const profileCountList = new Int32Array(entryWords.length);
  let profilePairCount = 0;
  const addPair = (entry: number, feature: number): void => {
    pairDocuments[pairCount] = entry;
    pairFeatures[pairCount++] = feature;
  };
  /** The feature id stored at `table[index]`, allocating a new feature of `kind` the first time. */
  const featureIn = (table: Int32Array, index: number, kind: number): number => {
    let feature = table[index] ?? -1;
    if (feature < 0) {
      feature = featureKinds.push(kind) - 1;
      table[index] = feature;
    }
    return feature;
  };
  // Per word id: how many of the current occupation's titles use it (reset per occupation).
  const profileCounts = new Int32Array(wordCount);
  const profileWords: number[] = [];
  const flushProfile = (occupation: number): void => {
    for (const word of profileWords) {
      profileDocuments[profilePairCount] = occupation;
      profileFeatures[profilePairCount] = word;
      profileCountList[profilePairCount] = profileCounts[word] ?? 0;
      profilePairCount++;
      profileCounts[word] = 0;
    }
    profileWords.length = 0;
  };
  let currentOccupation = -1;
  for (let entry = 0; entry < entryCount; entry++) {
    const occupation = entryOccupation[entry] ?? 0;
    if (occupation !== currentOccupation) {
      if (currentOccupation >= 0) flushProfile(currentOccupation);
      currentOccupation = occupation;
    }
    let previous = -1;
    for (let slot = entryWordOffsets[entry] ?? 0; slot < (entryWordOffsets[entry + 1] ?? 0); slot++) {
      const word = entryWords[slot] ?? 0;
      addPair(entry, featureIn(unigramFeature, word, 0));
      if (previous >= 0) {
        const pair = bigramKey(previous, word);
        let bigram = bigramFeature.get(pair);
        if (bigram === undefined) {
          bigram = featureKinds.push(1) - 1;
          bigramFeature.set(pair, bigram);
          bigramWords.push(previous, word);
        }
        addPair(entry, bigram);
      }
      previous = word;
      if (profileCounts[word] === 0) profileWords.push(word);
      profileCounts[word] = (profileCounts[word] ?? 0) + 1;
    }
    const head = (tables.entryHead[entry] ?? 0) - 1;
    if (head >= 0) {
      addPair(entry, featureIn(headFeature, head, 2));
    }
  }
  if (currentOccupation >= 0) flushProfile(currentOccupation);

  // Title entries: TF-IDF (binary tf) with per-kind boosts, L2-normalised per entry.
  const featureCount = featureKinds.length;
  const entryPostings = layoutPostings({
    featureCount,
    documentCount: entryCount,
    pairDocuments,
    pairFeatures,
    pairCount,
  });
  const kindBoost = [1, FEATURE_BOOSTS.bigram, FEATURE_BOOSTS.head];
  const featureWeight = new Float32Array(featureCount);
  // IDF over occupations, not title rows: a word 40 titles of one occupation use is still specific.
  const occupationCount = occupations.length;
  for (let f = 0; f < featureCount; f++) {
    let spread = 0;
    let last = -1;
    for (let slot = entryPostings.offsets[f] ?? 0; slot < (entryPostings.offsets[f + 1] ?? 0); slot++) {
      const occupation = entryOccupation[entryPostings.ids[slot] ?? 0] ?? 0;
      if (occupation !== last) {
        spread++;
        last = occupation;
      }
    }
    featureWeight[f] = Math.log(1 + occupationCount / Math.max(1, spread)) * (kindBoost[featureKinds[f] ?? 0] ?? 1);
  }
  const squaredNorms = new Float64Array(entryCount);
  for (let p = 0; p < pairCount; p++) {
    const weight = featureWeight[pairFeatures[p] ?? 0] ?? 0;
    const entry = pairDocuments[p] ?? 0;
    squaredNorms[entry] = (squaredNorms[entry] ?? 0) + weight * weight;
  }
  for (let f = 0; f < featureCount; f++) {
    const weight = featureWeight[f] ?? 0;
    for (let slot = entryPostings.offsets[f] ?? 0; slot < (entryPostings.offsets[f + 1] ?? 0); slot++) {
      entryPostings.weights[slot] = weight / (Math.sqrt(squaredNorms[entryPostings.ids[slot] ?? 0] ?? 1) || 1);
    }
  }

  // Occupation profiles are scored by query coverage (share of the query's IDF mass found among the
  // occupation's title words), not cosine, which would punish occupations with many titles. The
  // weight grows sub-linearly with how many of the occupation's titles use the word.
  const profilePostings = layoutPostings({
    featureCount: wordCount,
    documentCount: occupations.length,
    pairDocuments: profileDocuments,
    pairFeatures: profileFeatures,
    pairCount: profilePairCount,
  });
  const profileCursor = profilePostings.offsets.slice(0, wordCount);
  const profileSlotCounts = new Float32Array(profilePostings.ids.length);
  const profileBackground = new Float32Array(wordCount);
  for (let p = 0; p < profilePairCount; p++) {
    const feature = profileFeatures[p] ?? 0;
    const slot = profileCursor[feature] ?? 0;
    profileCursor[feature] = slot + 1;
    const count = profileCountList[p] ?? 1;
    profileSlotCounts[slot] = count;
    profileBackground[feature] = (profileBackground[feature] ?? 0) + count / Math.max(1, entryCount);
    profilePostings.weights[slot] = 0.6 + 0.4 * Math.min(1, Math.log(1 + count) / Math.log(12));
  }
  const occupationTitleCount = new Float32Array(occupations.length);
  for (const occupation of entryOccupation)
    occupationTitleCount[occupation] = (occupationTitleCount[occupation] ?? 0) + 1;

  const bigramFeatures = Int32Array.from(bigramFeature.values());
  return {
    arrays: {
      version: TITLE_INDEX_ARRAYS_VERSION,
      weightsKey: titleIndexWeightsKey(),
      occupationLogPrior: computeLogPriors(occupations),
      entrySourceWeight,
      entryIsPrimary,
      entryIsOwn,
      unigramFeature,
      headFeature,
      bigramWords: Int32Array.from(bigramWords),
      bigramFeatures,
      featureWeight,
      entryPostings,
      profilePostings,
      profileCounts: profileSlotCounts,
      profileBackground,
      occupationTitleCount,
      taskPostings: layoutTaskPostings(tables, occupations.length),
    },
    bigramFeature,
  };
}

/**
 * Builds the index. On the shipped dataset the title analysis (`MatcherTables`) and the postings
 * (`TitleIndexArrays`) come precomputed, so this only wraps them and fills the word lookup maps; any
 * other dataset (a test or evaluation copy) is analysed and laid out first.
 */
export function buildTitleIndex(dataset: OccupationDataset): TitleIndex {
  const occupations = dataset.occupations;
  const tables = storedTables.get(occupations) ?? computeMatcherTables(occupations);
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

/** Task-term postings (see `TitleIndex.taskPostings`) from the per-occupation task tables. */
function layoutTaskPostings(tables: MatcherTables, occupationCount: number): Postings {
  const pairCount = tables.taskTermIds.length;
  const pairDocuments = new Int32Array(pairCount);
  const pairFeatures = Int32Array.from(tables.taskTermIds);
  for (let occupation = 0, slot = 0; occupation < occupationCount; occupation++) {
    const end = slot + (tables.taskCounts[occupation] ?? 0);
    pairDocuments.fill(occupation, slot, end);
    slot = end;
  }
  const taskPostings = layoutPostings({
    featureCount: tables.taskWords.length,
    documentCount: occupationCount,
    pairDocuments,
    pairFeatures,
    pairCount,
  });
  const cursor = taskPostings.offsets.slice(0, tables.taskWords.length);
  for (let p = 0; p < pairCount; p++) {
    const feature = pairFeatures[p] ?? 0;
    const slot = cursor[feature] ?? 0;
    cursor[feature] = slot + 1;
    taskPostings.weights[slot] = (tables.taskTermWeights[p] ?? 0) / 1000;
  }
  return taskPostings;
}

/** Character trigrams of a word padded with spaces ("nurs" → " nu", "nur", "urs", "rs "). */
function trigramsOf(word: string): string[] {
  const padded = ` ${word} `;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  return grams;
}

/** Optimal-string-alignment edit distance (adjacent transpositions count 1), stopping early above `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

const trigramIndexes = new WeakMap<TitleIndex, { words: string[]; postings: Map<string, number[]> }>();

/**
 * The indexed word a misspelt query word most likely meant ("acountant" → "accountant",
 * "sofware" → "softwar"): the most frequent indexed word within edit distance 1 (2 for words of 8+
 * letters, at most `maxDistance`) among words sharing a character trigram; null when none is close.
 * The trigram index is built on first use, so index builds don't pay for it.
 */
export function correctSpelling(
  index: TitleIndex,
  word: string,
  { maxDistance = 2 }: { maxDistance?: number } = {},
): string | null {
  if (word.length < 4 || /\d/.test(word)) return null;
  let trigrams = trigramIndexes.get(index);
  if (!trigrams) {
    const words = [...index.wordIds.keys()];
    const postings = new Map<string, number[]>();
    words.forEach((candidate, id) => {
      if (candidate.length < 3) return;
      for (const gram of new Set(trigramsOf(candidate))) {
        const list = postings.get(gram);
        if (list) list.push(id);
        else postings.set(gram, [id]);
      }
    });
    trigrams = { words, postings };
    trigramIndexes.set(index, trigrams);
  }
  const limit = Math.min(maxDistance, word.length >= 8 ? 2 : 1);
  const shared = new Map<number, number>();
  const grams = new Set(trigramsOf(word));
  for (const gram of grams)
    for (const id of trigrams.postings.get(gram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
  // q-gram lemma: an insertion, deletion or substitution destroys at most 3 trigrams and a swap of
  // adjacent letters ("operaotr") 4, so a word within `limit` edits shares at least
  // (trigrams − 4·limit) of them; the rest need no edit-distance check.
  const minShared = Math.max(2, grams.size - 4 * limit);
  let best: string | null = null;
  let bestDistance = limit + 1;
  let bestSlip = 3;
  let bestFrequency = -1;
  for (const [id, count] of shared) {
    if (count < minShared) continue;
    const candidate = trigrams.words[id] ?? "";
    const distance = editDistance(word, candidate, limit);
    if (distance > limit) continue;
    const slip = distance === 1 ? slipRank(word, candidate) : 2;
    const frequency = index.profileBackground[index.wordIds.get(candidate) ?? 0] ?? 0;
    if (
      distance < bestDistance ||
      (distance === bestDistance && (slip < bestSlip || (slip === bestSlip && frequency > bestFrequency)))
    ) {
      best = candidate;
      bestDistance = distance;
      bestSlip = slip;
      bestFrequency = frequency;
    }
  }
  return best;
}

/**
 * How a one-edit typo came about, likeliest first: a letter doubled or not doubled ("payrol" →
 * "payroll", not "patrol"), 0; two neighbouring letters swapped ("laywer" → "lawyer", not
 * "layer"), 1; any other edit, 2.
 */
function slipRank(typed: string, word: string): number {
  const [longer, shorter] = typed.length > word.length ? [typed, word] : [word, typed];
  if (longer.length === shorter.length + 1) {
    for (let at = 0; at < longer.length; at++)
      if (longer.slice(0, at) + longer.slice(at + 1) === shorter)
        return longer[at] === longer[at - 1] || longer[at] === longer[at + 1] ? 0 : 2;
    return 2;
  }
  if (typed.length !== word.length) return 2;
  const differ: number[] = [];
  for (let at = 0; at < typed.length && differ.length <= 2; at++) if (typed[at] !== word[at]) differ.push(at);
  const [first, second] = differ;
  return differ.length === 2 &&
    first !== undefined &&
    second === first + 1 &&
    typed[first] === word[second] &&
    typed[second] === word[first]
    ? 1
    : 2;
}

const sortedVocabularies = new WeakMap<TitleIndex, string[]>();

/**
 * Last resort for an unknown word no edit is close to: the most frequent indexed word sharing its
 * longest prefix of at least 5 letters and 60% of the word ("cytotechnician" → "cytotechnologist",
 * "concessionist" → "concession"); null when none does. Deterministic; the sorted vocabulary is
 * built on first use.
 */
export function completeWordByPrefix(index: TitleIndex, word: string): string | null {
  if (word.length < 6 || /\d/.test(word)) return null;
  let sorted = sortedVocabularies.get(index);
  if (!sorted) {
    sorted = [...index.wordIds.keys()].sort();
    sortedVocabularies.set(index, sorted);
  }
  const minLength = Math.max(5, Math.ceil(word.length * 0.6));
  for (let length = word.length - 1; length >= minLength; length--) {
    const prefix = word.slice(0, length);
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sorted[middle] ?? "") < prefix) low = middle + 1;
      else high = middle;
    }
    let best: string | null = null;
    let bestFrequency = -1;
    for (let i = low; i < sorted.length && (sorted[i] ?? "").startsWith(prefix); i++) {
      const candidate = sorted[i] ?? "";
      const frequency = index.profileBackground[index.wordIds.get(candidate) ?? 0] ?? 0;
      if (frequency > bestFrequency) {
        best = candidate;
        bestFrequency = frequency;
      }
    }
    if (best !== null) return best;
  }
  return null;
}

/** Feminine forms of role nouns that O*NET titles use in the neutral or masculine form. */
const NEUTRAL_FORMS = new Map([
  ["actress", "actor"],
  ["waitress", "waiter"],
  ["hostess", "host"],
  ["stewardess", "steward"],
  ["seamstress", "sewer"],
  ["songstress", "singer"],
  ["governess", "nanny"],
  ["laundress", "launderer"],
  ["postmistress", "postmaster"],
  ["headmistress", "headmaster"],
  ["saleswoman", "salesman"],
  ["salesperson", "salesman"],
]);

/** The neutral form of a feminine role noun ("actress" → "actor"), when the index knows it; else null. */
export function neutralRoleWord(index: TitleIndex, word: string): string | null {
  const neutral = NEUTRAL_FORMS.get(word);
  return neutral !== undefined && index.wordIds.has(neutral) ? neutral : null;
}

/**
 * Splits a closed compound the index doesn't know into indexed words: "masontender" → "mason"
 * "tender", "leathersmith" → "leather" "smith", "wharfmaster" → "wharf" "master". The right-hand
 * part names the role, so the split keeping the longest indexed right part wins (in
 * "teletypesetter", "typesetter" rather than "setter"); the left part (stemmed) must be an indexed
 * title or task word, or, with `unknownLeft`, the right part must be specific enough alone (7+
 * letters, such as "hospitalist"), and the unknown left part is kept as is. Null when no split
 * works. Both parts are at least 3 letters.
 */
export function splitCompoundWord(
  index: TitleIndex,
  word: string,
  { unknownLeft = false }: { unknownLeft?: boolean } = {},
): [string, string] | null {
  if (word.length < 6 || /\d/.test(word)) return null;
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const right = word.slice(cut);
    if (!index.wordIds.has(right)) continue;
    const left = stemWord(word.slice(0, cut));
    const leftKnown = index.wordIds.has(left) || index.taskWordIds.has(left);
    if (leftKnown || (unknownLeft && right.length >= 7)) return [left, right];
  }
  return null;
}

/** Looks an occupation up by O*NET-SOC code ("15-1252.00"); a 6-digit SOC code returns its ".00" occupation. */
export function findOccupation({ index, code }: { index: TitleIndex; code: string }): Occupation | null {
  const trimmed = code.trim();
  const position = index.occupationByCode.get(trimmed) ?? index.occupationByCode.get(`${trimmed}.00`);
  return position === undefined ? null : (index.occupations[position] ?? null);
}
