import { data, isRouteErrorResponse } from "react-router";
import { writeGroupDescription } from "../../core/job-pages/job-pages-text";
import { JobList } from "../components/jobs/job-list";
import { JobsSubpageHeader } from "../components/jobs/jobs-subpage-header";
import { JOB_NOT_FOUND_TITLE, JobNotFound } from "../components/jobs/job-not-found";
import { readNonce, readSiteMeta, staticPageHandle } from "../lib/content-route";
import { buildPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/jobs-group";

/** A content page: sent without React (ADR 013). */
export const handle = staticPageHandle;

/** /jobs/group/<two digits>: every occupation of one SOC major group, by title, with score and pay. */
export function loader({ params, context }: Route.LoaderArgs) {
  const group = context.services.jobPages.listMajorGroups().find((g) => g.code === params.code);
  if (!group || group.jobs.length === 0) throw data(null, { status: 404 });
  context.pageCacheHandle.keepPublicPage();
  return { group, origin: context.services.env.PUBLIC_URL };
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const site = readSiteMeta(matches);
  if (!loaderData) return buildPageMeta({ site, title: JOB_NOT_FOUND_TITLE, noIndex: true });
  const { group } = loaderData;
  const sorted = [...group.jobs].sort((a, b) => b.riskScore - a.riskScore);
  const description = writeGroupDescription({
    name: group.name,
    count: group.jobs.length,
    top: { title: sorted[0]!.title, score: sorted[0]!.riskScore },
  });
  return buildPageMeta({
    site,
    title: `${group.name} Jobs: AI Exposure by Occupation`,
    description,
    path: `/jobs/group/${group.code}`,
  });
}

export default function JobGroup({ loaderData, matches }: Route.ComponentProps) {
  const { group, origin } = loaderData;
  return (
    <>
      <JobsSubpageHeader
        nonce={readNonce(matches[0]?.loaderData)}
        origin={origin}
        crumb={{ name: group.name, path: `/jobs/group/${group.code}` }}
        title={`${group.name} occupations`}
      >
        <p className="mt-3 text-lg text-muted">
          {group.jobs.length} occupations in SOC major group {group.code}, by title, each with its AI exposure score and
          median pay.
        </p>
      </JobsSubpageHeader>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
        <section
          aria-label={`${group.name} occupations`}
          className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7"
        >
          <JobList jobs={group.jobs} showWage testId="group-jobs" />
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <JobNotFound />;
  throw error;
}
