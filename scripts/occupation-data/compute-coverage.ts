import type { DatasetCoverage, Occupation } from "../../core/occupations/dataset";

/** How many occupations and tasks each source reaches: printed by the build and stored with the dataset. */
export function computeCoverage(occupations: Occupation[]): DatasetCoverage {
  const count = (predicate: (occupation: Occupation) => boolean): number => occupations.filter(predicate).length;
  const tasks = occupations.flatMap((occupation) => occupation.tasks);
  return {
    occupations: occupations.length,
    occupationsWithTasks: count((o) => o.tasks.length > 0),
    tasks: tasks.length,
    occupationsWithJobZone: count((o) => o.jobZone !== null),
    occupationsWithSkills: count((o) => o.skills.length > 0),
    eloundou: count((o) => o.exposure.eloundou !== null),
    microsoft: count((o) => o.exposure.microsoft !== null),
    felten: count((o) => o.exposure.felten !== null),
    anthropic: count((o) => o.exposure.anthropic !== null),
    ilo: count((o) => o.exposure.ilo !== null),
    freyOsborne: count((o) => o.exposure.freyOsborne !== null),
    labourMarket: count((o) => o.labourMarket !== null),
    wages: count((o) => o.labourMarket?.medianAnnualWage != null),
    projections: count((o) => o.labourMarket?.projectedGrowthPct != null),
    tasksWithImportance: tasks.filter((t) => t.importance !== null).length,
    tasksWithEloundou: tasks.filter((t) => t.eloundou !== null).length,
    tasksWithAnthropic: tasks.filter((t) => t.anthropicPct !== null).length,
  };
}
