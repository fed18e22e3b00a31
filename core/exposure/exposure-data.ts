import type { ExposureLabel, Occupation, OccupationDataset, OccupationTask } from "../occupations/dataset";
import { HUMAN_LABEL_WEIGHT, LABEL_VALUES } from "./calibration";

/**
 * Per-dataset lookups and per-occupation exposure profiles used by the scoring engine.
 *
 * Everything here is derived deterministically from the dataset and memoised in a WeakMap keyed
 * by the dataset object, so the first assessment pays for the indexes (≈ tens of ms) and every later
 * one is a few map look-ups. No I/O: the caller loads the dataset.
 */

/** α, β and γ on the 0–1 exposure-index scale (blended human/GPT-4 labels). */
export interface ExposureTriple {
  alpha: number;
  beta: number;
  gamma: number;
}

/** A task of an occupation with the numbers the engine needs. */
export interface ProfiledTask {
  task: OccupationTask;
  /** O*NET importance (1–5), 3 when unrated: the scale midpoint keeps unrated tasks neutral. */
  importance: number;
  /** Blended label values; null when neither rater labelled the task. */
  exposure: ExposureTriple | null;
  /** Label shown to visitors: human label when present, else GPT-4's. */
  label: ExposureLabel | null;
}

/**
 * Where an occupation's prior came from:
 * - "task-labels": importance-weighted Eloundou task labels (the normal case);
 * - "occupation-figures": the published occupation-level α/β/γ (too few labelled tasks);
 * - "soc-group": mean of labelled occupations in the same SOC minor group (no Eloundou coverage,
 *   mostly "All Other" residual occupations).
 */
export type PriorBasis = "task-labels" | "occupation-figures" | "soc-group";

export interface OccupationProfile {
  occupation: Occupation;
  tasks: ProfiledTask[];
  /** Title-only exposure index (0–1) for α, β, γ. */
  prior: ExposureTriple;
  basis: PriorBasis;
  /** Share of the occupation's task importance that carries a label (0–1). */
  labelledShare: number;
}

export interface ExposureDataIndex {
  byCode: Map<string, Occupation>;
  iwaTitles: Map<string, { title: string; gwaId: string; gwaName: string }>;
  elementNames: Map<string, { name: string; category: "skill" | "knowledge" }>;
  /** Inverse document frequency of task terms across all tasks in the dataset. */
  termIdf: Map<string, number>;
  maxIdf: number;
  /** Percentile ranks (0–1) of adoption evidence across occupations. */
  microsoftRank: Map<string, number>;
  anthropicRank: Map<string, number>;
  /** Mean importance per skill/knowledge element across occupations, for centred similarity. */
  elementMeans: Map<string, number>;
  profiles: Map<string, OccupationProfile | null>;
}

const indexes = new WeakMap<OccupationDataset, ExposureDataIndex>();

/** Minimum labelled share of task importance for the task-level computation to be used alone. */
const MIN_LABELLED_SHARE = 0.6;

/** Builds (once) and returns the lookup tables for a dataset. */
export function prepareExposureData(dataset: OccupationDataset): ExposureDataIndex {
  const cached = indexes.get(dataset);
  if (cached) return cached;

  const byCode = new Map<string, Occupation>();
  const documentFrequency = new Map<string, number>();
  let taskCount = 0;
  const elementSums = new Map<string, { sum: number; count: number }>();
  for (const occupation of dataset.occupations) {
    byCode.set(occupation.code, occupation);
    for (const task of occupation.tasks) {
      taskCount++;
      for (const term of Object.keys(task.terms)) {
        documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
      }
    }
    for (const rating of [...occupation.skills, ...occupation.knowledge]) {
      const entry = elementSums.get(rating.id) ?? { sum: 0, count: 0 };
      entry.sum += rating.importance;
      entry.count++;
      elementSums.set(rating.id, entry);
    }
  }
  const termIdf = new Map<string, number>();
  let maxIdf = 1;
  for (const [term, df] of documentFrequency) {
    const idf = Math.log(1 + taskCount / df);
    termIdf.set(term, idf);
    if (idf > maxIdf) maxIdf = idf;
  }
  const elementMeans = new Map<string, number>();
  for (const [id, { sum, count }] of elementSums) elementMeans.set(id, sum / count);

  const index: ExposureDataIndex = {
    byCode,
    iwaTitles: new Map(
      dataset.workActivities.map((activity) => [
        activity.id,
        { title: activity.title, gwaId: activity.gwaId, gwaName: activity.gwaName },
      ]),
    ),
    elementNames: new Map(
      dataset.elements.map((element) => [element.id, { name: element.name, category: element.category }]),
    ),
    termIdf,
    maxIdf,
    microsoftRank: rankPercentiles(
      dataset.occupations.map((o) => [o.code, o.exposure.microsoft?.applicability ?? null]),
    ),
    anthropicRank: rankPercentiles(
      dataset.occupations.map((o) => [o.code, o.exposure.anthropic?.conversationSharePct ?? null]),
    ),
    elementMeans,
    profiles: new Map(),
  };
  indexes.set(dataset, index);
  return index;
}

/** Mid-rank percentile (0–1) of each non-null value; ties share a rank so order is input-independent. */
function rankPercentiles(entries: [string, number | null][]): Map<string, number> {
  const present = entries.filter((entry): entry is [string, number] => entry[1] !== null);
  const values = present.map(([, value]) => value).sort((a, b) => a - b);
  const ranks = new Map<string, number>();
  const n = values.length;
  for (const [code, value] of present) {
    const below = lowerBound(values, value);
    const upTo = upperBound(values, value);
    ranks.set(code, n <= 1 ? 0.5 : (below + upTo - 1) / 2 / (n - 1));
  }
  return ranks;
}

function lowerBound(sorted: number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function upperBound(sorted: number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Blends the two raters' labels for one measure; a lone label stands for both. */
export function blendTaskLabels(task: OccupationTask): ExposureTriple | null {
  const human = task.eloundou?.human ?? null;
  const gpt4 = task.eloundou?.gpt4 ?? null;
  if (human === null && gpt4 === null) return null;
  const h = human ?? gpt4!;
  const g = gpt4 ?? human!;
  return {
    alpha: mix(LABEL_VALUES.alpha[h], LABEL_VALUES.alpha[g]),
    beta: mix(LABEL_VALUES.beta[h], LABEL_VALUES.beta[g]),
    gamma: mix(LABEL_VALUES.gamma[h], LABEL_VALUES.gamma[g]),
  };
}

function mix(human: number, gpt4: number): number {
  return HUMAN_LABEL_WEIGHT * human + (1 - HUMAN_LABEL_WEIGHT) * gpt4;
}

/** Importance-weighted mean exposure of labelled tasks, or null when none is labelled. */
export function weighTaskExposure(
  tasks: readonly { weight: number; exposure: ExposureTriple | null }[],
): ExposureTriple | null {
  let weight = 0;
  const sum = { alpha: 0, beta: 0, gamma: 0 };
  for (const entry of tasks) {
    if (!entry.exposure || entry.weight <= 0) continue;
    weight += entry.weight;
    sum.alpha += entry.weight * entry.exposure.alpha;
    sum.beta += entry.weight * entry.exposure.beta;
    sum.gamma += entry.weight * entry.exposure.gamma;
  }
  if (weight === 0) return null;
  return { alpha: sum.alpha / weight, beta: sum.beta / weight, gamma: sum.gamma / weight };
}

/** Exposure index of an occupation's published Eloundou α/β/γ (same 3:1 human/GPT-4 blend). */
function blendPublishedFigures(occupation: Occupation): ExposureTriple | null {
  const eloundou = occupation.exposure.eloundou;
  if (!eloundou) return null;
  return {
    alpha: mix(eloundou.human.alpha, eloundou.gpt4.alpha),
    beta: mix(eloundou.human.beta, eloundou.gpt4.beta),
    gamma: mix(eloundou.human.gamma, eloundou.gpt4.gamma),
  };
}

/** The exposure profile of one occupation, or null when nothing at all grounds an estimate. */
export function profileOccupation(dataset: OccupationDataset, code: string): OccupationProfile | null {
  const index = prepareExposureData(dataset);
  if (index.profiles.has(code)) return index.profiles.get(code) ?? null;
  const occupation = index.byCode.get(code);
  const profile = occupation ? buildProfile(dataset, occupation) : null;
  index.profiles.set(code, profile);
  return profile;
}

function buildProfile(dataset: OccupationDataset, occupation: Occupation): OccupationProfile | null {
  const tasks: ProfiledTask[] = occupation.tasks.map((task) => ({
    task,
    importance: task.importance ?? 3,
    exposure: blendTaskLabels(task),
    label: task.eloundou?.human ?? task.eloundou?.gpt4 ?? null,
  }));
  const totalImportance = tasks.reduce((sum, t) => sum + t.importance, 0);
  const labelledImportance = tasks.reduce((sum, t) => sum + (t.exposure ? t.importance : 0), 0);
  const labelledShare = totalImportance > 0 ? labelledImportance / totalImportance : 0;
  const fromTasks = weighTaskExposure(tasks.map((t) => ({ weight: t.importance, exposure: t.exposure })));
  const published = blendPublishedFigures(occupation);

  let prior: ExposureTriple | null = null;
  let basis: PriorBasis = "task-labels";
  if (fromTasks && (labelledShare >= MIN_LABELLED_SHARE || !published)) {
    prior = fromTasks;
  } else if (published) {
    // Few of the current O*NET tasks carry a label (task lists changed since O*NET 27):
    // lean on the published occupation figure in proportion to what is missing.
    prior = fromTasks ? lerpTriple(published, fromTasks, labelledShare / MIN_LABELLED_SHARE) : published;
    basis = "occupation-figures";
  } else {
    prior = estimateFromSocGroup(dataset, occupation);
    basis = "soc-group";
  }
  if (!prior) return null;
  return { occupation, tasks, prior: orderTriple(prior), basis, labelledShare };
}

function lerpTriple(a: ExposureTriple, b: ExposureTriple, t: number): ExposureTriple {
  return {
    alpha: a.alpha + (b.alpha - a.alpha) * t,
    beta: a.beta + (b.beta - a.beta) * t,
    gamma: a.gamma + (b.gamma - a.gamma) * t,
  };
}

/** Guards α ≤ β ≤ γ against floating-point noise. */
function orderTriple(triple: ExposureTriple): ExposureTriple {
  const beta = Math.min(Math.max(triple.beta, triple.alpha), triple.gamma);
  return { alpha: Math.min(triple.alpha, beta), beta, gamma: Math.max(triple.gamma, beta) };
}

/**
 * Mean of the published figures of labelled occupations sharing the SOC minor group
 * (e.g. "43-90" for "43-9199 Office and Administrative Support Workers, All Other"),
 * widening to the major group ("43-") when the minor group has none.
 */
function estimateFromSocGroup(dataset: OccupationDataset, occupation: Occupation): ExposureTriple | null {
  for (const prefixLength of [5, 3]) {
    const prefix = occupation.socCode.slice(0, prefixLength);
    const siblings = dataset.occupations
      .filter((o) => o.code !== occupation.code && o.socCode.startsWith(prefix))
      .map((o) => blendPublishedFigures(o))
      .filter((t): t is ExposureTriple => t !== null);
    if (siblings.length > 0) {
      return weighTaskExposure(siblings.map((exposure) => ({ weight: 1, exposure })));
    }
  }
  return null;
}

export function findOccupation(dataset: OccupationDataset, code: string): Occupation | undefined {
  return prepareExposureData(dataset).byCode.get(code);
}
