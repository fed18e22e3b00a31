import type { Occupation, OccupationDataset } from "../occupations/dataset";

/**
 * Per-dataset tables the advice reads on every assessment, built once per dataset (memoised by
 * the dataset object) so an assessment pays only for look-ups:
 * - each occupation's centred skill-and-knowledge vector (O*NET importance minus its mean over all
 *   rated occupations), for how close two jobs are (ADR 029);
 * - who lists whom as related (O*NET relations are one-way, so a ladder can hide on the other side);
 * - how common each technology is overall and within each SOC major group, so a tool every job
 *   lists (spreadsheets) or one foreign to the field (CAD for a packer) is never advice;
 * - program-of-study titles.
 */
export interface AdviceData {
  byCode: ReadonlyMap<string, Occupation>;
  /** Element ids in a fixed order: every vector lists importance in this order. */
  elementIds: readonly string[];
  /** Element names in the same order ("Food Production"). */
  elementNames: readonly string[];
  /** Centred vector of an occupation (its SOC broad or minor group's mean when O*NET rates it not). */
  centredVector(occupation: Occupation): Float64Array | null;
  /** Occupations whose O*NET related list names `code`, with the tier they give it. */
  relatedBy(code: string): readonly { code: string; tier: Occupation["related"][number]["tier"] }[];
  studyFieldTitle(cipCode: string): string | null;
}

const cache = new WeakMap<OccupationDataset, AdviceData>();

export function prepareAdviceData(dataset: OccupationDataset): AdviceData {
  const cached = cache.get(dataset);
  if (cached) return cached;
  const byCode = new Map(dataset.occupations.map((occupation) => [occupation.code, occupation]));
  const elementIds = dataset.elements.map((element) => element.id);
  const position = new Map(elementIds.map((id, index) => [id, index]));

  const rated = dataset.occupations.filter((o) => o.skills.length + o.knowledge.length > 0);
  const means = new Float64Array(elementIds.length);
  for (const occupation of rated)
    for (const rating of [...occupation.skills, ...occupation.knowledge]) {
      const at = position.get(rating.id);
      if (at !== undefined) means[at]! += rating.importance / rated.length;
    }
  const ownVector = (occupation: Occupation): Float64Array | null => {
    if (occupation.skills.length + occupation.knowledge.length === 0) return null;
    const vector = new Float64Array(elementIds.length);
    for (const rating of [...occupation.skills, ...occupation.knowledge]) {
      const at = position.get(rating.id);
      if (at !== undefined) vector[at] = rating.importance - means[at]!;
    }
    return vector;
  };
  const vectors = new Map<string, Float64Array | null>();
  const centredVector = (occupation: Occupation): Float64Array | null => {
    if (vectors.has(occupation.code)) return vectors.get(occupation.code) ?? null;
    let vector = ownVector(occupation);
    // "All Other" and a few new occupations are not rated: their group stands in for them.
    for (const length of [6, 4]) {
      if (vector) break;
      const prefix = occupation.code.slice(0, length);
      const members = rated.filter((other) => other.code !== occupation.code && other.code.startsWith(prefix));
      if (members.length === 0) continue;
      vector = new Float64Array(elementIds.length);
      for (const member of members) {
        const own = ownVector(member)!;
        for (let i = 0; i < own.length; i++) vector[i]! += own[i]! / members.length;
      }
    }
    vectors.set(occupation.code, vector);
    return vector;
  };

  const reverse = new Map<string, { code: string; tier: Occupation["related"][number]["tier"] }[]>();
  for (const occupation of dataset.occupations) {
    for (const related of occupation.related) {
      const list = reverse.get(related.code) ?? [];
      list.push({ code: occupation.code, tier: related.tier });
      reverse.set(related.code, list);
    }
  }
  const studyFields = new Map((dataset.studyFields ?? []).map((field) => [field.code, field.title]));
  const data: AdviceData = {
    byCode,
    elementIds,
    elementNames: dataset.elements.map((element) => element.name),
    centredVector,
    relatedBy: (code) => reverse.get(code) ?? [],
    studyFieldTitle: (code) => studyFields.get(code) ?? null,
  };
  cache.set(dataset, data);
  return data;
}
