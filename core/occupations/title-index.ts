/**
 * Inverted index over every O*NET title of every occupation (occupation title, alternate titles,
 * short titles, reported titles), used by `matchOccupations` and `searchOccupations`.
 *
 * Two views are indexed:
 * - title entries: one TF-IDF vector per title string (word unigrams + ordered bigrams + a
 *   head-noun feature for the last word), for nearest-title matching;
 * - occupation profiles: the unigram counts of all of an occupation's titles pooled together, which
 *   lets words that never co-occurred in one title ("java" + "engineer") still add up.
 */
import type { Occupation, OccupationDataset } from "./dataset";
import { tokenizeJobTitle } from "./normalize-job-title";

/** How much a title source is trusted, relative to O*NET's own occupation title. */
const SOURCE_WEIGHT = { title: 1, alternate: 1, short: 0.9, reported: 0.95 } as const;

export interface TitleIndex {
  dataset: OccupationDataset;
  occupations: Occupation[];
  occupationByCode: Map<string, number>;
  /** Per title entry: occupation index. */
  entryOccupation: Int32Array;
  /** Per title entry: source weight. */
  entrySourceWeight: Float32Array;
  /** Per title entry: 1 when it is the occupation's own title or an incumbent-reported title. */
  entryIsPrimary: Uint8Array;
  /** Per occupation: tokens of its own O*NET title (used to break ties between equally good titles). */
  occupationTitleTokens: Set<string>[];
  /** Per title entry: normalised token string (for exact-match detection). */
  entryKey: string[];
  /** Title-entry postings; weights are already divided by the entry's vector norm. */
  entryPostings: Postings;
  /** Pooled occupation-profile postings (documents = occupations); weights in 0.6–1. */
  profilePostings: Postings;
  /** Lower-cased " word word" forms of occupation + alternate titles for autocomplete. */
  searchEntries: { text: string; occupation: number; isOccupationTitle: boolean }[];
}

/** Feature set of a tokenised title; bigrams keep word order, "$" marks the head (last) word. */
export function extractTitleFeatures(tokens: string[]): string[] {
  const features = [...tokens];
  for (let i = 0; i + 1 < tokens.length; i++) features.push(`${tokens[i]}_${tokens[i + 1]}`);
  const head = tokens[tokens.length - 1];
  if (head !== undefined) features.push(`$${head}`);
  return features;
}

/** Relative weight of each feature kind inside a title vector. */
export function featureBoost(feature: string): number {
  if (feature.startsWith("$")) return 0.8;
  if (feature.includes("_")) return 0.9;
  return 1;
}

/**
 * Postings in compressed-sparse-row form: feature f's documents are ids[offsets[f] .. offsets[f+1]).
 * Flat typed arrays keep the index build to a few allocations (a Map of arrays per feature was
 * several times slower, mostly garbage collection).
 */
export interface Postings {
  featureIds: Map<string, number>;
  idf: Float32Array;
  offsets: Int32Array;
  ids: Int32Array;
  weights: Float32Array;
}

/** Lays out postings (feature → documents) given each document's unique feature ids. */
function layoutPostings({ featureIds, documentFeatures }: { featureIds: Map<string, number>; documentFeatures: Int32Array[] }): Postings {
  const featureCount = featureIds.size;
  const df = new Int32Array(featureCount);
  for (const features of documentFeatures) for (const feature of features) df[feature] = (df[feature] ?? 0) + 1;
  const idf = new Float32Array(featureCount);
  for (let f = 0; f < featureCount; f++) idf[f] = Math.log(1 + documentFeatures.length / Math.max(1, df[f] ?? 1));
  const offsets = new Int32Array(featureCount + 1);
  for (let f = 0; f < featureCount; f++) offsets[f + 1] = (offsets[f] ?? 0) + (df[f] ?? 0);
  const cursor = offsets.slice(0, featureCount);
  const total = offsets[featureCount] ?? 0;
  const ids = new Int32Array(total);
  documentFeatures.forEach((features, documentId) => {
    for (const feature of features) {
      const slot = cursor[feature] ?? 0;
      cursor[feature] = slot + 1;
      ids[slot] = documentId;
    }
  });
  return { featureIds, idf, offsets, ids, weights: new Float32Array(total) };
}

function internFeature(featureIds: Map<string, number>, feature: string): number {
  let id = featureIds.get(feature);
  if (id === undefined) {
    id = featureIds.size;
    featureIds.set(feature, id);
  }
  return id;
}

export function buildTitleIndex(dataset: OccupationDataset): TitleIndex {
  const occupations = dataset.occupations;
  const occupationByCode = new Map(occupations.map((occupation, index) => [occupation.code, index]));
  const entryOccupation: number[] = [];
  const entrySourceWeight: number[] = [];
  const entryIsPrimary: number[] = [];
  const entryKey: string[] = [];
  const entryFeatureIds = new Map<string, number>();
  const entryFeatures: Int32Array[] = [];
  const profileFeatureIds = new Map<string, number>();
  const profileFeatures: Int32Array[] = [];
  const profileCounts: Int32Array[] = [];
  const searchEntries: TitleIndex["searchEntries"] = [];
  const toSearchText = (title: string): string => ` ${title.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim()}`;

  occupations.forEach((occupation, occupationIndex) => {
    const seenKeys = new Set<string>();
    const profile = new Map<number, number>();
    const addEntry = (title: string, source: keyof typeof SOURCE_WEIGHT): void => {
      const tokens = tokenizeJobTitle(title);
      if (tokens.length === 0) return;
      const key = tokens.join(" ");
      if (seenKeys.has(key)) return;
      seenKeys.add(key);
      entryFeatures.push(Int32Array.from(extractTitleFeatures(tokens), (feature) => internFeature(entryFeatureIds, feature)));
      entryOccupation.push(occupationIndex);
      entrySourceWeight.push(SOURCE_WEIGHT[source]);
      entryIsPrimary.push(source === "title" || source === "reported" ? 1 : 0);
      entryKey.push(key);
      for (const token of tokens) {
        const id = internFeature(profileFeatureIds, token);
        profile.set(id, (profile.get(id) ?? 0) + 1);
      }
    };
    addEntry(occupation.title, "title");
    for (const title of occupation.alternateTitles) addEntry(title, "alternate");
    for (const title of occupation.shortTitles) addEntry(title, "short");
    for (const title of occupation.reportedTitles) addEntry(title, "reported");
    profileFeatures.push(Int32Array.from(profile.keys()));
    profileCounts.push(Int32Array.from(profile.values()));

    searchEntries.push({ text: toSearchText(occupation.title), occupation: occupationIndex, isOccupationTitle: true });
    for (const title of occupation.alternateTitles) searchEntries.push({ text: toSearchText(title), occupation: occupationIndex, isOccupationTitle: false });
  });

  // Title entries: TF-IDF (binary tf) with per-kind boosts, L2-normalised per entry.
  const entryPostings = layoutPostings({ featureIds: entryFeatureIds, documentFeatures: entryFeatures });
  const boosts = new Float32Array(entryFeatureIds.size);
  for (const [feature, id] of entryFeatureIds) boosts[id] = featureBoost(feature);
  const entryNorms = entryFeatures.map((features) => {
    let norm = 0;
    for (const feature of features) norm += ((entryPostings.idf[feature] ?? 0) * (boosts[feature] ?? 1)) ** 2;
    return Math.sqrt(norm) || 1;
  });
  for (let f = 0; f < entryFeatureIds.size; f++) {
    const weight = (entryPostings.idf[f] ?? 0) * (boosts[f] ?? 1);
    for (let slot = entryPostings.offsets[f] ?? 0; slot < (entryPostings.offsets[f + 1] ?? 0); slot++) {
      entryPostings.weights[slot] = weight / (entryNorms[entryPostings.ids[slot] ?? 0] ?? 1);
    }
  }

  // Occupation profiles are scored by query coverage (share of the query's IDF mass found among the
  // occupation's title words), not cosine, which would punish occupations with many titles. The
  // weight grows sub-linearly with how many of the occupation's titles use the word.
  const profilePostings = layoutPostings({ featureIds: profileFeatureIds, documentFeatures: profileFeatures });
  const profileCursor = profilePostings.offsets.slice(0, profileFeatureIds.size);
  profileFeatures.forEach((features, occupationIndex) => {
    const counts = profileCounts[occupationIndex];
    features.forEach((feature, position) => {
      const slot = profileCursor[feature] ?? 0;
      profileCursor[feature] = slot + 1;
      profilePostings.weights[slot] = 0.6 + 0.4 * Math.min(1, Math.log(1 + (counts?.[position] ?? 1)) / Math.log(12));
    });
  });

  return {
    dataset,
    occupations,
    occupationByCode,
    occupationTitleTokens: occupations.map((occupation) => new Set(tokenizeJobTitle(occupation.title))),
    entryOccupation: Int32Array.from(entryOccupation),
    entrySourceWeight: Float32Array.from(entrySourceWeight),
    entryIsPrimary: Uint8Array.from(entryIsPrimary),
    entryKey,
    entryPostings,
    profilePostings,
    searchEntries,
  };
}

/** Looks an occupation up by O*NET-SOC code ("15-1252.00"); a 6-digit SOC code returns its ".00" occupation. */
export function findOccupation({ index, code }: { index: TitleIndex; code: string }): Occupation | null {
  const trimmed = code.trim();
  const position = index.occupationByCode.get(trimmed) ?? index.occupationByCode.get(`${trimmed}.00`);
  return position === undefined ? null : (index.occupations[position] ?? null);
}
