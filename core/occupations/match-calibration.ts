/**
 * Calibration of the top candidate's probability of being right: logistic in its scaled score, its
 * margin to the best different occupation, whether it lists the query word for word, how close its
 * nearest title is, and its softmax share among the candidates (`TopMatchFeatures`). Fitted by
 * `npm run eval:matcher -- --fit` on cross-fitted training titles (never on development titles), and
 * the `sureEnough` thresholds. The features come from `describeTopMatch` in `match-occupations.ts`.
 */
export const CALIBRATION = {
  listed: {
    intercept: -4.213,
    score: 2.823,
    margin: 0.952,
    exact: 0,
    exactSpread: -1.262,
    exactShare: 0.782,
    exactRestricted: 0,
    exactIndexOnly: 0,
    exactOwn: 0.55,
    nearest: -0.892,
    share: 2.532,
    dropped: -1.938,
  },
  other: {
    intercept: -5.371,
    score: 4.62,
    margin: 0.474,
    exact: -0.94,
    exactSpread: -0.729,
    exactShare: 0.738,
    exactRestricted: -1.956,
    exactIndexOnly: -0.94,
    exactOwn: 0,
    nearest: -0.398,
    share: 0.501,
    dropped: 0.353,
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
 * group: the lowest threshold whose precision on the training folds, less one standard error, is at
 * least 95% (held-out training titles: 96.4% of 962 above 0.97 for "listed", 98.6% of 145 above
 * 0.93 for the rest; refit 2026-11-26 after O*NET's bracketed second names became titles, ADR 007).
 */
export const SURE_ENOUGH_PROBABILITY = { listed: 0.97, other: 0.93 };

/** Calibrated probability that the top candidate of a ranking is right. */
export interface TopMatchFeatures {
  score: number;
  margin: number;
  exact: boolean;
  /** As `Ranking.exactSocCount`. */
  exactSocCount: number;
  /** As `Ranking.topExactEmploymentShare`. */
  exactEmploymentShare: number;
  /** As `Ranking.topExactRestricted`. */
  exactRestricted: boolean;
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
    // Among them, the top's share of their employment (1 when it is alone).
    features.exactEmploymentShare,
    // A coding-index title limited to some industries: other rows code it otherwise.
    features.exactRestricted ? 1 : 0,
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
    c.exactShare,
    c.exactRestricted,
    c.exactIndexOnly,
    c.exactOwn,
    c.nearest,
    c.share,
    c.dropped,
  ];
  const logit = calibrationInputs(features).reduce((sum, value, i) => sum + value * (weights[i] ?? 0), c.intercept);
  return 1 / (1 + Math.exp(-logit));
}
