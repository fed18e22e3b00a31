/**
 * Calibration of the top candidate's probability of being right: logistic in its scaled score, its
 * margin to the best different occupation, whether it lists the query word for word, how close its
 * nearest title is, and its softmax share among the candidates (`TopMatchFeatures`). Fitted by
 * `npm run eval:matcher -- --fit` on cross-fitted training titles (never on development titles), and
 * the `sureEnough` thresholds. The features come from `describeTopMatch` in `match-occupations.ts`.
 */
export const CALIBRATION = {
  listed: {
    intercept: 5.457,
    score: 1.454,
    margin: 1.677,
    exact: 0,
    exactSpread: 0.075,
    exactIndexOnly: 0,
    exactOwn: 0.198,
    nearest: -6.854,
    share: 0.626,
    dropped: -2.869,
  },
  other: {
    intercept: -4.727,
    score: 4.076,
    margin: 0.186,
    exact: -0.93,
    exactSpread: 1.113,
    exactIndexOnly: -0.93,
    exactOwn: 0,
    nearest: 0.554,
    share: 0.782,
    dropped: 0.185,
  },
};

/**
 * Which of the two calibrations applies: "listed" when the top candidate lists the query word for
 * word as an O*NET title (right nearly always, unless other occupations list it too), "other" for
 * everything else (coding-index titles, near matches), whose reliability differs in kind.
 */
export function calibrationGroup(features: TopMatchFeatures): keyof typeof CALIBRATION {
  return features.exact && !features.exactIndexOnly ? "listed" : "other";
}
/**
 * `sureEnough` when the calibrated probability of the top candidate reaches this, per calibration
 * group: the lowest threshold with at least 95% precision on the training folds. No threshold
 * qualifies for titles O*NET does not list for the top (1: never sure), so those always ask.
 */
export const SURE_ENOUGH_PROBABILITY = { listed: 0.98, other: 1 };

/** Calibrated probability that the top candidate of a ranking is right. */
export interface TopMatchFeatures {
  score: number;
  margin: number;
  exact: boolean;
  /** As `Ranking.exactSocCount`. */
  exactSocCount: number;
  /** As `Ranking.topExactIndexOnly`. */
  exactIndexOnly: boolean;
  /** As `Ranking.topExactOwn`. */
  exactOwn: boolean;
  nearest: number;
  share: number;
  /** Words of the written title left out as a name (`trimForeignTail`). */
  dropped: number;
}

/** The calibration's inputs in `CALIBRATION` order (after the intercept). */
export function calibrationInputs(features: TopMatchFeatures): number[] {
  return [
    features.score,
    features.margin,
    features.exact ? 1 : 0,
    // Other occupations listing the same title word for word (0–2): the index codes it several ways.
    Math.min(2, Math.max(0, features.exactSocCount - 1)),
    features.exactIndexOnly ? 1 : 0,
    // The top occupation's own title (its O*NET title or a part of it).
    features.exactOwn ? 1 : 0,
    features.nearest,
    features.share,
    Math.min(3, features.dropped),
  ];
}

/** Calibrated probability that the top candidate of a ranking is right. */
export function calibrateTopProbability(features: TopMatchFeatures): number {
  const c = CALIBRATION[calibrationGroup(features)];
  const weights = [
    c.score,
    c.margin,
    c.exact,
    c.exactSpread,
    c.exactIndexOnly,
    c.exactOwn,
    c.nearest,
    c.share,
    c.dropped,
  ];
  const logit = calibrationInputs(features).reduce((sum, value, i) => sum + value * (weights[i] ?? 0), c.intercept);
  return 1 / (1 + Math.exp(-logit));
}
