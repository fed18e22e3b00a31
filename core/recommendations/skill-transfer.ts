import type { Occupation, OccupationDataset } from "../occupations/dataset";

/**
 * Skill transfer: how much of what a person does in their occupation counts in another one
 * (docs/decisions/024-career-moves-with-a-reason.md).
 *
 * Half of it is work activities: the person's O*NET work activities (the IWAs of their tasks,
 * weighted by task importance) that the other occupation's tasks also involve. The other half is
 * skills and knowledge, a quarter each: the person's skills and knowledge areas rated important
 * (importance ≥ 3 of 5) that are important there too (full credit at ≥ 3 there, half at 2.5).
 *
 * Items nearly every occupation shares (Active Listening is important in 93% of occupations,
 * "Maintain operational records" appears in 44%) say little about a particular move, so each item
 * weighs by how uncommon it is: 1 − the share of occupations that have it.
 */

export interface SkillTransfer {
  /** 0–100, rounded. */
  percentage: number;
  /** Component shares, 0–1; null when the person's occupation has no rating of that kind. */
  activities: number | null;
  skills: number | null;
  knowledge: number | null;
  /** Names of the person's most telling work activities that carry over, best first (at most 2). */
  sharedActivities: string[];
}

/** An O*NET importance at or above this (1–5 scale) counts as "important". */
const IMPORTANT = 3;
const ACTIVITY_WEIGHT = 0.5;
const SKILL_WEIGHT = 0.25;
const KNOWLEDGE_WEIGHT = 0.25;
const MAX_SHARED_ACTIVITIES = 2;

interface TransferProfile {
  /** Element id → weight (importance above 2, times rarity) for the elements important here. */
  skills: Map<string, number>;
  knowledge: Map<string, number>;
  /** Element id → importance, for every rated element. */
  importance: Map<string, number>;
  /** IWA id → weight (task importance shares, times rarity). */
  activities: Map<string, number>;
}

export interface TransferTables {
  profileOf(occupation: Occupation): TransferProfile;
  activityTitle(iwaId: string): string;
  /**
   * The named occupations of an occupation's SOC broad group ("13-209"), else minor group ("13-2"), with data:
   * the stand-in for related occupations, and for the work itself, of an "All Other" occupation,
   * which O*NET neither rates nor relates.
   */
  groupOf(occupation: Occupation): Occupation[];
}

const tablesByDataset = new WeakMap<OccupationDataset, TransferTables>();

/** Rarity weights over the whole dataset, computed once per dataset; profiles are built on first use. */
export function prepareTransferTables(dataset: OccupationDataset): TransferTables {
  const cached = tablesByDataset.get(dataset);
  if (cached) return cached;
  const elementCount = new Map<string, number>();
  const activityCount = new Map<string, number>();
  let ratedCount = 0;
  let withTasks = 0;
  for (const occupation of dataset.occupations) {
    if (occupation.skills.length + occupation.knowledge.length > 0) ratedCount++;
    for (const rating of [...occupation.skills, ...occupation.knowledge])
      if (rating.importance >= IMPORTANT) elementCount.set(rating.id, (elementCount.get(rating.id) ?? 0) + 1);
    const activities = new Set(occupation.tasks.flatMap((task) => task.iwaIds));
    if (activities.size > 0) withTasks++;
    for (const id of activities) activityCount.set(id, (activityCount.get(id) ?? 0) + 1);
  }
  const elementRarity = (id: string) => 1 - (elementCount.get(id) ?? 0) / Math.max(1, ratedCount);
  const activityRarity = (id: string) => 1 - (activityCount.get(id) ?? 0) / Math.max(1, withTasks);
  const titles = new Map(dataset.workActivities.map((activity) => [activity.id, activity.title.replace(/\.$/, "")]));
  const profiles = new WeakMap<Occupation, TransferProfile>();
  const hasData = (occupation: Occupation) => occupation.skills.length > 0 || occupation.tasks.length > 0;
  const withData = dataset.occupations.filter(hasData);
  const groupOf = (occupation: Occupation): Occupation[] => {
    for (const length of [6, 4]) {
      const prefix = occupation.code.slice(0, length);
      const members = withData.filter((other) => other.code !== occupation.code && other.code.startsWith(prefix));
      if (members.length > 0) return members;
    }
    return [];
  };

  const build = (occupation: Occupation): TransferProfile => {
    if (!hasData(occupation)) return averageProfiles(groupOf(occupation).map(profileOf));
    const importance = new Map<string, number>();
    const weigh = (ratings: Occupation["skills"]) => {
      const weights = new Map<string, number>();
      for (const rating of ratings) {
        importance.set(rating.id, rating.importance);
        if (rating.importance >= IMPORTANT) weights.set(rating.id, (rating.importance - 2) * elementRarity(rating.id));
      }
      return weights;
    };
    const activities = new Map<string, number>();
    for (const task of occupation.tasks) {
      const share = (task.importance ?? 3) / Math.max(1, task.iwaIds.length);
      for (const id of task.iwaIds) activities.set(id, (activities.get(id) ?? 0) + share * activityRarity(id));
    }
    return { skills: weigh(occupation.skills), knowledge: weigh(occupation.knowledge), importance, activities };
  };

  function profileOf(occupation: Occupation): TransferProfile {
    let profile = profiles.get(occupation);
    if (!profile) {
      profile = build(occupation);
      profiles.set(occupation, profile);
    }
    return profile;
  }
  const tables: TransferTables = { profileOf, activityTitle: (id) => titles.get(id) ?? id, groupOf };
  tablesByDataset.set(dataset, tables);
  return tables;
}

/** The mean of several profiles (each map averaged over all of them, a missing entry counting as 0). */
function averageProfiles(profiles: readonly TransferProfile[]): TransferProfile {
  const average = (maps: ReadonlyMap<string, number>[]) => {
    const sums = new Map<string, number>();
    for (const map of maps) for (const [id, value] of map) sums.set(id, (sums.get(id) ?? 0) + value);
    return new Map([...sums].map(([id, sum]) => [id, sum / Math.max(1, maps.length)]));
  };
  return {
    skills: average(profiles.map((p) => p.skills)),
    knowledge: average(profiles.map((p) => p.knowledge)),
    importance: average(profiles.map((p) => p.importance)),
    activities: average(profiles.map((p) => p.activities)),
  };
}

/** Share (0–1) of the weighted important elements of `from` that are important in `to`; null when `from` has none. */
function shareElements(weights: ReadonlyMap<string, number>, there: ReadonlyMap<string, number>): number | null {
  let total = 0;
  let carried = 0;
  for (const [id, weight] of weights) {
    total += weight;
    carried += weight * Math.min(1, Math.max(0, (there.get(id) ?? 1) - (IMPORTANT - 1)));
  }
  return total > 0 ? carried / total : null;
}

export function measureSkillTransfer(input: {
  from: Occupation;
  to: Occupation;
  tables: TransferTables;
}): SkillTransfer {
  const from = input.tables.profileOf(input.from);
  const to = input.tables.profileOf(input.to);
  let activityTotal = 0;
  let activityCarried = 0;
  const shared: [string, number][] = [];
  for (const [id, weight] of from.activities) {
    activityTotal += weight;
    if (to.activities.has(id)) {
      activityCarried += weight;
      shared.push([id, weight]);
    }
  }
  const activities = activityTotal > 0 ? activityCarried / activityTotal : null;
  // An occupation O*NET has not rated (taxi drivers, some "All Other" titles) is judged on activities alone.
  const rated = to.importance.size > 0;
  const skills = rated ? shareElements(from.skills, to.importance) : null;
  const knowledge = rated ? shareElements(from.knowledge, to.importance) : null;
  let sum = 0;
  let weights = 0;
  for (const [value, weight] of [
    [activities, ACTIVITY_WEIGHT],
    [skills, SKILL_WEIGHT],
    [knowledge, KNOWLEDGE_WEIGHT],
  ] as const) {
    if (value === null) continue;
    sum += value * weight;
    weights += weight;
  }
  return {
    percentage: weights > 0 ? Math.round((100 * sum) / weights) : 0,
    activities,
    skills,
    knowledge,
    sharedActivities: shared
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, MAX_SHARED_ACTIVITIES)
      .map(([id]) => input.tables.activityTitle(id)),
  };
}
