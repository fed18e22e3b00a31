/**
 * The evidence gathered for every candidate occupation of a query (the candidates stage of the
 * matcher): nearest indexed titles, pooled title words, naive Bayes over title words, task words,
 * and repairs of words the index has never seen. Scratch arrays are reused across queries.
 */
import { analyzeJobTitle } from "./normalize-job-title";
import { completeWordByPrefix, correctSpelling, neutralRoleWord, splitCompoundWord } from "./title-spelling";
import { isSameTitle, lookupTitleFeatures, type TitleIndex } from "./title-index";
import { SOURCE_WEIGHT } from "./matcher-tables";
import { INDUSTRY_EVIDENCE, MATCH_WEIGHTS } from "./rank-weights";

/**
 * Scratch arrays reused across queries (matching is synchronous): per title entry, the query
 * similarity; per occupation, the evidence gathered. Only touched slots are reset afterwards, so a
 * query costs what its postings cost, not the size of the index.
 */
export interface Scratch {
  entryScores: Float32Array;
  best0: Float32Array;
  best1: Float32Array;
  best2: Float32Array;
  /** Bit 1: candidate (shares a word with the query); 2: lists the query title; 4: as own/reported title; … */
  flags: Uint8Array;
  headCount: Int32Array;
  profile: Float32Array;
  bayes: Float64Array;
  task: Float32Array;
  /** Per occupation: bit i set when query word i is among its title words. */
  titleWords: Int32Array;
  candidates: number[];
}
export const CANDIDATE = 1;
export const EXACT = 2;
export const EXACT_PRIMARY = 4;
export const EXACT_OWN = 8;
/** The query equals a title O*NET lists for the occupation (not only a coding-index title). */
export const EXACT_LISTED = 16;
/**
 * The occupation's own title holds every query word in the query's order, with at most two others
 * between or after them ("Automotive Technician" in "Automotive Service Technicians and Mechanics").
 */
export const WITHIN_OWN = 32;
/** The query equals a coding-index title limited to some industries (other rows code it otherwise). */
export const EXACT_RESTRICTED = 64;
let scratch: Scratch | null = null;

export function scratchFor(index: TitleIndex): Scratch {
  const entries = index.entryOccupation.length;
  const occupations = index.occupations.length;
  if (!scratch || scratch.entryScores.length < entries || scratch.best0.length < occupations) {
    scratch = {
      entryScores: new Float32Array(entries),
      best0: new Float32Array(occupations),
      best1: new Float32Array(occupations),
      best2: new Float32Array(occupations),
      flags: new Uint8Array(occupations),
      headCount: new Int32Array(occupations),
      profile: new Float32Array(occupations),
      bayes: new Float64Array(occupations),
      task: new Float32Array(occupations),
      titleWords: new Int32Array(occupations),
      candidates: [],
    };
  }
  return scratch;
}

export function resetScratch(space: Scratch): void {
  for (const occupation of space.candidates) {
    space.best0[occupation] = 0;
    space.best1[occupation] = 0;
    space.best2[occupation] = 0;
    space.flags[occupation] = 0;
    space.headCount[occupation] = 0;
    space.profile[occupation] = 0;
    space.bayes[occupation] = 0;
    space.task[occupation] = 0;
    space.titleWords[occupation] = 0;
  }
  space.candidates.length = 0;
}

/**
 * Pooled-profile coverage: the share of the query's IDF mass found among each occupation's title
 * words. Also marks every occupation sharing a word with the query as a candidate (a superset of
 * the occupations any title feature reaches).
 */
export function scoreProfiles(index: TitleIndex, tokens: string[], space: Scratch): void {
  const { idf, offsets, ids, weights } = index.profilePostings;
  const featureIds: number[] = [];
  const queryWeights: number[] = [];
  let norm = 0;
  for (const token of tokens) {
    const featureId = index.wordIds.get(token) ?? -1;
    const weight = featureId < 0 ? Math.log(1 + index.occupations.length) : (idf[featureId] ?? 0);
    featureIds.push(featureId);
    queryWeights.push(weight);
    norm += weight;
  }
  norm = norm || 1;
  featureIds.forEach((featureId, position) => {
    if (featureId < 0) return;
    const weight = (queryWeights[position] ?? 0) / norm;
    const end = offsets[featureId + 1] ?? 0;
    for (let slot = offsets[featureId] ?? 0; slot < end; slot++) {
      const occupation = ids[slot] ?? 0;
      if (space.flags[occupation] === 0) {
        space.flags[occupation] = CANDIDATE;
        space.candidates.push(occupation);
      }
      space.profile[occupation] = (space.profile[occupation] ?? 0) + weight * (weights[slot] ?? 0);
      if (position < 31) space.titleWords[occupation] = (space.titleWords[occupation] ?? 0) | (1 << position);
    }
  });
}

export const WITHIN_OWN_EXTRA_WORDS = 2;

/** True when own-title entry `id` holds the query's words (two or more) in order, with ≤ 2 others. */
export function isWithinOwnTitle(index: TitleIndex, id: number, queryWords: number[]): boolean {
  if (queryWords.length < 2 || index.entryIsOwn[id] !== 1) return false;
  const start = index.entryWordOffsets[id] ?? 0;
  const end = index.entryWordOffsets[id + 1] ?? 0;
  if (end - start > queryWords.length + WITHIN_OWN_EXTRA_WORDS || end - start <= queryWords.length) return false;
  let position = 0;
  for (let at = start; at < end && position < queryWords.length; at++)
    if (index.entryWords[at] === queryWords[position]) position++;
  return position === queryWords.length;
}

/**
 * kNN over individual titles: cosine similarity of the query to every title sharing a feature,
 * kept per occupation as its three best (weighted by title source), plus exact-title flags and how
 * many of the occupation's titles share the query's head noun. Returns the largest head count.
 */
export function scoreNearestTitles(
  index: TitleIndex,
  tokens: string[],
  head: string | undefined,
  industryMask: number,
  space: Scratch,
): number {
  const query = lookupTitleFeatures(index, tokens, head);
  let norm = 0;
  for (const weight of query.weights) norm += weight * weight;
  norm = Math.sqrt(norm) || 1;
  const scores = space.entryScores;
  const touched: number[] = [];
  const { offsets, ids, weights } = index.entryPostings;
  query.ids.forEach((featureId, position) => {
    if (featureId < 0) return;
    const queryWeight = (query.weights[position] ?? 0) / norm;
    const end = offsets[featureId + 1] ?? 0;
    for (let slot = offsets[featureId] ?? 0; slot < end; slot++) {
      const id = ids[slot] ?? 0;
      if (scores[id] === 0) touched.push(id);
      scores[id] = (scores[id] ?? 0) + queryWeight * (weights[slot] ?? 0);
    }
  });
  const queryWords = tokens.map((token) => index.wordIds.get(token) ?? -1);
  const { best0, best1, best2, flags } = space;
  for (const id of touched) {
    let score = Math.min(1, scores[id] ?? 0) * (index.entrySourceWeight[id] ?? 1);
    scores[id] = 0;
    // A coding-index title limited to some industries is weaker evidence outside them.
    const restriction = index.entryIndustries[id] ?? 0;
    if (restriction !== 0)
      score *=
        industryMask === 0
          ? INDUSTRY_EVIDENCE.unknown
          : (restriction & industryMask) !== 0
            ? INDUSTRY_EVIDENCE.inside
            : INDUSTRY_EVIDENCE.outside;
    const occupation = index.entryOccupation[id] ?? 0;
    // Always true already (a title's words are in its occupation's profile); kept so reset stays exact.
    if (flags[occupation] === 0) {
      flags[occupation] = CANDIDATE;
      space.candidates.push(occupation);
    }
    if (score > (best0[occupation] ?? 0)) {
      best2[occupation] = best1[occupation] ?? 0;
      best1[occupation] = best0[occupation] ?? 0;
      best0[occupation] = score;
    } else if (score > (best1[occupation] ?? 0)) {
      best2[occupation] = best1[occupation] ?? 0;
      best1[occupation] = score;
    } else if (score > (best2[occupation] ?? 0)) best2[occupation] = score;
    if (isSameTitle(index, id, queryWords))
      flags[occupation] =
        (flags[occupation] ?? 0) |
        EXACT |
        (index.entryIsPrimary[id] === 1 ? EXACT_PRIMARY : 0) |
        (index.entryIsOwn[id] === 1 ? EXACT_OWN : 0) |
        (Math.abs((index.entrySourceWeight[id] ?? 0) - SOURCE_WEIGHT.index) > 1e-6 ? EXACT_LISTED : 0) |
        (restriction !== 0 ? EXACT_RESTRICTED : 0);
    else if (isWithinOwnTitle(index, id, queryWords)) flags[occupation] = (flags[occupation] ?? 0) | WITHIN_OWN;
  }
  let maxHeadCount = 0;
  const headWord = head === undefined ? undefined : index.wordIds.get(head);
  const headId = headWord === undefined ? -1 : (index.headFeature[headWord] ?? -1);
  if (headId >= 0) {
    for (let slot = offsets[headId] ?? 0; slot < (offsets[headId + 1] ?? 0); slot++) {
      const occupation = index.entryOccupation[ids[slot] ?? 0] ?? 0;
      const count = (space.headCount[occupation] ?? 0) + 1;
      space.headCount[occupation] = count;
      if (count > maxHeadCount) maxHeadCount = count;
    }
  }
  return maxHeadCount;
}

/** Major groups a bare word must head titles in before it counts as generic. */
export const GENERIC_HEAD_MAJOR_GROUPS = 3;
/**
 * Titles a bare word must head before it counts as generic: "Specialist" heads about 2,000 and
 * "Artist" 178, while "Brewer" (9) and "Roughneck" (3) head a few titles spread over several groups
 * and are jobs of their own, which the occupations listing them answer ("Brewer" went to Baristas).
 */
const GENERIC_HEAD_MIN_TITLES = 30;

/**
 * True when the query's head noun heads titles of occupations in several SOC major groups and no
 * occupation has the query as its own title ("Cashier" is not generic; "Specialist" is).
 */
export function isGenericHead(index: TitleIndex, word: string, space: Scratch): boolean {
  const wordId = index.wordIds.get(word);
  const feature = wordId === undefined ? -1 : (index.headFeature[wordId] ?? -1);
  const { offsets } = index.entryPostings;
  if (feature < 0 || (offsets[feature + 1] ?? 0) - (offsets[feature] ?? 0) < GENERIC_HEAD_MIN_TITLES) return false;
  const groups = new Set<string>();
  for (const occupation of space.candidates) {
    if (((space.flags[occupation] ?? 0) & EXACT_OWN) === 0) continue;
    // Its whole O*NET title, not a part of one ("Directors" of "Producers and Directors").
    const own = analyzeJobTitle(index.occupations[occupation]?.title ?? "").tokens;
    if (own.length === 1 && own[0] === word) return false;
  }
  for (const occupation of space.candidates) {
    if ((space.headCount[occupation] ?? 0) === 0) continue;
    groups.add(index.occupations[occupation]?.code.slice(0, 2) ?? "");
    if (groups.size >= GENERIC_HEAD_MAJOR_GROUPS) return true;
  }
  return false;
}

/**
 * Naive-Bayes posterior over the candidate occupations from the words of their titles: Σ_w log-odds
 * of word w among o's titles versus all titles (the head noun counts extra), softmax-normalised.
 * Captures "every query word is common among this occupation's titles" even when no single title
 * is close.
 */
export function scoreNaiveBayes(index: TitleIndex, tokens: string[], head: string | undefined, space: Scratch): void {
  const w = MATCH_WEIGHTS;
  const { offsets, ids } = index.profilePostings;
  let missingTotal = 0;
  const alpha = w.nbAlpha;
  for (const token of tokens) {
    const featureId = index.wordIds.get(token);
    if (featureId === undefined) continue;
    const weight = token === head ? 1 + w.nbHead : 1;
    missingTotal += weight;
    const background = index.profileBackground[featureId] ?? 1e-6;
    for (let slot = offsets[featureId] ?? 0; slot < (offsets[featureId + 1] ?? 0); slot++) {
      const occupation = ids[slot] ?? 0;
      const titles = index.occupationTitleCount[occupation] ?? 1;
      const count = index.profileCounts[slot] ?? 0;
      // Present: log((c + α·p) / (N + α) / p); the missing-word term log(α / (N + α)) is added below for every word.
      const present = Math.log((count + alpha * background) / (titles + alpha) / background);
      const missing = Math.log(alpha / (titles + alpha));
      space.bayes[occupation] = (space.bayes[occupation] ?? 0) + weight * (present - missing);
    }
  }
  if (missingTotal === 0) return;
  let max = -Infinity;
  for (const occupation of space.candidates) {
    const titles = index.occupationTitleCount[occupation] ?? 1;
    const total =
      (space.bayes[occupation] ?? 0) +
      missingTotal * Math.log(alpha / (titles + alpha)) +
      w.nbPrior * (index.occupationLogPrior[occupation] ?? 0);
    space.bayes[occupation] = total;
    if (total > max) max = total;
  }
  let sum = 0;
  for (const occupation of space.candidates) {
    const p = Math.exp(((space.bayes[occupation] ?? 0) - max) * w.nbTemperature);
    space.bayes[occupation] = p;
    sum += p;
  }
  for (const occupation of space.candidates) space.bayes[occupation] = (space.bayes[occupation] ?? 0) / sum;
}

/**
 * Task-statement evidence: for each query word none of the occupation's titles uses, its
 * occupation-level IDF times how strongly the occupation's tasks use it, over the query's IDF mass. Occupations reached only this way become
 * candidates too (a title whose words no title shares can still be placed by what the work involves).
 */
export function scoreTasks(index: TitleIndex, tokens: string[], space: Scratch): void {
  const { idf, offsets, ids, weights } = index.taskPostings;
  const unknown = Math.log(1 + index.occupations.length);
  let norm = 0;
  const found: { featureId: number; weight: number; bit: number }[] = [];
  tokens.forEach((token, position) => {
    const featureId = index.taskWordIds.get(token) ?? -1;
    const weight = featureId < 0 ? unknown : (idf[featureId] ?? 0);
    norm += weight;
    if (featureId >= 0) found.push({ featureId, weight, bit: position < 31 ? 1 << position : 0 });
  });
  if (norm === 0) return;
  for (const { featureId, weight, bit } of found) {
    const share = weight / norm;
    for (let slot = offsets[featureId] ?? 0; slot < (offsets[featureId + 1] ?? 0); slot++) {
      const occupation = ids[slot] ?? 0;
      // Only for words the occupation's titles lack: where its titles use the word they say more.
      if (((space.titleWords[occupation] ?? 0) & bit) !== 0) continue;
      if (space.flags[occupation] === 0) {
        space.flags[occupation] = CANDIDATE;
        space.candidates.push(occupation);
      }
      space.task[occupation] = (space.task[occupation] ?? 0) + share * (weights[slot] ?? 0);
    }
  }
}

/**
 * Indexed words for a query word the index has never seen, tried in order:
 * 1. the neutral form of a feminine role noun ("actress");
 * 2. a one-letter spelling correction ("operaotr"), before compounds so it is not read as "opera" + "otr";
 * 3. a closed compound split into indexed words ("masontender" → "mason" "tender");
 * 4. a two-letter correction;
 * 5. the word completed from its longest indexed prefix ("cytotechnician");
 * 6. a compound whose left part is unknown but whose right part is specific (a 7+ letter role word);
 * else the word itself. The last word returned is the head.
 */
export function resolveUnknownWord(index: TitleIndex, token: string): string[] {
  const close = neutralRoleWord(index, token) ?? correctSpelling(index, token, { maxDistance: 1 });
  if (close !== null) return [close];
  const parts = splitCompoundWord(index, token);
  if (parts !== null) return parts;
  const single = correctSpelling(index, token) ?? completeWordByPrefix(index, token);
  if (single !== null) return [single];
  return splitCompoundWord(index, token, { unknownLeft: true }) ?? [token];
}
