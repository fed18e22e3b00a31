import type { Occupation } from "../../occupations/dataset";
import type { AdviceData } from "../prepare-advice-data";

/**
 * How close two jobs are, from O*NET's Skills and Knowledge importance (ADR 029): the cosine of the
 * two occupations' centred vectors (each element's importance minus its mean over all occupations).
 * Centring matters: every job rates Active Listening and Speaking important, so raw overlap calls
 * almost any two jobs similar; what sets a job apart is where it is above or below the average.
 * 1 is the same profile, 0 unrelated, below 0 opposite. Null when neither job nor its group is rated.
 */
export function measureSimilarity(input: { data: AdviceData; from: Occupation; to: Occupation }): number | null {
  const a = input.data.centredVector(input.from);
  const b = input.data.centredVector(input.to);
  if (!a || !b) return null;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    normA += a[i]! * a[i]!;
    normB += b[i]! * b[i]!;
  }
  return normA > 0 && normB > 0 ? dot / Math.sqrt(normA * normB) : null;
}

/** Above the average occupation by this much (on the 1–5 importance scale) counts as a strength. */
const STRENGTH_ABOVE_AVERAGE = 0.4;

/**
 * The visitor's distinctive skills and knowledge (well above the average occupation's importance)
 * that the other job also rates well above average, strongest first: what carries over, named.
 */
export function listSharedStrengths(input: {
  data: AdviceData;
  from: Occupation;
  to: Occupation;
  limit: number;
}): string[] {
  const a = input.data.centredVector(input.from);
  const b = input.data.centredVector(input.to);
  if (!a || !b) return [];
  const shared: [number, number][] = [];
  for (let i = 0; i < a.length; i++)
    if (a[i]! >= STRENGTH_ABOVE_AVERAGE && b[i]! >= STRENGTH_ABOVE_AVERAGE) shared.push([i, a[i]! + b[i]!]);
  // O*NET rates Mathematics both as a skill and as knowledge: one name, said once.
  const names = shared
    .sort((x, y) => y[1] - x[1] || x[0] - y[0])
    .map(([i]) => input.data.elementNames[i] ?? "")
    .filter((name, index, list) => name !== "" && list.indexOf(name) === index);
  return names.slice(0, input.limit);
}
