import { ArrowLeft, ArrowRight } from "lucide-react";
import { describeCount } from "../../core/number-format/format-number";
import { data, Link } from "react-router";
import { buildBreadcrumbs, JsonLd } from "../components/content/json-ld";
import { JobList } from "../components/jobs/job-list";
import { JobSearchForm } from "../components/jobs/job-search-form";
import { JobSection } from "../components/jobs/job-section";
import { LocalNumber } from "../components/ui/local-number";
import { readNonce, readSiteMeta, staticPageHandle } from "../lib/content-route";
import { buildPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/jobs";

/** A content page: sent without React (ADR 013). */
export const handle = staticPageHandle;

export const JOBS_TITLE = "AI Exposure by Job";
const describeJobs = (total: number) =>
  `Browse all ${total.toLocaleString("en-US")} occupations by AI exposure: search any job title, explore each occupation group, and see which jobs are most and least exposed to AI.`;

/**
 * /jobs: the job browser. ?q= searches titles with the assessment's matcher (a GET form, so it
 * works without JavaScript); a query over the limit answers 400 with an explanation.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { jobPages } = context.services;
  const url = new URL(request.url);
  // Only the plain /jobs page joins the page cache; searches vary without end.
  if (url.search === "") context.pageCacheHandle.keepPublicPage();
  const queries = url.searchParams.getAll("q");
  const pages = url.searchParams.getAll("page");
  const search = jobPages.searchJobs({
    query: queries.length > 1 ? queries : queries[0],
    page: pages.length > 1 ? pages : pages[0],
  });
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
    {
      search,
      groups,
      extremes,
      total: context.services.siteFigures.countOccupations(),
      origin: context.services.env.PUBLIC_URL,
    },
    { status: search.kind === "invalid" ? 400 : 200 },
  );
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const searching = loaderData && loaderData.search.kind !== "empty";
  return buildPageMeta({
    site: readSiteMeta(matches),
    title: JOBS_TITLE,
    description: describeJobs(loaderData?.total ?? 0),
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
            <LocalNumber spec={describeCount(total)} /> occupations, each with its score, the tasks AI can touch, pay
            and outlook. Find yours, then assess your own version of it for free.
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
                      <LocalNumber spec={describeCount(group.count)} /> occupations · average score {group.averageScore}
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
  const first = search.offset + 1;
  const last = search.offset + search.results.length;
  return (
    <section
      aria-labelledby="results-title"
      className="mt-6 max-w-2xl rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="results-title" className="font-semibold text-ink" aria-live="polite">
        {search.total === 0
          ? `No occupation matches “${search.query}”`
          : `${search.total.toLocaleString("en-US")} ${search.total === 1 ? "occupation matches" : "occupations match"} “${search.query}”`}
      </h2>
      {search.total === 0 ? (
        <p className="mt-2 text-sm text-muted">Try a more common title, such as Accountant or Nurse.</p>
      ) : (
        <>
          {search.pageCount > 1 ? (
            <p className="mt-1 text-sm text-muted" data-testid="search-range">
              {`Showing ${first}–${last} of ${search.total.toLocaleString("en-US")}, best matches first`}
            </p>
          ) : null}
          <div className="mt-2">
            <JobList jobs={search.results} testId="search-results" />
          </div>
          {search.pageCount > 1 ? <SearchPages search={search} /> : null}
        </>
      )}
    </section>
  );
}

type SearchResultsPage = Extract<Route.ComponentProps["loaderData"]["search"], { kind: "results" }>;

/** Previous and next pages of a search, as plain links (the page works without JavaScript). */
function SearchPages({ search }: { search: SearchResultsPage }) {
  const href = (page: number) => `/jobs?${new URLSearchParams({ q: search.query, page: String(page) }).toString()}`;
  const linkClass =
    "inline-flex min-h-11 items-center gap-1 rounded-lg border border-line px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50";
  return (
    <nav aria-label="Search result pages" className="mt-4 flex items-center justify-between gap-3">
      {search.page > 1 ? (
        <Link to={href(search.page - 1)} className={linkClass} rel="prev">
          <ArrowLeft className="size-4" aria-hidden /> Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">{`Page ${search.page} of ${search.pageCount}`}</span>
      {search.page < search.pageCount ? (
        <Link to={href(search.page + 1)} className={linkClass} rel="next">
          More results <ArrowRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
