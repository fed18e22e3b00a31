/**
 * Maps a task-exposure share (0–1, the "exposure index") onto the 0–100 risk scale.
 *
 * The exposure index is a blend of the two Eloundou et al. (2023) raters: three parts human
 * annotators, one part GPT-4. Human β is the reference the score must track; the GPT-4 part
 * separates occupations the humans rated alike but whose work is plainly more text-bound
 * (bookkeeping clerks vs registered nurses sit at human β 0.31 vs 0.38, GPT-4 β 0.80 vs 0.33).
 *
 * The 0–100 scale is a monotone piecewise-linear curve through three anchors chosen on the
 * distribution of the 923 labelled occupations (see docs/scoring-model.md):
 *   index 0.38 → 30 (the Low/Medium boundary: about the 63rd percentile of occupations),
 *   index 0.56 → 70 (the Medium/High boundary: more than half of the work exposed, about the
 *   87th percentile). Above and below the anchors the curve is linear to 0 and 100.
 * Being monotone, it never reorders occupations; being piecewise linear with gentle slopes it keeps
 * Pearson r with human β near 0.97 across occupations.
 */

/** Weight of the human annotators' labels in the exposure index; GPT-4 gets the rest. */
export const HUMAN_LABEL_WEIGHT = 0.75;

/** Value of each E-label under α (E1 only), β (E1 + ½·E2) and γ (E1 + E2). */
export const LABEL_VALUES = {
  alpha: { E0: 0, E1: 1, E2: 0 },
  beta: { E0: 0, E1: 1, E2: 0.5 },
  gamma: { E0: 0, E1: 1, E2: 1 },
} as const;

export type ExposureLabel = "E0" | "E1" | "E2";
export type BandMeasure = keyof typeof LABEL_VALUES;

/** [exposure index, score] anchors, strictly increasing in both coordinates. */
export const CALIBRATION_ANCHORS: readonly (readonly [number, number])[] = [
  [0, 0],
  [0.38, 30],
  [0.56, 70],
  [1, 100],
];

export const RISK_LEVEL_THRESHOLDS = { medium: 30, high: 70 } as const;

export type RiskLevel = "Low Risk" | "Medium Risk" | "High Risk";

/** Unrounded 0–100 score for an exposure index; inputs outside 0–1 are clamped. */
export function calibrateExposure(index: number): number {
  const x = Number.isFinite(index) ? Math.min(1, Math.max(0, index)) : 0;
  for (let i = 1; i < CALIBRATION_ANCHORS.length; i++) {
    const [x1, y1] = CALIBRATION_ANCHORS[i]!;
    if (x <= x1) {
      const [x0, y0] = CALIBRATION_ANCHORS[i - 1]!;
      return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    }
  }
  return 100;
}

/** Inverse of calibrateExposure, used to express score-space bounds as exposure indices. */
export function decalibrateScore(score: number): number {
  const y = Math.min(100, Math.max(0, score));
  for (let i = 1; i < CALIBRATION_ANCHORS.length; i++) {
    const [x1, y1] = CALIBRATION_ANCHORS[i]!;
    if (y <= y1) {
      const [x0, y0] = CALIBRATION_ANCHORS[i - 1]!;
      return x0 + ((x1 - x0) * (y - y0)) / (y1 - y0);
    }
  }
  return 1;
}

export function scoreExposure(index: number): number {
  return Math.round(calibrateExposure(index));
}

export function classifyRiskLevel(score: number): RiskLevel {
  if (score >= RISK_LEVEL_THRESHOLDS.high) return "High Risk";
  if (score >= RISK_LEVEL_THRESHOLDS.medium) return "Medium Risk";
  return "Low Risk";
}
