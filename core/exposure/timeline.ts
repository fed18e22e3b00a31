/**
 * How soon the exposure could turn into substantial change in the job, as three scenario
 * strings. The middle row of TIMELINE_TIERS is the product's default wording (accelerated 1-3
 * years, expected 2-5 years, conservative 5-10 years); the evidence moves a job up or down rows:
 *
 *   pace = 0.6 · (risk score / 100) + 0.4 · adoption
 *
 * where adoption (0–1) is the mean percentile, across occupations, of the usage evidence we have
 * for the occupation: Microsoft Copilot AI-applicability (Tomlinson et al. 2025) and the
 * Anthropic Economic Index share of Claude conversations on the occupation's tasks (2025-02-10).
 * Exposure says AI *can* do the tasks; observed usage says people already hand those tasks to AI,
 * which is the best available signal of adoption speed. With no usage evidence adoption is 0.5
 * (neutral). A wide α–γ band (much of the exposure depends on tools being built around the model,
 * E2) nudges the conservative end later; that is in `band`.
 */

export interface Timeline {
  aggressive: string;
  median: string;
  conservative: string;
}

export const TIMELINE_TIERS: readonly Timeline[] = [
  { aggressive: "1-2 years", median: "1-3 years", conservative: "3-6 years" },
  { aggressive: "1-2 years", median: "2-4 years", conservative: "4-8 years" },
  { aggressive: "1-3 years", median: "2-5 years", conservative: "5-10 years" },
  { aggressive: "2-4 years", median: "4-7 years", conservative: "7-12 years" },
  { aggressive: "3-6 years", median: "6-10 years", conservative: "10+ years" },
];

/** Lower bounds of `pace` for tiers 0…3; anything lower is tier 4. */
export const TIMELINE_PACE_THRESHOLDS = [0.72, 0.58, 0.4, 0.22] as const;

export const TIMELINE_WEIGHTS = { exposure: 0.6, adoption: 0.4 } as const;

/** Band width (γ − α, on the 0–100 score scale) beyond which the conservative end moves one tier later. */
const WIDE_BAND = 45;

export interface TimelineEstimate {
  timeline: Timeline;
  pace: number;
  adoption: number;
  tier: number;
}

export function estimateTimeline(input: {
  riskScore: number;
  /** Percentile ranks (0–1) of the available adoption evidence; empty when none. */
  adoptionRanks: readonly number[];
  band: { alpha: number; gamma: number };
}): TimelineEstimate {
  const adoption =
    input.adoptionRanks.length > 0
      ? input.adoptionRanks.reduce((sum, rank) => sum + rank, 0) / input.adoptionRanks.length
      : 0.5;
  const pace = TIMELINE_WEIGHTS.exposure * (input.riskScore / 100) + TIMELINE_WEIGHTS.adoption * adoption;
  let tier = TIMELINE_PACE_THRESHOLDS.findIndex((threshold) => pace >= threshold);
  if (tier === -1) tier = TIMELINE_TIERS.length - 1;
  const base = TIMELINE_TIERS[tier]!;
  const laterTier = TIMELINE_TIERS[Math.min(tier + 1, TIMELINE_TIERS.length - 1)]!;
  const wide = input.band.gamma - input.band.alpha >= WIDE_BAND;
  return {
    timeline: { ...base, conservative: wide ? laterTier.conservative : base.conservative },
    pace,
    adoption,
    tier,
  };
}
