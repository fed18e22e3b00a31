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

/**
 * How much a title source is trusted. O*NET's own occupation title, the plain titles inside it
 * (`occupationTitleParts`) and the incumbent-reported titles are the strongest evidence; short
 * titles are the abbreviated forms people actually type ("CSR", "Admin Assistant"); alternate
 * titles are a long tail that O*NET often lists under several occupations. Tuned on held-out splits.
 */
export const SOURCE_WEIGHT = { title: 1, titlePart: 0.95, reported: 1, alternate: 0.82, short: 1 } as const;
export type TitleSource = keyof typeof SOURCE_WEIGHT;

function isPrimarySource(source: TitleSource): boolean {
  return source === "title" || source === "titlePart" || source === "reported";
}

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

export interface TitleIndex {
  dataset: OccupationDataset;
  occupations: Occupation[];
  occupationByCode: Map<string, number>;
  /** Per title entry: occupation index. */
  entryOccupation: Int32Array;
  /** Per title entry: source weight (`SOURCE_WEIGHT`). */
  entrySourceWeight: Float32Array;
  /** Per title entry: 1 when it is the occupation's own title or an incumbent-reported title. */
  entryIsPrimary: Uint8Array;
  /** Per title entry: normalised token string (for exact-match detection). */
  entryKey: string[];
  /**
   * Per occupation: log prior from BLS employment (the SOC code's employment split evenly over the
   * O*NET occupations that share it), shifted so the largest is 0; occupations without figures get
   * a low default.
   */
  occupationLogPrior: Float32Array;
  /** Word (stem) → word id; shared by title features and occupation profiles. */
  wordIds: Map<string, number>;
  /** Per word id: title feature id of the word as a unigram / as the head noun (-1 = none). */
  unigramFeature: Int32Array;
  headFeature: Int32Array;
  /** Ordered word-id pair (`bigramKey`) → title feature id. */
  bigramFeature: Map<number, number>;
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
  const unknownWeight = Math.log(1 + index.entryOccupation.length);
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

/** Growable Int32Array pair list (document, feature). */
class PairList {
  documents = new Int32Array(1 << 16);
  features = new Int32Array(1 << 16);
  count = 0;
  push(document: number, feature: number): void {
    if (this.count === this.documents.length) {
      const documents = new Int32Array(this.count * 2);
      documents.set(this.documents);
      this.documents = documents;
      const features = new Int32Array(this.count * 2);
      features.set(this.features);
      this.features = features;
    }
    this.documents[this.count] = document;
    this.features[this.count] = feature;
    this.count++;
  }
}

/** Growable Int32Array with a fill value. */
function ensureLength(array: Int32Array, length: number): Int32Array {
  if (length <= array.length) return array;
  const grown = new Int32Array(Math.max(length, array.length * 2)).fill(-1);
  grown.set(array);
  return grown;
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
function computeLogPriors(occupations: Occupation[]): Float32Array {
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

export function buildTitleIndex(dataset: OccupationDataset): TitleIndex {
  const occupations = dataset.occupations;
  const occupationByCode = new Map(occupations.map((occupation, index) => [occupation.code, index]));
  const entryOccupation: number[] = [];
  const entrySourceWeight: number[] = [];
  const entryIsPrimary: number[] = [];
  const entryKey: string[] = [];
  // Features are numbered as they appear: a word's unigram and head features live in per-word
  // arrays and bigrams in a numeric-key map, so no feature strings are built.
  const wordIds = new Map<string, number>();
  let unigramFeature: Int32Array = new Int32Array(4096).fill(-1);
  let headFeature: Int32Array = new Int32Array(4096).fill(-1);
  const bigramFeature = new Map<number, number>();
  const featureKinds: number[] = [];
  const entryPairs = new PairList();
  const profilePairs = new PairList();
  const profileCountList: number[] = [];
  const newFeature = (kind: number): number => {
    featureKinds.push(kind);
    return featureKinds.length - 1;
  };
  const wordIdOf = (token: string): number => {
    let id = wordIds.get(token);
    if (id === undefined) {
      id = wordIds.size;
      wordIds.set(token, id);
      unigramFeature = ensureLength(unigramFeature, id + 1);
      headFeature = ensureLength(headFeature, id + 1);
    }
    return id;
  };

  // Per word id: how many of the current occupation's titles use it (reset per occupation).
  let profileCounts = new Int32Array(4096);
  const profileWords: number[] = [];

  occupations.forEach((occupation, occupationIndex) => {
    const seenKeys = new Map<string, number>();
    const addEntry = (title: string, source: TitleSource): void => {
      const { tokens, head } = analyzeJobTitle(title);
      const key = tokens.length === 1 ? (tokens[0] ?? "") : tokens.join(" ");
      if (tokens.length === 0) return;
      // A title listed under several sources ("Sales and Marketing VP" as alternate and short
      // title) is indexed once, with its strongest source.
      const seen = seenKeys.get(key);
      if (seen !== undefined) {
        entrySourceWeight[seen] = Math.max(entrySourceWeight[seen] ?? 0, SOURCE_WEIGHT[source]);
        if (isPrimarySource(source)) entryIsPrimary[seen] = 1;
        return;
      }
      const entry = entryOccupation.length;
      seenKeys.set(key, entry);
      let previous = -1;
      for (const token of tokens) {
        const word = wordIdOf(token);
        let unigram = unigramFeature[word] ?? -1;
        if (unigram < 0) unigramFeature[word] = unigram = newFeature(0);
        entryPairs.push(entry, unigram);
        if (previous >= 0) {
          const pair = bigramKey(previous, word);
          let bigram = bigramFeature.get(pair);
          if (bigram === undefined) bigramFeature.set(pair, (bigram = newFeature(1)));
          entryPairs.push(entry, bigram);
        }
        previous = word;
        if (word >= profileCounts.length) {
          const grown = new Int32Array(Math.max(word + 1, profileCounts.length * 2));
          grown.set(profileCounts);
          profileCounts = grown;
        }
        if (profileCounts[word] === 0) profileWords.push(word);
        profileCounts[word] = (profileCounts[word] ?? 0) + 1;
      }
      if (head !== undefined) {
        const word = wordIdOf(head);
        let headId = headFeature[word] ?? -1;
        if (headId < 0) headFeature[word] = headId = newFeature(2);
        entryPairs.push(entry, headId);
      }
      entryOccupation.push(occupationIndex);
      entrySourceWeight.push(SOURCE_WEIGHT[source]);
      entryIsPrimary.push(isPrimarySource(source) ? 1 : 0);
      entryKey.push(key);
    };
    addEntry(occupation.title, "title");
    for (const part of occupationTitleParts(occupation.title)) addEntry(part, "titlePart");
    for (const title of occupation.reportedTitles) addEntry(title, "reported");
    for (const title of occupation.alternateTitles) addEntry(title, "alternate");
    for (const title of occupation.shortTitles) addEntry(title, "short");
    for (const word of profileWords) {
      profilePairs.push(occupationIndex, word);
      profileCountList.push(profileCounts[word] ?? 0);
      profileCounts[word] = 0;
    }
    profileWords.length = 0;
  });

  // Title entries: TF-IDF (binary tf) with per-kind boosts, L2-normalised per entry.
  const entryCount = entryOccupation.length;
  const featureCount = featureKinds.length;
  const entryPostings = layoutPostings({
    featureCount,
    documentCount: entryCount,
    pairDocuments: entryPairs.documents,
    pairFeatures: entryPairs.features,
    pairCount: entryPairs.count,
  });
  const kindBoost = [1, FEATURE_BOOSTS.bigram, FEATURE_BOOSTS.head];
  const featureWeight = new Float32Array(featureCount);
  for (let f = 0; f < featureCount; f++)
    featureWeight[f] = (entryPostings.idf[f] ?? 0) * (kindBoost[featureKinds[f] ?? 0] ?? 1);
  const squaredNorms = new Float64Array(entryCount);
  for (let p = 0; p < entryPairs.count; p++) {
    const weight = featureWeight[entryPairs.features[p] ?? 0] ?? 0;
    const entry = entryPairs.documents[p] ?? 0;
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
  const wordCount = wordIds.size;
  const profilePostings = layoutPostings({
    featureCount: wordCount,
    documentCount: occupations.length,
    pairDocuments: profilePairs.documents,
    pairFeatures: profilePairs.features,
    pairCount: profilePairs.count,
  });
  const profileCursor = profilePostings.offsets.slice(0, wordCount);
  const profileSlotCounts = new Float32Array(profilePostings.ids.length);
  const profileBackground = new Float32Array(wordCount);
  for (let p = 0; p < profilePairs.count; p++) {
    const feature = profilePairs.features[p] ?? 0;
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

  let searchEntries: TitleIndex["searchEntries"] | undefined;
  return {
    dataset,
    occupations,
    occupationByCode,
    occupationLogPrior: computeLogPriors(occupations),
    entryOccupation: Int32Array.from(entryOccupation),
    entrySourceWeight: Float32Array.from(entrySourceWeight),
    entryIsPrimary: Uint8Array.from(entryIsPrimary),
    entryKey,
    wordIds,
    unigramFeature: unigramFeature.slice(0, wordCount),
    headFeature: headFeature.slice(0, wordCount),
    bigramFeature,
    featureWeight,
    entryPostings,
    profilePostings,
    profileCounts: profileSlotCounts,
    profileBackground,
    occupationTitleCount,
    get searchEntries() {
      searchEntries ??= buildSearchEntries(occupations);
      return searchEntries;
    },
  };
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
 * letters) among words sharing a character trigram; null when none is close. The trigram index is
 * built on first use, so index builds don't pay for it.
 */
export function correctSpelling(index: TitleIndex, word: string): string | null {
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
  const limit = word.length >= 8 ? 2 : 1;
  const shared = new Map<number, number>();
  const grams = new Set(trigramsOf(word));
  for (const gram of grams)
    for (const id of trigrams.postings.get(gram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
  // q-gram lemma: each edit destroys at most 3 trigrams, so a word within `limit` edits shares at
  // least (trigrams − 3·limit) of them; the rest need no edit-distance check.
  const minShared = Math.max(2, grams.size - 3 * limit);
  let best: string | null = null;
  let bestDistance = limit + 1;
  let bestFrequency = -1;
  for (const [id, count] of shared) {
    if (count < minShared) continue;
    const candidate = trigrams.words[id] ?? "";
    const distance = editDistance(word, candidate, limit);
    if (distance > limit) continue;
    const frequency = index.profileBackground[index.wordIds.get(candidate) ?? 0] ?? 0;
    if (distance < bestDistance || (distance === bestDistance && frequency > bestFrequency)) {
      best = candidate;
      bestDistance = distance;
      bestFrequency = frequency;
    }
  }
  return best;
}

/** Looks an occupation up by O*NET-SOC code ("15-1252.00"); a 6-digit SOC code returns its ".00" occupation. */
export function findOccupation({ index, code }: { index: TitleIndex; code: string }): Occupation | null {
  const trimmed = code.trim();
  const position = index.occupationByCode.get(trimmed) ?? index.occupationByCode.get(`${trimmed}.00`);
  return position === undefined ? null : (index.occupations[position] ?? null);
}
