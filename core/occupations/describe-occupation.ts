import type { Occupation, OccupationDataset } from "./dataset";

const describedByDataset = new WeakMap<OccupationDataset, Map<string, string>>();

/**
 * One line on what an occupation does, from its most important tasks' work activities (O*NET IWA
 * names), e.g. "Typical work: provide food or beverage services; prepare foods or beverages." Used
 * where a visitor chooses among candidate occupations. Falls back to other titles for the job.
 */
export function describeOccupationBriefly({
  dataset,
  occupation,
}: {
  dataset: OccupationDataset;
  occupation: Occupation;
}): string {
  let cache = describedByDataset.get(dataset);
  if (!cache) {
    cache = new Map();
    describedByDataset.set(dataset, cache);
  }
  const cached = cache.get(occupation.code);
  if (cached !== undefined) return cached;
  const iwaTitles = new Map(dataset.workActivities.map((iwa) => [iwa.id, iwa.title]));
  const activities: string[] = [];
  for (const task of occupation.tasks) {
    for (const id of task.iwaIds) {
      const title = iwaTitles.get(id)?.replace(/\.$/, "").toLowerCase();
      if (title && !activities.includes(title)) activities.push(title);
    }
    if (activities.length >= 2) break;
  }
  const alsoCalled = occupation.alternateTitles
    .filter((t) => t.toLowerCase() !== occupation.title.toLowerCase())
    .slice(0, 2);
  const line =
    activities.length > 0
      ? `Typical work: ${activities.slice(0, 2).join("; ")}.`
      : alsoCalled.length > 0
        ? `Also called ${alsoCalled.join(" or ")}.`
        : `O*NET-SOC ${occupation.code}.`;
  cache.set(occupation.code, line);
  return line;
}
