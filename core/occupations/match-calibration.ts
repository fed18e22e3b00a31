/**
 * Calibration of the top candidate's probability of being right: logistic in its scaled score, its
 * margin to the best different occupation, whether it lists the query word for word, how close its
 * nearest title is, and its softmax share among the candidates (`TopMatchFeatures`). Fitted by
 * `npm run eval:matcher -- --fit` on cross-fitted training titles (never on development titles), and
 * the `sureEnough` thresholds. The features come from `describeTopMatch` in `match-occupations.ts`.
 */
export const CALIBRATION = {
  listed: {
    intercept: -3.664,
    score: 2.662,
    margin: 1.269,
    exact: 0,
    exactSpread: -1.099,
    exactShare: 0.877,
    exactRestricted: 0,
    exactIndexOnly: 0,
    exactOwn: 0.582,
    nearest: -1.017,
    share: 2.01,
    dropped: -1.916,
    guessed: -3.11,
  },
  other: {
    intercept: -4.658,
    score: 4.292,
    margin: 0.562,
    exact: -0.907,
    exactSpread: -0.714,
    exactShare: 0.4,
    exactRestricted: -2.032,
    exactIndexOnly: -0.907,
    exactOwn: 0,
    nearest: -0.424,
    share: 0.513,
    dropped: 0.31,
    guessed: -0.869,
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
 * least 95% (held-out training titles: 96.8% of 955 above 0.97 for "listed", 99.2% of 132 above
 * 0.93 for the rest; refit 2026-11-26 when guessed words became an input, ADR 007).
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
  /** As `Ranking.guessedWords`. */
  guessed: number;
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
    // A word read as the indexed word it most likely is: the match rests on that guess.
    Math.min(2, features.guessed),
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
    c.guessed,
  ];
  const logit = calibrationInputs(features).reduce((sum, value, i) => sum + value * (weights[i] ?? 0), c.intercept);
  return 1 / (1 + Math.exp(-logit));
}
