import { Link } from "react-router";
import type { JobSummary } from "../../../core/job-pages/job-page-view";
import { describeDollars } from "../../../core/number-format/format-number";
import { LocalNumber } from "../ui/local-number";
import { ScoreBadge } from "./score-badge";

/** Occupations as links to their pages, each with its score and, when asked, its median pay. */
export function JobList({
  jobs,
  showWage = false,
  testId,
}: {
  jobs: readonly JobSummary[];
  showWage?: boolean;
  testId?: string;
}) {
  return (
    <ul className="divide-y divide-line" data-testid={testId}>
      {jobs.map((job) => (
        <li key={job.code}>
          <Link
            to={`/jobs/${job.slug}`}
            className="flex items-center justify-between gap-3 py-2.5 text-ink hover:text-brand-800"
          >
            <span className="min-w-0">
              <span className="font-medium underline-offset-4 hover:underline">{job.title}</span>
              {showWage ? (
                <span className="block text-sm text-muted">
                  {job.medianAnnualWage !== null ? (
                    <>
                      Median pay{" "}
                      <LocalNumber
                        spec={describeDollars({ value: job.medianAnnualWage, topCoded: job.wageTopCoded })}
                      />
                    </>
                  ) : (
                    "Pay not published"
                  )}
                </span>
              ) : null}
            </span>
            <ScoreBadge score={job.riskScore} level={job.riskLevel} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
