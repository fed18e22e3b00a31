import { RISK_LEVEL_THRESHOLDS } from "../exposure/calibration";

export type PriorityLabel = "HIGH PRIORITY" | "MEDIUM PRIORITY" | "LOW PRIORITY";
export type TimelineKey = "aggressive" | "median" | "conservative";
export type RiskLevel = "Low Risk" | "Medium Risk" | "High Risk";
export type GaugeColor = "green" | "amber" | "red" | "grey";

export interface Priority {
  label: PriorityLabel;
  timelineKey: TimelineKey;
}

// The 30/70 bands have one source: the score's own risk levels (core/exposure/calibration.ts).
const HIGH_THRESHOLD = RISK_LEVEL_THRESHOLDS.high;
const MEDIUM_THRESHOLD = RISK_LEVEL_THRESHOLDS.medium;

type Band = "high" | "medium" | "low";

// Scores are integers 0-100 in storage, but a fractional or out-of-range value must still
// land in exactly one band: 69.5 is below 70, so medium. A missing or non-numeric score is
// treated as low, the least alarming reading, because we cannot justify a warning.
function bandForScore(score: number): Band {
  if (!Number.isFinite(score)) return "low";
  if (score >= HIGH_THRESHOLD) return "high";
  if (score >= MEDIUM_THRESHOLD) return "medium";
  return "low";
}

const PRIORITIES: Record<Band, Priority> = {
  high: { label: "HIGH PRIORITY", timelineKey: "aggressive" },
  medium: { label: "MEDIUM PRIORITY", timelineKey: "median" },
  low: { label: "LOW PRIORITY", timelineKey: "conservative" },
};

const RISK_LEVELS: Record<Band, RiskLevel> = {
  high: "High Risk",
  medium: "Medium Risk",
  low: "Low Risk",
};

/** 70 or more: high and the aggressive timeline; 30-69: medium, median; under 30: low, conservative. */
export function priorityForScore(score: number): Priority {
  return PRIORITIES[bandForScore(score)];
}

export function riskLevelForScore(score: number): RiskLevel {
  return RISK_LEVELS[bandForScore(score)];
}

/** Gauge colour by risk level: low green, medium amber, high red, anything else grey. */
export function gaugeColorForLevel(riskLevel: string | null | undefined): GaugeColor {
  const firstWord = (riskLevel ?? "").trim().toLowerCase().split(/\s+/)[0];
  if (firstWord === "low") return "green";
  if (firstWord === "medium") return "amber";
  if (firstWord === "high") return "red";
  return "grey";
}
