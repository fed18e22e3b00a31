import type { JobTaskGroup, JobTaskNote } from "../../core/job-pages/job-page-view";
import type { ExposureLabel, Occupation } from "../../core/occupations/dataset";

/**
 * An occupation's labelled tasks for its page: counted by work activity (the task chart) and the
 * most and least exposed, each named by its O*NET detailed work activity (the dataset holds no
 * task statements).
 */
export function describeJobTasks(
  occupation: Occupation,
  state: { iwaTitles: ReadonlyMap<string, string>; dwaTitles: ReadonlyMap<string, string> },
): { taskGroups: JobTaskGroup[]; labelledTasks: number; mostExposed: JobTaskNote[]; leastExposed: JobTaskNote[] } {
  const groups = new Map<string, JobTaskGroup>();
  const notes: JobTaskNote[] = [];
  for (const task of occupation.tasks) {
    const label = task.eloundou?.human ?? task.eloundou?.gpt4 ?? null;
    if (!label) continue;
    const iwaId = task.iwaIds[0];
    const activity = (iwaId ? state.iwaTitles.get(iwaId) : undefined)?.replace(/\.$/, "") ?? "Other duties";
    const group = groups.get(activity) ?? { activity, tasks: 0, direct: 0, withTools: 0, none: 0 };
    group.tasks += 1;
    if (label === "E1") group.direct += 1;
    else if (label === "E2") group.withTools += 1;
    else group.none += 1;
    groups.set(activity, group);
    const dwaId = task.dwaIds[0];
    const named = (dwaId ? state.dwaTitles.get(dwaId) : undefined)?.replace(/\.$/, "") ?? activity;
    notes.push({ id: task.id, activity: named, label, importance: task.importance });
  }
  const exposureRank: Record<ExposureLabel, number> = { E1: 2, E2: 1, E0: 0 };
  const byImportance = (a: JobTaskNote, b: JobTaskNote) => (b.importance ?? 0) - (a.importance ?? 0) || a.id - b.id;
  const distinct = (list: JobTaskNote[]) => {
    const seen = new Set<string>();
    return list.filter((note) => (seen.has(note.activity) ? false : (seen.add(note.activity), true)));
  };
  const mostExposed = distinct(
    notes
      .filter((n) => n.label !== "E0")
      .sort((a, b) => exposureRank[b.label] - exposureRank[a.label] || byImportance(a, b)),
  ).slice(0, 5);
  const shownMost = new Set(mostExposed.map((n) => n.activity));
  const leastExposed = distinct(
    notes.filter((n) => n.label === "E0" && !shownMost.has(n.activity)).sort(byImportance),
  ).slice(0, 5);
  const taskGroups = [...groups.values()].sort(
    (a, b) =>
      b.tasks - a.tasks ||
      (b.direct + b.withTools) / b.tasks - (a.direct + a.withTools) / a.tasks ||
      a.activity.localeCompare(b.activity),
  );
  return { taskGroups, labelledTasks: notes.length, mostExposed, leastExposed };
}
