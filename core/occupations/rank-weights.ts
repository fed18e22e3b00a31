/**
 * The weights of the title ranking (`rank-title.ts`): the evidence each candidate occupation is
 * scored on, fitted on the training folds (`scripts/matcher-eval/fit-rank-weights.ts`), and the
 * industry and skill nudges.
 */
import { FEATURE_BOOSTS } from "./title-index-arrays";

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

export const INDUSTRY_BOOST = 1.06;
/** Weight of a coding-index title limited to some industries: visitor's industry unknown, inside, outside them. */
export const INDUSTRY_EVIDENCE = { unknown: 0.95, inside: 1.03, outside: 0.8 };
export const SKILL_BOOST_PER_HIT = 0.02;
export const MAX_SKILL_BOOST = 0.06;

export const RANK_WEIGHT_VECTOR = Float64Array.from(RANK_FEATURES, (name) => RANK_WEIGHTS[name]);

/** Dot product of a feature vector and the weights. */
export function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}
