import { ArrowRight } from "lucide-react";
import { data, Link } from "react-router";
import { buildBreadcrumbs, JsonLd } from "../components/content/json-ld";
import { JobList } from "../components/jobs/job-list";
import { JobSearchForm } from "../components/jobs/job-search-form";
import { JobSection } from "../components/jobs/job-section";
import { contentPageHeaders, readNonce, readSiteMeta, staticPageHandle } from "../lib/content-route";
import { buildPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/jobs";

/** A content page: sent without React (ADR 013). */
export const handle = staticPageHandle;

export const JOBS_TITLE = "AI Exposure by Job";
const JOBS_DESCRIPTION =
  "Browse about 1,000 occupations by AI exposure: search any job title, explore each occupation group, and see which jobs are most and least exposed to AI.";

/** Only the plain /jobs page joins the page cache; searches vary without end. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * /jobs: the job browser. ?q= searches titles with the assessment's matcher (a GET form, so it
 * works without JavaScript); a query over the limit answers 400 with an explanation.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { jobPages } = context.services;
  const url = new URL(request.url);
  const queries = url.searchParams.getAll("q");
  const search = jobPages.searchJobs(queries.length > 1 ? queries : queries[0]);
  const groups = jobPages
    .listMajorGroups()
    .filter((group) => group.jobs.length > 0)
    .map((group) => ({
      code: group.code,
      name: group.name,
      count: group.jobs.length,
      averageScore: Math.round(group.jobs.reduce((sum, job) => sum + job.riskScore, 0) / group.jobs.length),
    }));
  const extremes = jobPages.listExtremes(10);
  return data(
    { search, groups, extremes, total: jobPages.listJobs().length, origin: context.services.env.PUBLIC_URL },
    {
      status: search.kind === "invalid" ? 400 : 200,
      headers: url.search === "" ? contentPageHeaders() : {},
    },
  );
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const searching = loaderData && loaderData.search.kind !== "empty";
  return buildPageMeta({
    site: readSiteMeta(matches),
    title: JOBS_TITLE,
    description: JOBS_DESCRIPTION,
    path: "/jobs",
    noIndex: Boolean(searching),
  });
}

export default function Jobs({ loaderData, matches }: Route.ComponentProps) {
  const { search, groups, extremes, total, origin } = loaderData;
  const query = search.kind === "results" || search.kind === "invalid" ? search.query : "";
  return (
    <>
      <JsonLd
        nonce={readNonce(matches[0]?.loaderData)}
        data={buildBreadcrumbs({ origin, trail: [{ name: "Jobs", path: "/jobs" }] })}
      />
      <header className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-10 pb-10 sm:px-6 sm:pt-14">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Job browser</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{JOBS_TITLE}</h1>
          <p className="mt-4 max-w-3xl text-lg text-muted">
            {total.toLocaleString("en-US")} occupations, each with its score, the tasks AI can touch, pay and outlook.
            Find yours, then assess your own version of it for free.
          </p>
          <div className="mt-6 max-w-2xl">
            <JobSearchForm query={query} />
          </div>
          {/* Swapped in place by the enhancement script as the visitor types (ADR 013). */}
          <div data-live-results="job-search">
            <SearchResults search={search} />
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid gap-6 md:grid-cols-2">
          <JobSection id="highest-title" title="Most exposed to AI" intro="Highest scores first.">
            <JobList jobs={extremes.highest} testId="highest-jobs" />
          </JobSection>
          <JobSection id="lowest-title" title="Least exposed to AI" intro="Lowest scores first.">
            <JobList jobs={extremes.lowest} testId="lowest-jobs" />
          </JobSection>
        </div>
        <JobSection
          id="groups-title"
          title="Browse by occupation group"
          intro="The standard occupation groups, with how many occupations each holds and their average score."
        >
          <ul className="grid gap-2 sm:grid-cols-2" data-testid="job-groups">
            {groups.map((group) => (
              <li key={group.code}>
                <Link
                  to={`/jobs/group/${group.code}`}
                  id={`group-${group.code}`}
                  className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 py-3 hover:border-brand-200 hover:bg-brand-50"
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-ink">{group.name}</span>
                    <span className="block text-sm text-muted">
                      {group.count} occupations · average score {group.averageScore}
                    </span>
                  </span>
                  <ArrowRight className="size-4 shrink-0 text-brand-700" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </JobSection>
      </div>
    </>
  );
}

function SearchResults({ search }: { search: Route.ComponentProps["loaderData"]["search"] }) {
  if (search.kind === "empty") return null;
  if (search.kind === "invalid")
    return (
      <p
        role="alert"
        className="mt-4 max-w-2xl rounded-xl bg-amber-50 px-4 py-3 text-amber-900"
        data-testid="search-error"
      >
        {search.message}. Shorten it to the job title itself, for example “Payroll clerk”.
      </p>
    );
  return (
    <section
      aria-labelledby="results-title"
      className="mt-6 max-w-2xl rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="results-title" className="font-semibold text-ink" aria-live="polite">
        {search.results.length === 0
          ? `No occupation matches “${search.query}”`
          : `Occupations matching “${search.query}”`}
      </h2>
      {search.results.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Try a more common title, such as Accountant or Nurse.</p>
      ) : (
        <div className="mt-2">
          <JobList jobs={search.results} testId="search-results" />
        </div>
      )}
    </section>
  );
}
