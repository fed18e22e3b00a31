import type { JobPageView } from "../../../core/job-pages/job-page-view";

/**
 * schema.org Occupation for an occupation page: its O*NET-SOC category, description and, when
 * BLS publishes wages, the annual pay distribution (10th percentile, median, 90th percentile).
 */
export function buildOccupationJsonLd({ job, url }: { job: JobPageView; url: string }): Record<string, unknown> {
  const labour = job.labour;
  const hasWages =
    labour !== null && (labour.wageMedian !== null || labour.wageP10 !== null || labour.wageP90 !== null);
  return {
    "@context": "https://schema.org",
    "@type": "Occupation",
    name: job.title,
    description: job.description,
    occupationalCategory: job.code,
    url,
    mainEntityOfPage: url,
    occupationLocation: [{ "@type": "Country", name: "United States" }],
    ...(hasWages
      ? {
          estimatedSalary: [
            {
              "@type": "MonetaryAmountDistribution",
              name: "base",
              currency: "USD",
              duration: "P1Y",
              ...(labour.wageP10 !== null ? { percentile10: labour.wageP10 } : {}),
              ...(labour.wageMedian !== null ? { median: labour.wageMedian } : {}),
              ...(labour.wageP90 !== null ? { percentile90: labour.wageP90 } : {}),
            },
          ],
        }
      : {}),
  };
}
