import { data, Link, redirect } from "react-router";
import { COMPARE_SCENARIO, findScenario } from "../../core/assessment-display/time-outlook";
import type { JobPageView } from "../../core/job-pages/job-page-view";
import { describeCount, describeDollars, describePercent } from "../../core/number-format/format-number";
import { writeCompareDescription } from "../../core/job-pages/job-pages-text";
import { ComparePicker } from "../components/jobs/compare-picker";
import { JobSection } from "../components/jobs/job-section";
import { JobsSubpageHeader } from "../components/jobs/jobs-subpage-header";
import { ScoreBadge } from "../components/jobs/score-badge";
import { TaskExposureChart } from "../components/jobs/task-exposure-chart";
import { LocalNumber } from "../components/ui/local-number";
import { readNonce, readSiteMeta, staticPageHandle } from "../lib/content-route";
import { buildPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/jobs-compare";

/** A content page: sent without React (ADR 013). */
export const handle = staticPageHandle;

/**
 * /jobs/compare?a=…&b=…: two occupations side by side. Sides given as titles or codes move to
 * the address with slugs; a missing or unknown side shows the picker with a message. Indexed only
 * at the canonical address (both slugs, in alphabetical order).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const comparison = context.services.jobPages.compareJobs({
    a: params.getAll("a").length > 1 ? undefined : params.get("a"),
    b: params.getAll("b").length > 1 ? undefined : params.get("b"),
  });
  if (comparison.redirectPath) throw redirect(comparison.redirectPath, 302);
  return data(
    {
      ...comparison,
      given: { a: params.get("a") ?? "", b: params.get("b") ?? "" },
      origin: context.services.env.PUBLIC_URL,
    },
    { status: 200 },
  );
}

function pairTitle(a: JobPageView | null, b: JobPageView | null): string | null {
  return a && b ? `${a.title} vs ${b.title}` : null;
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const site = readSiteMeta(matches);
  const pair = loaderData ? pairTitle(loaderData.a, loaderData.b) : null;
  if (!loaderData || !pair)
    return buildPageMeta({
      site,
      title: "Compare Two Jobs: AI Exposure, Pay and Outlook",
      path: "/jobs/compare",
      noIndex: true,
    });
  const { a, b } = loaderData;
  const description = writeCompareDescription({
    a: { title: a!.title, score: a!.riskScore },
    b: { title: b!.title, score: b!.riskScore },
  });
  return buildPageMeta({
    site,
    title: `${pair}: AI Exposure Compared`,
    description,
    path: loaderData.canonicalPath ?? "/jobs/compare",
    noIndex: !loaderData.canonical,
  });
}

type Row = { label: string; value: (job: JobPageView) => React.ReactNode };

const ROWS: Row[] = [
  { label: "AI exposure today", value: (job) => <ScoreBadge score={job.riskScore} level={job.riskLevel} /> },
  { label: "Risk level", value: (job) => job.riskLevel },
  {
    label: "Exposure in 10 years, expected pace",
    value: (job) => `${findScenario({ outlook: job.outlook, key: COMPARE_SCENARIO }).scoreIn10Years}/100`,
  },
  {
    label: "When change is likely, expected pace",
    value: (job) => findScenario({ outlook: job.outlook, key: COMPARE_SCENARIO }).timeframe ?? "Not estimated",
  },
  {
    label: "Median annual pay",
    value: (job) =>
      job.labour?.wageMedian != null ? (
        <LocalNumber spec={describeDollars({ value: job.labour.wageMedian, topCoded: job.labour.wageTopCoded })} />
      ) : (
        "Not published"
      ),
  },
  {
    label: "Pay, 10th–90th percentile",
    value: (job) =>
      job.labour?.wageP10 != null && job.labour.wageP90 != null ? (
        <>
          <LocalNumber spec={describeDollars({ value: job.labour.wageP10 })} />–
          <LocalNumber spec={describeDollars({ value: job.labour.wageP90, topCoded: job.labour.wageTopCoded })} />
        </>
      ) : (
        "Not published"
      ),
  },
  {
    label: "Employed (US)",
    value: (job) =>
      job.labour?.employment != null ? <LocalNumber spec={describeCount(job.labour.employment)} /> : "Not published",
  },
  {
    label: "Jobs outlook, 2024–34",
    value: (job) =>
      job.labour?.projectedGrowthPct != null ? (
        <LocalNumber spec={describePercent({ value: job.labour.projectedGrowthPct, signed: true })} />
      ) : (
        "Not published"
      ),
  },
  {
    label: "Openings per year",
    value: (job) =>
      job.labour?.annualOpenings != null ? (
        <LocalNumber spec={describeCount(job.labour.annualOpenings)} />
      ) : (
        "Not published"
      ),
  },
];

export default function JobsCompare({ loaderData, matches }: Route.ComponentProps) {
  const { a, b, unknown, given, origin } = loaderData;
  const missing = [
    !a && !unknown.some((u) => u.side === "a") ? "first" : null,
    !b && !unknown.some((u) => u.side === "b") ? "second" : null,
  ].filter((side): side is string => side !== null);
  const sameJob = a && b && a.code === b.code;
  return (
    <>
      <JobsSubpageHeader
        nonce={readNonce(matches[0]?.loaderData)}
        origin={origin}
        crumb={{ name: "Compare", path: "/jobs/compare" }}
        title={pairTitle(a, b) ?? "Compare two jobs"}
      >
        <p className="mt-3 text-lg text-muted">AI exposure, tasks, pay and outlook, side by side.</p>
        <div className="mt-6 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
          <ComparePicker a={a?.title ?? given.a} b={b?.title ?? given.b} />
          {unknown.length > 0 || missing.length > 0 || sameJob ? (
            <div
              role="alert"
              className="mt-4 space-y-1 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900"
              data-testid="compare-message"
            >
              {unknown.map((u) => (
                <p key={u.side}>
                  {`We found no occupation for “${u.value}”. Try a more common title, such as Accountant or Nurse.`}
                </p>
              ))}
              {missing.length > 0 ? <p>{`Choose the ${missing.join(" and the ")} job to compare.`}</p> : null}
              {sameJob ? <p>Both sides are the same occupation. Choose another job for one of them.</p> : null}
            </div>
          ) : null}
        </div>
      </JobsSubpageHeader>
      {a && b && !sameJob ? (
        <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
          <JobSection id="compare-title" title="At a glance">
            <table className="w-full table-fixed text-sm" data-testid="compare-table">
              <thead>
                <tr className="border-b border-line text-left">
                  <th scope="col" className="w-[34%] pb-2 font-medium text-muted sm:w-1/4">
                    <span className="sr-only">Figure</span>
                  </th>
                  {[a, b].map((job) => (
                    <th key={job.code} scope="col" className="pb-2 pl-2 align-bottom font-semibold text-ink">
                      <Link to={`/jobs/${job.slug}`} className="text-brand-700 hover:underline">
                        {job.title}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {ROWS.map((row) => (
                  <tr key={row.label}>
                    <th scope="row" className="py-2.5 pr-2 text-left font-normal text-muted">
                      {row.label}
                    </th>
                    <td className="py-2.5 pl-2 text-ink tabular-nums">{row.value(a)}</td>
                    <td className="py-2.5 pl-2 text-ink tabular-nums">{row.value(b)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-3 text-xs text-muted">
              Pay and employment: {a.labour?.wageSource ?? "BLS"}. Outlook:{" "}
              {a.labour?.projectionSource ?? "BLS Employment Projections"}.
            </p>
          </JobSection>
          <div className="grid gap-6 md:grid-cols-2">
            {[a, b].map((job, index) => (
              <JobSection key={job.code} id={`compare-tasks-${index}`} title={`${job.title}: tasks by activity`}>
                {job.taskGroups.length > 0 ? (
                  <TaskExposureChart groups={job.taskGroups.slice(0, 6)} title={job.title} />
                ) : (
                  <p className="text-muted">The research has no task-level labels for this occupation.</p>
                )}
                <Link
                  to={`/jobs/${job.slug}`}
                  className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
                >
                  See the full page for {job.title}
                </Link>
              </JobSection>
            ))}
          </div>
        </div>
      ) : null}
    </>
  );
}
