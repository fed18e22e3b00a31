import type { RiskFactor, TaskView } from "../../../core/assessment/assessment-view";

/**
 * The occupation's tasks grouped by work activity. Task wording is not ours to republish, so a
 * group shows how many of its tasks carry each exposure label (E0 none, E1 a language model
 * alone, E2 with AI-powered software) and the resume lines we matched to it.
 */
export type TaskGroupSummary = {
  group: string;
  taskCount: number;
  direct: number;
  withTools: number;
  none: number;
  exposure: number | null;
  importance: number;
  matchedLines: string[];
};

export function summarizeTaskGroups({
  tasks,
  riskFactors,
}: {
  tasks: TaskView[];
  riskFactors: RiskFactor[];
}): TaskGroupSummary[] {
  const exposureByGroup = new Map(
    riskFactors
      .filter((factor) => factor.kind === "task-group" && typeof factor.exposure === "number")
      .map((factor) => [factor.name, factor.exposure as number]),
  );
  const groups = new Map<string, TaskGroupSummary>();
  for (const task of tasks) {
    const summary = groups.get(task.group) ?? {
      group: task.group,
      taskCount: 0,
      direct: 0,
      withTools: 0,
      none: 0,
      exposure: exposureByGroup.get(task.group) ?? null,
      importance: 0,
      matchedLines: [],
    };
    summary.taskCount += 1;
    summary.importance += task.importance;
    if (task.label === "E1") summary.direct += 1;
    else if (task.label === "E2") summary.withTools += 1;
    else summary.none += 1;
    if (task.matchedBullet && !summary.matchedLines.includes(task.matchedBullet))
      summary.matchedLines.push(task.matchedBullet);
    groups.set(task.group, summary);
  }
  return [...groups.values()].sort((a, b) => b.importance - a.importance);
}
