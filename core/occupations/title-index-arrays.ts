/**
 * The numeric half of the title index and its binary form (`TitleIndexArrays`): source weights,
 * TF-IDF feature weights, postings in compressed-sparse-row form, occupation priors from BLS
 * employment and task-term postings, computed from the matcher tables (`matcher-tables.ts`). The
 * data build stores the arrays with the dataset, so a process starting on the shipped dataset only
 * wraps them (`buildTitleIndex`).
 */
import type { Occupation } from "./dataset";
import {
  computeMatcherTables,
  findStoredMatcherTables,
  OWN_SOURCES,
  PRIMARY_SOURCES,
  SOURCE_ORDER,
  SOURCE_WEIGHT,
  type MatcherTables,
} from "./matcher-tables";

/** Relative weight of each feature kind inside a title vector (exported for tuning scripts; read-only elsewhere). */
export const FEATURE_BOOSTS = { head: 1.12, bigram: 0.61, rankHead: 0.3 };

/**
 * Key of an ordered word pair. Ids below 2^14 (the vocabulary has about 9,400 words) give keys below
 * 2^28, which V8 keeps as small integers (hashing heap numbers made the build markedly slower); larger
 * ids fall back to distinct keys from 2^28 up.
 */
export function bigramKey(first: number, second: number): number {
  return first < 16_384 && second < 16_384 ? first * 16_384 + second : 268_435_456 + first * 2_097_152 + second;
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
  const tables = findStoredMatcherTables(occupations);
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
export interface EntryLayout {
  entryOccupation: Int32Array;
  entryWordOffsets: Int32Array;
  entryWords: Int32Array;
}

export function layoutEntries(tables: MatcherTables, occupationCount: number): EntryLayout {
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

export function computeArrays(
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
