import { BookOpen, ListChecks } from "lucide-react";
import { Link } from "react-router";
import type { RiskFactor, SourceFigure, TaskView } from "../../../core/assessment/assessment-view";
import { labelUsSourceFigure } from "../../../core/assessment-display/us-figure-labels";
import { describeSourceFigure } from "../../../core/number-format/format-number";
import { LocalNumber } from "../ui/local-number";
import { summarizeTaskGroups } from "./task-groups";

/** A figure as the visitor reads it ("$97,550", "0.017%"); text that is not a number as it is. */
function SourceValue({ source }: { source: SourceFigure }) {
  const spec = describeSourceFigure({ id: source.id, value: source.value });
  const className = "font-semibold text-brand-800 tabular-nums";
  return spec ? <LocalNumber spec={spec} className={className} /> : <span className={className}>{source.value}</span>;
}

/** The figures behind the score, each with the source it comes from. */
export function SourcesPanel({ sources }: { sources: SourceFigure[] }) {
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby="sources-title" className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7">
      <h2 id="sources-title" className="flex items-center gap-2 text-xl font-bold tracking-tight text-ink">
        <BookOpen className="size-5 text-brand-600" aria-hidden /> Figures used and their sources
      </h2>
      <ul className="mt-4 divide-y divide-line" data-testid="sources">
        {sources.map(labelUsSourceFigure).map((source) => (
          <li
            key={`${source.id}-${source.figure}`}
            className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
          >
            <span>
              <span className="font-medium text-ink">{source.figure}</span>
              <span className="block text-sm text-muted">{source.name}</span>
            </span>
            <SourceValue source={source} />
          </li>
        ))}
      </ul>
      <Link to="/data-sources" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
        About our data sources
      </Link>
    </section>
  );
}

/**
 * The occupation's tasks by work activity: how many carry each exposure label, and the visitor's
 * own lines matched to them, labelled by where they came from (a resume, or the manual form).
 */
export function TaskGroupsPanel({
  tasks,
  riskFactors,
  fromResume,
}: {
  tasks: TaskView[];
  riskFactors: RiskFactor[];
  fromResume: boolean;
}) {
  const lineLabel = fromResume ? "From your resume" : "From your details";
  const groups = summarizeTaskGroups({ tasks, riskFactors }).slice(0, 8);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="tasks-title" className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7">
      <h2 id="tasks-title" className="flex items-center gap-2 text-xl font-bold tracking-tight text-ink">
        <ListChecks className="size-5 text-brand-600" aria-hidden /> Your work, task by task
      </h2>
      <p className="mt-1 text-sm text-muted">
        The tasks of your occupation, grouped by activity, with the research label of each task: done by a language
        model alone, done with AI-powered tools, or not exposed.
      </p>
      <ul className="mt-4 grid gap-3 md:grid-cols-2" data-testid="task-groups">
        {groups.map((group) => (
          <li key={group.group} className="rounded-xl border border-line bg-surface p-4">
            <h3 className="flex items-baseline justify-between gap-3 font-semibold text-ink">
              <span>{group.group}</span>
              {group.exposure !== null ? (
                <span className="shrink-0 text-sm font-medium text-muted">{Math.round(group.exposure)}% exposed</span>
              ) : null}
            </h3>
            <p className="mt-1 text-sm text-muted">
              {group.taskCount} {group.taskCount === 1 ? "task" : "tasks"}: {group.direct} by AI alone,{" "}
              {group.withTools} with AI tools, {group.none} not exposed
            </p>
            <div className="mt-2 flex h-2 overflow-hidden rounded-full bg-line" aria-hidden>
              <span className="bg-risk-high" style={{ width: `${(group.direct / group.taskCount) * 100}%` }} />
              <span className="bg-risk-medium" style={{ width: `${(group.withTools / group.taskCount) * 100}%` }} />
              <span className="bg-risk-low" style={{ width: `${(group.none / group.taskCount) * 100}%` }} />
            </div>
            {group.matchedLines.length > 0 ? (
              <ul className="mt-2 space-y-1 text-xs text-muted">
                {group.matchedLines.slice(0, 3).map((line) => (
                  <li key={line}>
                    {lineLabel}: “{line}”
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
