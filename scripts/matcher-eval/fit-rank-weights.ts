/**
 * Fits the title matcher's ranking weights (`RANK_WEIGHTS`) on training titles: a conditional
 * logit over each title's candidates, P(candidate) ∝ exp(w · features), maximising the probability
 * of the candidates that are right (a title coded several ways has several). The weights are then
 * rescaled so the nearest-title similarity keeps weight 1: the score keeps its scale, and the
 * calibration is refitted on top of it.
 */
import { collectRankFeatures } from "../../core/occupations/match-occupations";
import { RANK_FEATURES, RANK_WEIGHTS, type RankFeature } from "../../core/occupations/rank-weights";
import type { TitleIndex } from "../../core/occupations/title-index";

/** One training title: its candidates' feature rows and which of them are right. */
export interface RankingCase {
  features: Float64Array[];
  wanted: boolean[];
}

/** The candidates of each title (the best `limit` plus every right one), for titles with a right one among all candidates. */
export function collectRankingCases({
  index,
  cases,
  limit = 40,
}: {
  index: TitleIndex;
  cases: { title: string; listed: Set<string> }[];
  limit?: number;
}): RankingCase[] {
  const out: RankingCase[] = [];
  for (const { title, listed } of cases) {
    const candidates = collectRankFeatures({ index, title, limit, wanted: (code) => listed.has(code) });
    if (!candidates.some((candidate) => candidate.wanted)) continue;
    out.push({
      features: candidates.map((candidate) => Float64Array.from(candidate.features)),
      wanted: candidates.map((candidate) => candidate.wanted),
    });
  }
  return out;
}

/**
 * Adam on the mean negative log-likelihood, with a ridge pulling each weight towards its current
 * value (the hand-set weights are a sensible prior; the data moves them where it has evidence).
 */
export function fitRankWeights(
  cases: readonly RankingCase[],
  { iterations = 1500, ridge = 0.002, rate = 0.02 } = {},
): Record<RankFeature, number> {
  const size = RANK_FEATURES.length;
  const start = Float64Array.from(RANK_FEATURES, (name) => RANK_WEIGHTS[name]);
  // The softmax needs a temperature the hand-set score does not have: start from a sharp one.
  const temperature = 8;
  const weights = start.map((value) => value * temperature);
  const prior = Float64Array.from(weights);
  const m = new Float64Array(size);
  const v = new Float64Array(size);
  const gradient = new Float64Array(size);
  for (let step = 1; step <= iterations; step++) {
    gradient.fill(0);
    for (const { features, wanted } of cases) accumulateGradient(features, wanted, weights, gradient);
    for (let i = 0; i < size; i++) {
      const g = (gradient[i] ?? 0) / cases.length + ridge * ((weights[i] ?? 0) - (prior[i] ?? 0));
      m[i] = 0.9 * (m[i] ?? 0) + 0.1 * g;
      v[i] = 0.999 * (v[i] ?? 0) + 0.001 * g * g;
      const mHat = (m[i] ?? 0) / (1 - 0.9 ** step);
      const vHat = (v[i] ?? 0) / (1 - 0.999 ** step);
      weights[i] = (weights[i] ?? 0) - (rate * mHat) / (Math.sqrt(vHat) + 1e-8);
    }
  }
  const unit = weights[0] ?? 1;
  return Object.fromEntries(RANK_FEATURES.map((name, i) => [name, (weights[i] ?? 0) / unit])) as Record<
    RankFeature,
    number
  >;
}

/** Adds one title's gradient of −log P(right candidates) to `gradient`. */
function accumulateGradient(
  features: readonly Float64Array[],
  wanted: readonly boolean[],
  weights: Float64Array,
  gradient: Float64Array,
): void {
  const scores = new Float64Array(features.length);
  let max = -Infinity;
  for (let c = 0; c < features.length; c++) {
    const row = features[c] ?? new Float64Array(0);
    let score = 0;
    for (let i = 0; i < row.length; i++) score += (row[i] ?? 0) * (weights[i] ?? 0);
    scores[c] = score;
    if (score > max) max = score;
  }
  let total = 0;
  let right = 0;
  for (let c = 0; c < features.length; c++) {
    const value = Math.exp((scores[c] ?? 0) - max);
    scores[c] = value;
    total += value;
    if (wanted[c]) right += value;
  }
  for (let c = 0; c < features.length; c++) {
    const row = features[c] ?? new Float64Array(0);
    const share = (scores[c] ?? 0) / total - (wanted[c] ? (scores[c] ?? 0) / right : 0);
    for (let i = 0; i < row.length; i++) gradient[i] = (gradient[i] ?? 0) + share * (row[i] ?? 0);
  }
}

/** Top-1 among each title's collected candidates under some weights (to compare fits). */
export function describeFit(cases: readonly RankingCase[], weights: Record<RankFeature, number>): { top1: number } {
  const vector = RANK_FEATURES.map((name) => weights[name]);
  let right = 0;
  for (const { features, wanted } of cases) {
    let best = -Infinity;
    let bestWanted = false;
    features.forEach((row, c) => {
      const score = row.reduce((sum, value, i) => sum + value * (vector[i] ?? 0), 0);
      if (score > best) {
        best = score;
        bestWanted = wanted[c] ?? false;
      }
    });
    if (bestWanted) right++;
  }
  return { top1: right / Math.max(1, cases.length) };
}
