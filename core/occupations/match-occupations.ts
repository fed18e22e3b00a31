/**
 * Ranks O*NET occupations for a free-text job title.
 *
 * Roughly P(occupation | title) ∝ P(title | occupation) · P(occupation):
 * - kNN over individual titles: TF-IDF cosine (words, ordered word pairs, head noun) to every
 *   indexed title, weighted by how much its source is trusted; per occupation the best three count;
 * - pooled evidence: how much of the query's word mass the occupation's titles cover, how many of its
 *   titles share the head noun, and a naive-Bayes posterior over its title words;
 * - task evidence: query words that none of an occupation's titles use but its O*NET task
 *   statements do (weak, for modifiers such as "straw" or "cattle");
 * - the prior: log BLS employment, modest overall and decisive among occupations that list the
 *   query title word for word (O*NET lists many titles under several occupations), after the
 *   occupation whose own title it is;
 * then small multiplicative nudges for industry and skills. Unknown words are spell-corrected, or
 * failing that completed from the longest shared prefix.
 * `sureEnough` follows the spirit of SOCcer: trust the top code only when its score is high and
 * clearly ahead of the runner-up, otherwise the UI should ask "Is this your job?".
 */
import { industryBit } from "./coding-index";
import { findFormIndustry, type FormIndustry, type FormIndustryInfo } from "./form-industries";
import { analyzeJobTitle } from "./normalize-job-title";
import { INVERTED_READING_DISCOUNT, invertedReading, slashReadings } from "./title-readings";
import type { Ranking } from "./ranking";
import { describesNoJob } from "./rewrite-typed-titles";
import { energySourceWords, ENERGY_SPECIALISATION_FACTOR } from "./energy-specialisations";
import { preferRoleOccupations } from "./role-words";
import { countSkillHits } from "./skill-hits";
import { isIndexedTitle, isSameTitle, selectTitleQuery } from "./title-query";
import {
  completeWordByPrefix,
  correctSpelling,
  FEATURE_BOOSTS,
  lookupTitleFeatures,
  neutralRoleWord,
  RANK_HEADS,
  SOURCE_WEIGHT,
  splitCompoundWord,
  type TitleIndex,
} from "./title-index";
import {
  calibrateTopProbability,
  calibrationGroup,
  SURE_ENOUGH_PROBABILITY,
  type TopMatchFeatures,
} from "./match-calibration";

export interface OccupationMatch {
  code: string;
  title: string;
  /** Match score, 0–1 (1 = an indexed title equals the query, or is very close and well supported). */
  score: number;
  /**
   * Calibrated probability that this candidate is the right occupation, 0–1 (for the top one, that
   * the top is right; the others share the rest).
   */
  confidence: number;
}

export interface MatchResult {
  matches: OccupationMatch[];
  /** True when the top match is safe to use without asking (≥ 95% precision on development titles). */
  sureEnough: boolean;
}

/**
 * Scoring weights (tuned on held-out splits with seeds other than the one eval-matcher reports).
 * Exported so tuning scripts can vary them; treat as read-only elsewhere.
 */
export const MATCH_WEIGHTS = {
  /** Weight of the naive-Bayes posterior, its smoothing, head-noun extra weight, prior weight and temperature. */
  nbAlpha: 3,
  nbHead: 0.72,
  nbPrior: 0,
  nbTemperature: 0.6,
  /** Divides the summed evidence so a clear, well-supported match scores about 1 (see `sureEnough`). */
  scale: 2.5,
};

/**
 * The evidence the ranking weighs for each candidate occupation, in the order of a feature vector
 * (`candidateFeatures`); its score is the weighted sum (`RANK_WEIGHTS`).
 */
export const RANK_FEATURES = [
  /** kNN over individual titles: similarity of the nearest, second and third nearest title. */
  "nearest",
  "second",
  "third",
  /** Pooled coverage: share of the query's word mass found among the occupation's titles. */
  "profile",
  /** Share of the occupation's titles with the query's head noun, relative to the best occupation (a rank word as head: second slot). */
  "head",
  "headRank",
  /** The query equals the occupation's own or an incumbent-reported title. */
  "exactPrimary",
  /** The occupation lists the query word for word (or its own title holds it). */
  "exact",
  /** Tiers below the best exact tier (≤ 0): listing the query as another title when some occupation has it as its own. */
  "exactTierGap",
  /** Among those listing it word for word, log employment below the most common of them (≤ 0). */
  "exactPrior",
  /** The query has a known head noun and none of the occupation's titles shares it. */
  "headMiss",
  /** Naive-Bayes posterior over title words. */
  "bayes",
  /** Task-statement evidence for words no title of the occupation uses. */
  "task",
  /** Log employment share (≤ 0; 0 for the most common occupation); second slot for a generic bare word. */
  "prior",
  "genericPrior",
  /**
   * A residual catch-all ("…, All Other") that does not list the query word for word: on the
   * training folds such a top was right 13% of the time ("Production Workers, All Other" drew
   * titles whose words its many titles share), so it needs clearer evidence than other candidates.
   */
  "residual",
] as const;
export type RankFeature = (typeof RANK_FEATURES)[number];

/**
 * Weight of each ranking feature. Exported so fitting scripts can vary them; treat as read-only elsewhere.
 */
export const RANK_WEIGHTS: Record<RankFeature, number> = {
  nearest: 1,
  second: 0.2,
  third: 0.45,
  profile: 1.4,
  head: 0.27,
  headRank: 0.27 * FEATURE_BOOSTS.rankHead,
  exactPrimary: 0.05,
  exact: 1.2,
  exactTierGap: 0.3,
  exactPrior: 0.2,
  headMiss: -0.05,
  bayes: 1,
  task: 1.5,
  prior: 0.02,
  genericPrior: 0.2,
  residual: -0.25,
};
const CONFIDENCE_TEMPERATURE = 0.06;

const INDUSTRY_BOOST = 1.06;
/** Weight of a coding-index title limited to some industries: visitor's industry unknown, inside, outside them. */
export const INDUSTRY_EVIDENCE = { unknown: 0.95, inside: 1.03, outside: 0.8 };
const SKILL_BOOST_PER_HIT = 0.02;
const MAX_SKILL_BOOST = 0.06;

/**
 * Scratch arrays reused across queries (matching is synchronous): per title entry, the query
 * similarity; per occupation, the evidence gathered. Only touched slots are reset afterwards, so a
 * query costs what its postings cost, not the size of the index.
 */
interface Scratch {
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
const CANDIDATE = 1;
const EXACT = 2;
const EXACT_PRIMARY = 4;
const EXACT_OWN = 8;
/** The query equals a title O*NET lists for the occupation (not only a coding-index title). */
const EXACT_LISTED = 16;
/**
 * The occupation's own title holds every query word in the query's order, with at most two others
 * between or after them ("Automotive Technician" in "Automotive Service Technicians and Mechanics").
 */
const WITHIN_OWN = 32;
/** The query equals a coding-index title limited to some industries (other rows code it otherwise). */
const EXACT_RESTRICTED = 64;
let scratch: Scratch | null = null;

function scratchFor(index: TitleIndex): Scratch {
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

function resetScratch(space: Scratch): void {
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
function scoreProfiles(index: TitleIndex, tokens: string[], space: Scratch): void {
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

const WITHIN_OWN_EXTRA_WORDS = 2;

/** True when own-title entry `id` holds the query's words (two or more) in order, with ≤ 2 others. */
function isWithinOwnTitle(index: TitleIndex, id: number, queryWords: number[]): boolean {
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
function scoreNearestTitles(
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
function isGenericHead(index: TitleIndex, word: string, space: Scratch): boolean {
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
function scoreNaiveBayes(index: TitleIndex, tokens: string[], head: string | undefined, space: Scratch): void {
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
function scoreTasks(index: TitleIndex, tokens: string[], space: Scratch): void {
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
function resolveUnknownWord(index: TitleIndex, token: string): string[] {
  const close = neutralRoleWord(index, token) ?? correctSpelling(index, token, { maxDistance: 1 });
  if (close !== null) return [close];
  const parts = splitCompoundWord(index, token);
  if (parts !== null) return parts;
  const single = correctSpelling(index, token) ?? completeWordByPrefix(index, token);
  if (single !== null) return [single];
  return splitCompoundWord(index, token, { unknownLeft: true }) ?? [token];
}

/** What the ranking knows about the query as a whole when it scores one candidate. */
interface QueryContext {
  /** The best exact tier any candidate reaches (0: none lists the query). */
  bestTier: number;
  /** Highest log prior among candidates of the best exact tier. */
  maxExactLogPrior: number;
  /** Most titles with the query's head noun in one occupation (0: unknown head). */
  maxHeadCount: number;
  /** The head noun is a rank word ("Manager", "Supervisor"). */
  rankHead: boolean;
  /** The query is a generic bare word (`isGenericHead`). */
  generic: boolean;
}

const RANK_WEIGHT_VECTOR = Float64Array.from(RANK_FEATURES, (name) => RANK_WEIGHTS[name]);
const featureScratch = new Float64Array(RANK_FEATURES.length);

/** Writes a candidate's ranking features into `out`, in `RANK_FEATURES` order. */
function candidateFeatures(
  index: TitleIndex,
  space: Scratch,
  id: number,
  tier: number,
  query: QueryContext,
  out: Float64Array,
): void {
  out.fill(0);
  out[0] = space.best0[id] ?? 0;
  out[1] = space.best1[id] ?? 0;
  out[2] = space.best2[id] ?? 0;
  out[3] = space.profile[id] ?? 0;
  const headCount = space.headCount[id] ?? 0;
  if (query.maxHeadCount > 0) {
    out[query.rankHead ? 5 : 4] = headCount / query.maxHeadCount;
    if (headCount === 0) out[10] = 1;
  }
  if (((space.flags[id] ?? 0) & EXACT_PRIMARY) !== 0) out[6] = 1;
  const logPrior = index.occupationLogPrior[id] ?? 0;
  if (tier > 0) {
    out[7] = 1;
    out[8] = tier - query.bestTier;
    const gap = logPrior - query.maxExactLogPrior;
    out[9] = tier === query.bestTier ? gap : Math.min(0, gap);
  }
  out[11] = space.bayes[id] ?? 0;
  out[12] = space.task[id] ?? 0;
  out[query.generic ? 14 : 13] = logPrior;
  if (tier === 0 && isResidual(index)[id] === 1) out[15] = 1;
}

/** Per occupation, 1 for a residual catch-all ("…, All Other"), built once per index. */
const residualFlags = new WeakMap<TitleIndex, Uint8Array>();

function isResidual(index: TitleIndex): Uint8Array {
  let flags = residualFlags.get(index);
  if (!flags) {
    flags = Uint8Array.from(index.occupations, (occupation) => (/,\s*All Other$/i.test(occupation.title) ? 1 : 0));
    residualFlags.set(index, flags);
  }
  return flags;
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}

/** Receives every candidate's features (fitting scripts only, see `collectRankFeatures`). */
type FeatureCollector = (occupation: number, features: Float64Array) => void;

function rankTitle(
  index: TitleIndex,
  title: string,
  industry: FormIndustryInfo | undefined,
  skills: string[],
  limit: number,
  collect?: FeatureCollector,
): Ranking | null {
  const analyzed = analyzeJobTitle(title);
  if (analyzed.tokens.length === 0) return null;
  // Words the index has never seen are most often typos: use the closest indexed word instead.
  let headNoun = analyzed.head;
  let guessed = 0;
  const tokens = analyzed.tokens.flatMap((token) => {
    if (index.wordIds.has(token) || index.taskWordIds.has(token)) return [token];
    guessed++;
    const replaced = resolveUnknownWord(index, token);
    if (token === headNoun) headNoun = replaced[replaced.length - 1];
    return replaced;
  });
  const w = MATCH_WEIGHTS;
  const space = scratchFor(index);
  scoreProfiles(index, tokens, space);
  const maxHeadCount = scoreNearestTitles(index, tokens, headNoun, industry ? industryBit(industry.hint) : 0, space);
  scoreTasks(index, tokens, space);
  scoreNaiveBayes(index, tokens, headNoun, space);

  const rankHead = headNoun !== undefined && RANK_HEADS.has(headNoun);
  // Exact tiers: an occupation whose own title the query is beats those listing it as another title.
  // An occupation whose own title holds the query ("Automotive Technician" in "Automotive Service
  // Technicians and Mechanics") stands with those listing it word for word, so the employment
  // prior decides between them, rather than a small occupation that happens to list it.
  // A bare word that heads titles all over the classification ("Supervisor", "Specialist") and is
  // no occupation's own title gets no tier: the few occupations listing it alone say little about
  // who typed it.
  const generic = tokens.length === 1 && isGenericHead(index, tokens[0] ?? "", space);
  const tierOf = (flags: number): number =>
    generic ? 0 : (flags & EXACT_OWN) !== 0 ? 2 : (flags & (EXACT | WITHIN_OWN)) !== 0 ? 1 : 0;
  let maxExactLogPrior = -Infinity;
  let bestTier = 0;
  for (const id of space.candidates) {
    const tier = tierOf(space.flags[id] ?? 0);
    if (tier === 0) continue;
    if (tier > bestTier) {
      bestTier = tier;
      maxExactLogPrior = -Infinity;
    }
    if (tier === bestTier) maxExactLogPrior = Math.max(maxExactLogPrior, index.occupationLogPrior[id] ?? 0);
  }
  const query: QueryContext = { bestTier, maxExactLogPrior, maxHeadCount, rankHead, generic };
  // SOC major groups typical of the industry (core/occupations/form-industries.ts) get a small boost.
  const industryGroups: readonly string[] = industry?.majorGroups ?? [];
  const energyWords = energySourceWords(index);
  // Keep only the best few candidates (insertion into a short sorted list beats sorting them all).
  const keep = Math.max(limit, 10);
  let topExact = false;
  let topExactIndexOnly = false;
  let topExactOwn = false;
  let topExactRestricted = false;
  let topNearest = 0;
  // Per SOC occupation listing the query word for word, its largest employment (a base
  // occupation and its specialisations share one figure).
  const exactSocs = new Map<string, number>();
  let topScore = -Infinity;
  const candidates: { occupation: number; score: number; nudge: number }[] = [];
  for (const id of space.candidates) {
    const flags = space.flags[id] ?? 0;
    // kNN over individual titles: the nearest title dominates, the next two add evidence (an
    // occupation with several close titles beats one with a single lookalike), then pooled words,
    // head-noun frequency, the naive-Bayes posterior and the employment prior break the remaining ties.
    const tier = tierOf(flags);
    if (tier > 0 && (flags & EXACT) !== 0) {
      const soc = index.occupations[id]?.code.slice(0, 7) ?? "";
      exactSocs.set(soc, Math.max(exactSocs.get(soc) ?? 0, Math.exp(index.occupationLogPrior[id] ?? 0)));
    }
    candidateFeatures(index, space, id, tier, query, featureScratch);
    collect?.(id, featureScratch);
    let score = dot(featureScratch, RANK_WEIGHT_VECTOR);
    let nudge = 1;
    if (industryGroups.length > 0 && industryGroups.includes(index.occupations[id]?.code.slice(0, 2) ?? "")) {
      score *= INDUSTRY_BOOST;
      nudge = INDUSTRY_BOOST;
    }
    const energy = energyWords[id];
    if (energy && !energy.some((word) => tokens.includes(word))) score *= ENERGY_SPECIALISATION_FACTOR;
    if (score > topScore) {
      topScore = score;
      topExact = (flags & EXACT) !== 0;
      topExactIndexOnly = topExact && (flags & EXACT_LISTED) === 0;
      topExactOwn = tier === 2;
      topExactRestricted = topExact && (flags & EXACT_RESTRICTED) !== 0;
      topNearest = space.best0[id] ?? 0;
    }
    if (candidates.length === keep) {
      const last = candidates[keep - 1];
      if (last && (score < last.score || (score === last.score && id > last.occupation))) continue;
      candidates.pop();
    }
    let position = candidates.length;
    while (position > 0) {
      const previous = candidates[position - 1];
      if (!previous || previous.score > score || (previous.score === score && previous.occupation < id)) break;
      position--;
    }
    candidates.splice(position, 0, { occupation: id, score, nudge });
  }
  resetScratch(space);

  // Skill nudges only re-rank the head of the list; scanning every candidate's skills is wasted work.
  const head = candidates;
  if (skills.length > 0) {
    for (const candidate of head) {
      const occupation = index.occupations[candidate.occupation];
      if (!occupation) continue;
      const boost = Math.min(MAX_SKILL_BOOST, SKILL_BOOST_PER_HIT * countSkillHits(occupation, skills));
      candidate.score *= 1 + boost;
      candidate.nudge *= 1 + boost;
    }
    head.sort((a, b) => b.score - a.score || a.occupation - b.occupation);
  }

  // Evidence sums run past 1; divide so a clear, well-supported match scores about 1.
  for (const candidate of head) candidate.score = Math.max(0, candidate.score / w.scale);
  // When the top match is a base SOC occupation (".00"), its own O*NET specialisations (".01"…)
  // share its titles by design; the margin that matters is to the best different occupation.
  const topSoc = index.occupations[head[0]?.occupation ?? -1]?.code.slice(0, 7) ?? "";
  const rival = head.slice(1).find((candidate) => index.occupations[candidate.occupation]?.code.slice(0, 7) !== topSoc);
  return {
    head,
    topExact,
    topExactIndexOnly,
    topExactOwn,
    topNearest,
    rivalScore: rival?.score ?? 0,
    rivalNudge: rival?.nudge ?? 1,
    exactSocCount: exactSocs.size,
    topExactEmploymentShare: topExact ? shareOf(exactSocs, topSoc) : 1,
    topExactRestricted,
    guessedWords: guessed,
  };
}

/** `soc`'s part of the values summed over all keys (1 when there are none). */
function shareOf(values: ReadonlyMap<string, number>, soc: string): number {
  let total = 0;
  for (const value of values.values()) total += value;
  return total > 0 ? (values.get(soc) ?? 0) / total : 1;
}

/** Features of a ranking's top candidate (see `TopMatchFeatures`). */
function describeRanking(
  {
    head,
    topExact,
    topExactIndexOnly,
    topExactOwn,
    topNearest,
    rivalScore,
    exactSocCount,
    topExactEmploymentShare,
    topExactRestricted,
    guessedWords,
    rivalNudge = 1,
  }: Ranking,
  dropped: number,
  { withoutNudges = false }: { withoutNudges?: boolean } = {},
): TopMatchFeatures {
  // `withoutNudges`: the scores as the title alone gives them, before the industry and skill nudges.
  const scoreOf = (candidate: Ranking["head"][number] | undefined): number =>
    candidate ? candidate.score / (withoutNudges ? (candidate.nudge ?? 1) : 1) : 0;
  const topScore = scoreOf(head[0]);
  const rival = withoutNudges ? rivalScore / rivalNudge : rivalScore;
  let total = 0;
  for (const candidate of head) total += Math.exp((scoreOf(candidate) - topScore) / CONFIDENCE_TEMPERATURE);
  return {
    score: topScore,
    margin: topScore - rival,
    exact: topExact,
    exactSocCount,
    exactEmploymentShare: topExactEmploymentShare,
    exactRestricted: topExactRestricted,
    exactIndexOnly: topExactIndexOnly,
    exactOwn: topExactOwn,
    nearest: topNearest,
    share: 1 / (total || 1),
    dropped,
    guessed: guessedWords,
  };
}

/** Ranks a title as written and, when the index's word order gives a better fit, as the index would write it. */
function rankBestReading(
  index: TitleIndex,
  text: string,
  industry: FormIndustryInfo | undefined,
  skills: string[],
  limit: number,
): Ranking | null {
  const best = ((): Ranking | null => {
    let chosen = rankTitle(index, text, industry, skills, limit);
    // Other readings (the index's word order; each of two roles written with a slash) win only
    // when they fit clearly better than the title as written.
    const inverted = invertedReading(index, text);
    for (const reading of [
      ...(inverted === null ? [] : [inverted]),
      ...slashReadings(index, text, (part) => isIndexedTitle(index, part)),
    ]) {
      const other = rankTitle(index, reading, industry, skills, limit);
      if (!other) continue;
      for (const candidate of other.head) candidate.score *= INVERTED_READING_DISCOUNT;
      other.rivalScore *= INVERTED_READING_DISCOUNT;
      if ((other.head[0]?.score ?? 0) > (chosen?.head[0]?.score ?? 0)) chosen = other;
    }
    return chosen;
  })();
  return best === null
    ? null
    : preferRoleOccupations(index, text, best, (work) => rankTitle(index, work, industry, [], limit));
}

/**
 * What the calibration reads for a title: the top candidate's scaled score, its margin to the best
 * different occupation and whether it lists the query word for word (null when nothing matches).
 * For fitting `CALIBRATION` on training titles.
 */
export function describeTopMatch({
  index,
  title,
  industry,
}: {
  index: TitleIndex;
  title: string;
  industry?: FormIndustry;
}): (TopMatchFeatures & { code: string }) | null {
  const query = selectTitleQuery(index, title);
  const ranking = rankBestReading(index, query.text, findFormIndustry(industry), [], 10);
  const top = ranking?.head[0];
  if (!ranking || !top) return null;
  return { code: index.occupations[top.occupation]?.code ?? "", ...describeRanking(ranking, query.dropped) };
}

/**
 * For fitting `RANK_WEIGHTS`: the features of the candidates for a title as written (its main
 * reading), the best `limit` by the current weights plus every candidate `wanted` accepts.
 */
export function collectRankFeatures({
  index,
  title,
  limit,
  wanted,
}: {
  index: TitleIndex;
  title: string;
  limit: number;
  wanted: (code: string) => boolean;
}): { code: string; wanted: boolean; features: number[] }[] {
  const seen: { code: string; wanted: boolean; score: number; features: number[] }[] = [];
  rankTitle(index, selectTitleQuery(index, title).text, undefined, [], limit, (id, features) => {
    const code = index.occupations[id]?.code ?? "";
    seen.push({ code, wanted: wanted(code), score: dot(features, RANK_WEIGHT_VECTOR), features: [...features] });
  });
  seen.sort((a, b) => b.score - a.score);
  return seen
    .filter((candidate, position) => position < limit || candidate.wanted)
    .map(({ code, wanted: isWanted, features }) => ({ code, wanted: isWanted, features }));
}

export function matchOccupations({
  index,
  title,
  industry,
  skills = [],
  limit = 5,
}: {
  index: TitleIndex;
  title: string;
  industry?: FormIndustry;
  skills?: string[];
  limit?: number;
}): MatchResult {
  if (limit <= 0 || describesNoJob(title)) return { matches: [], sureEnough: false };
  const query = selectTitleQuery(index, title);
  // An industry the form does not offer (a caller that skipped validation) is no evidence.
  const knownIndustry = findFormIndustry(industry);
  const ranking = rankBestReading(index, query.text, knownIndustry, skills, limit);
  if (!ranking || ranking.head.length === 0) return { matches: [], sureEnough: false };
  const { head } = ranking;
  const topScore = head[0]?.score ?? 0;
  const features = describeRanking(ranking, query.dropped);
  const topProbability = calibrateTopProbability(features);
  // Sure only on the title's own evidence: the thresholds were validated on titles alone, and an
  // industry or skills that fit the top (typical of it, not proof) must not skip the question.
  const titleOnly = describeRanking(ranking, query.dropped, { withoutNudges: true });
  // The rest share what the top leaves, in proportion to a softmax of their scores.
  const top = head.slice(0, limit);
  const rest = top.slice(1).map((candidate) => Math.exp((candidate.score - topScore) / CONFIDENCE_TEMPERATURE));
  const restTotal = rest.reduce((sum, value) => sum + value, 0) || 1;
  const matches = top.map((candidate, position): OccupationMatch => {
    const occupation = index.occupations[candidate.occupation];
    // Best first: a runner-up is never shown as likelier than the top.
    const confidence =
      position === 0
        ? topProbability
        : Math.min(topProbability, ((1 - topProbability) * (rest[position - 1] ?? 0)) / restTotal);
    return {
      code: occupation?.code ?? "",
      title: occupation?.title ?? "",
      score: Math.round(Math.min(1, candidate.score) * 1000) / 1000,
      confidence: Math.round(confidence * 1000) / 1000,
    };
  });
  const sureEnough =
    Math.min(topProbability, calibrateTopProbability(titleOnly)) >=
    SURE_ENOUGH_PROBABILITY[calibrationGroup(titleOnly)];
  return { matches, sureEnough };
}
