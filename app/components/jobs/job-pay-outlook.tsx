import type { ReactNode } from "react";
import { describeCount, describeDollars, describePercent } from "../../../core/number-format/format-number";
import type { JobLabourMarket } from "../../../core/job-pages/job-page-view";
import { LocalNumber } from "../ui/local-number";

const NOT_PUBLISHED = "Not published";

function Fact({ label, value, source }: { label: string; value: ReactNode; source: string }) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-3 sm:p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-ink tabular-nums sm:text-2xl">{value}</dd>
      <dd className="mt-1 text-xs text-muted">{source}</dd>
    </div>
  );
}

/** Wages (10th percentile, median, 90th percentile), employment, the 2024–34 projection and openings, each with its source. */
export function JobPayOutlook({ labour }: { labour: JobLabourMarket | null }) {
  if (!labour)
    return <p className="text-muted">The Bureau of Labor Statistics publishes no figures for this occupation.</p>;
  const wage = (value: number | null) =>
    value === null ? NOT_PUBLISHED : <LocalNumber spec={describeDollars({ value, topCoded: labour.wageTopCoded })} />;
  const count = (value: number | null) =>
    value === null ? NOT_PUBLISHED : <LocalNumber spec={describeCount(value)} />;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3" data-testid="pay-outlook">
      <Fact label="Annual pay, lowest 10% earn under" value={wage(labour.wageP10)} source={labour.wageSource} />
      <Fact label="Median annual pay" value={wage(labour.wageMedian)} source={labour.wageSource} />
      <Fact label="Annual pay, top 10% earn over" value={wage(labour.wageP90)} source={labour.wageSource} />
      <Fact label="People employed (US)" value={count(labour.employment)} source={labour.employmentSource} />
      <Fact
        label="Projected change in US jobs, 2024–34"
        value={
          labour.projectedGrowthPct === null ? (
            NOT_PUBLISHED
          ) : (
            <LocalNumber spec={describePercent({ value: labour.projectedGrowthPct, signed: true })} />
          )
        }
        source={labour.projectionSource}
      />
      <Fact
        label="Openings per year in the US, 2024–34"
        value={count(labour.annualOpenings)}
        source={labour.projectionSource}
      />
    </dl>
  );
}
