/**
 * Calibration of a foreign title's top occupation (ADR 031): the probability that it is right, a
 * logistic function of how the title met ESCO's labels and how ESCO's occupations agree on the
 * O*NET code. Fitted by `npm run eval:titles-international -- --fit` on the training occupations'
 * labels (never on the held-out occupations or the everyday titles), with the `sureEnough`
 * threshold: the lowest probability whose precision on the training folds, less one standard error,
 * is at least 95%, as for English titles (`match-calibration.ts`).
 */
export interface ForeignMatchFeatures {
  /** The title equals a label (or a reviewed regulated title). */
  exact: boolean;
  /** The title equals ESCO's preferred label of the occupation (or a reviewed regulated title). */
  preferred: boolean;
  /** How close the label of the occupation giving the top code is (1 for an equal label). */
  similarity: number;
  /** That occupation's share for the top code (how surely the occupation leads to it). */
  share: number;
  /** The closest ESCO occupations' combined share for the top code (softmax weights on their similarity). */
  agreement: number;
  /** The top code's score (similarity × share) less the best other code's. */
  margin: number;
  /** The share of the title's words ESCO's labels know. */
  covered: number;
}

export const FOREIGN_CALIBRATION = {
  intercept: -1.644,
  exact: 2.293,
  preferred: 0.198,
  similarity: 1.737,
  share: -1.498,
  agreement: -0.038,
  margin: 2.75,
  covered: 0.494,
};

/**
 * `sureEnough` when the calibrated probability of the top code reaches this (fitted 2026-11-28 on
 * training titles equal to a preferred label: above it, 100% of 160 the index lists were right, and
 * 7 of 12 it does not; at 0.97, 100% of 387 and 16 of 26).
 */
export const FOREIGN_SURE_PROBABILITY = 0.98;

/**
 * `sureEnough` for a foreign title: the calibrated probability reaches the threshold, and the title
 * is ESCO's preferred label of the occupation or a reviewed regulated title. ESCO's alternative and
 * hidden labels include loose and regional synonyms (Polish "ochroniarz" only under store detective,
 * Italian "meccanico" only under leather goods maintenance technician): a match on one is offered
 * first but asked about.
 */
export function isSureForeignMatch({
  features,
  probability,
}: {
  features: ForeignMatchFeatures;
  probability: number;
}): boolean {
  return features.preferred && probability >= FOREIGN_SURE_PROBABILITY;
}

/** The calibration's inputs in `FOREIGN_CALIBRATION` order (after the intercept). */
export function foreignCalibrationInputs(features: ForeignMatchFeatures): number[] {
  return [
    features.exact ? 1 : 0,
    features.preferred ? 1 : 0,
    features.similarity,
    features.share,
    features.agreement,
    features.margin,
    features.covered,
  ];
}

export function calibrateForeignProbability(features: ForeignMatchFeatures): number {
  const c = FOREIGN_CALIBRATION;
  const weights = [c.exact, c.preferred, c.similarity, c.share, c.agreement, c.margin, c.covered];
  const logit = foreignCalibrationInputs(features).reduce(
    (sum, value, i) => sum + value * (weights[i] ?? 0),
    c.intercept,
  );
  return 1 / (1 + Math.exp(-logit));
}
