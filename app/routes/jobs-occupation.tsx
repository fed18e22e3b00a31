import { ArrowRight, Scale } from "lucide-react";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { SourcesPanel } from "../components/assessment/evidence-panels";
import { CareerMoveList } from "../components/career-moves/career-move-list";
import { buildBreadcrumbs, JsonLd } from "../components/content/json-ld";
import { buildAssessOwnVersionHref } from "../components/jobs/assess-own-version";
import { JobList } from "../components/jobs/job-list";
import { JOB_NOT_FOUND_TITLE, JobNotFound } from "../components/jobs/job-not-found";
import { JobPayOutlook } from "../components/jobs/job-pay-outlook";
import { JobSection } from "../components/jobs/job-section";
import { buildOccupationJsonLd } from "../components/jobs/job-structured-data";
import { JobInternationalCodes } from "../components/jobs/job-international-codes";
import { JobExposureSummary } from "../components/jobs/job-summary";
import { TaskExposureChart } from "../components/jobs/task-exposure-chart";
import { TaskExtremes } from "../components/jobs/task-extremes";
import { readNonce, readSiteMeta, staticPageHandle } from "../lib/content-route";
import { buildPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/jobs-occupation";

/** A content page: sent without React (ADR 013). */
export const handle = staticPageHandle;

/**
 * /jobs/<slug>: one occupation's public page. An O*NET-SOC code (or a slug in other letter case)
 * answers 301 to the slug; anything else is 404 with a link to the job browser.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const found = context.services.jobPages.findJob(params.slug);
  if (found.kind === "missing") throw data(null, { status: 404 });
  if (found.kind === "redirect") throw redirect(`/jobs/${found.slug}`, 301);
  // Found pages join the page cache; redirects and 404s do not.
  context.pageCacheHandle.keepPublicPage();
  return { job: found.job, origin: context.services.env.PUBLIC_URL };
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const site = readSiteMeta(matches);
  if (!loaderData) return buildPageMeta({ site, title: JOB_NOT_FOUND_TITLE, noIndex: true });
  const { job } = loaderData;
  return buildPageMeta({
    site,
    title: job.pageTitle,
    description: job.description,
    path: `/jobs/${job.slug}`,
    image: `/jobs/${job.code}/card.png`,
  });
}

export default function JobPage({ loaderData, matches }: Route.ComponentProps) {
  const { job, origin } = loaderData;
  const url = `${origin}/jobs/${job.slug}`;
  const nonce = readNonce(matches[0]?.loaderData);
  const compareWith = job.related[0];
  return (
    <>
      <JsonLd
        nonce={nonce}
        data={[
          buildOccupationJsonLd({ job, url }),
          buildBreadcrumbs({
            origin,
            trail: [
              { name: "Jobs", path: "/jobs" },
              { name: job.title, path: `/jobs/${job.slug}` },
            ],
          }),
        ]}
      />
      <header className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-8 pb-8 sm:px-6 sm:pt-12">
          <nav aria-label="Breadcrumb" className="text-sm text-muted">
            <ol className="flex flex-wrap items-center gap-1.5">
              <li>
                <Link to="/jobs" className="font-medium text-brand-700 hover:underline">
                  Jobs
                </Link>
              </li>
              {job.majorGroup ? (
                <li className="flex items-center gap-1.5">
                  <span aria-hidden>/</span>
                  <Link to={`/jobs/group/${job.majorGroup.code}`} className="text-brand-700 hover:underline">
                    {job.majorGroup.name}
                  </Link>
                </li>
              ) : null}
            </ol>
          </nav>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{job.title}</h1>
          <p className="mt-2 text-sm text-muted">
            O*NET-SOC <span className="font-medium text-ink tabular-nums">{job.code}</span>
          </p>
          <JobInternationalCodes international={job.international} />
          <div className="mt-6 rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7">
            <JobExposureSummary job={job} />
            <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <a
                href={buildAssessOwnVersionHref(job.title)}
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
                data-testid="assess-own-version"
              >
                Assess your own version of this job <ArrowRight className="size-4" aria-hidden />
              </a>
              {compareWith ? (
                <Link
                  to={`/jobs/compare?${new URLSearchParams({ a: job.slug, b: compareWith.slug }).toString()}`}
                  className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line bg-white px-5 text-sm font-semibold text-ink shadow-sm hover:bg-surface"
                >
                  <Scale className="size-4" aria-hidden /> Compare with another job
                </Link>
              ) : null}
            </div>
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
        <JobSection
          id="tasks-title"
          title="What AI can touch, task by task"
          intro="The occupation's tasks grouped by work activity. Each bar shows the share of tasks the research labels as exposed to a language model alone, exposed with AI tools built on one, or not exposed."
        >
          {job.taskGroups.length > 0 ? (
            <TaskExposureChart groups={job.taskGroups} title={job.title} />
          ) : (
            <p className="text-muted">The research has no task-level labels for this occupation.</p>
          )}
        </JobSection>
        {job.labelledTasks > 0 ? (
          <JobSection
            id="extremes-title"
            title="Most and least exposed tasks"
            intro="Tasks are named by their O*NET work activity, most important first."
          >
            <TaskExtremes most={job.mostExposed} least={job.leastExposed} />
          </JobSection>
        ) : null}
        <JobSection id="pay-title" title="Pay and outlook in the United States">
          <JobPayOutlook labour={job.labour} />
        </JobSection>
        <JobSection
          id="moves-title"
          title="Where people in this job can move"
          intro="Moves chosen from O*NET's related occupations for this job's own score, each with what carries over, pay, what it takes, outlook and exposure."
        >
          <CareerMoveList
            moves={job.moves.list}
            context={job.moves.context}
            riskScore={job.riskScore}
            linkFor={(code) => (job.moves.slugs[code] ? `/jobs/${job.moves.slugs[code]}` : null)}
            audience="occupation"
            testId="job-moves"
          />
        </JobSection>
        {job.related.length > 0 ? (
          <JobSection
            id="related-title"
            title="Related occupations"
            intro="Occupations O*NET lists as related, the least exposed first, with their median pay."
          >
            <JobList jobs={job.related} showWage testId="related-jobs" />
          </JobSection>
        ) : null}
        <SourcesPanel sources={job.sources} />
        <p className="text-sm text-muted">
          How the score is built: read{" "}
          <Link to="/how-it-works" className="font-semibold text-brand-700 hover:underline">
            our methodology
          </Link>
          . Scores are exposure estimates from occupational research, not forecasts.
        </p>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <JobNotFound />;
  throw error;
}
