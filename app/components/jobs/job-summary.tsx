import { describeTodayAndOutlook, SCENARIO_WORDING } from "../../../core/assessment-display/time-outlook";
import type { JobPageView } from "../../../core/job-pages/job-page-view";
import { IloFigure } from "../assessment/international-codes";
import { RiskGauge } from "../assessment/risk-gauge";

const LEVEL_TEXT: Record<string, string> = {
  "Low Risk": "text-risk-low",
  "Medium Risk": "text-amber-800",
  "High Risk": "text-risk-high",
};

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The exposure in plain words: what the labelled tasks say, and what the score is not. */
export function describeExposure(
  job: Pick<JobPageView, "title" | "taskGroups" | "labelledTasks" | "riskScore">,
): string {
  const direct = job.taskGroups.reduce((sum, g) => sum + g.direct, 0);
  const withTools = job.taskGroups.reduce((sum, g) => sum + g.withTools, 0);
  const none = job.taskGroups.reduce((sum, g) => sum + g.none, 0);
  const tasks =
    job.labelledTasks > 0
      ? `Of the ${plural(job.labelledTasks, "task", "tasks")} the research labelled for this occupation, ${direct} could be done by a language model alone, ${withTools} with AI tools built on one, and ${none} are not exposed.`
      : "The research has no task-level labels for this occupation, so the score comes from the published occupation-level figures.";
  return `${job.title} score ${job.riskScore} out of 100 for exposure to AI. ${tasks} This is an estimate of exposure, not a forecast of job loss: the same job can look very different depending on what you actually do.`;
}

/** Gauge, risk level, research range and timeline, worded as on the result page. */
export function JobExposureSummary({ job }: { job: JobPageView }) {
  return (
    <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start" data-testid="job-summary">
      <div className="flex flex-col items-center">
        <RiskGauge score={job.riskScore} riskLevel={job.riskLevel} />
        <p className="mt-2 text-sm font-medium text-muted">Replaceability Score</p>
      </div>
      <div className="min-w-0 flex-1 text-center sm:text-left">
        <p className={`text-2xl font-bold ${LEVEL_TEXT[job.riskLevel] ?? "text-ink"}`} data-testid="risk-level">
          {job.riskLevel}
        </p>
        <p className="mt-1 text-sm text-muted">{describeTodayAndOutlook(job.outlook)}</p>
        <IloFigure international={job.international} language="en" />
        <p className="mt-3 text-left leading-7 text-ink">{describeExposure(job)}</p>
        <p className="mt-3 text-left text-sm text-muted">
          <span className="font-semibold text-ink">Action window: </span>
          {`${SCENARIO_WORDING[job.timeline.key].label} timeline (${SCENARIO_WORDING[job.timeline.key].condition}), ${job.timeline.value}`}
        </p>
      </div>
    </div>
  );
}
