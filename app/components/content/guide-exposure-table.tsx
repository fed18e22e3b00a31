import { Link } from "react-router";
import type { ExposureGroup, GuideExposureRow } from "../../../core/content/guide-exposure-rows";

/**
 * The table's fixed words: they describe the ILO index and how our dataset carries it, the same on
 * every guide (the jobs and their occupations are the guide's, picked in the CMS).
 */
const guideExposureText = {
  heading: "How exposed are these jobs? (ILO 2025)",
  intro:
    "The International Labour Organization's 2025 index rates how much of each occupation's work generative AI could take on, task by task. For each job named on this page we show the figure our scoring dataset holds for the closest standard occupation. The index rates occupations worldwide, so these figures are the same in every country guide.",
  groups: { "at-risk": "Jobs at risk", resistant: "AI-resistant jobs" } satisfies Record<ExposureGroup, string>,
  columns: {
    job: "Job named in this guide",
    occupation: "Standard occupation (O*NET-SOC)",
    score: "ILO exposure score (0–1)",
    gradient: "ILO exposure gradient",
  },
  notCovered: "Not covered",
  caveat:
    "A higher score means more of the occupation's tasks are exposed to generative AI; the gradient groups occupations from not exposed to the most exposed (gradient 4). The index looks at generative AI only, so jobs that machines and robots are changing, such as assembly or warehouse work, can score low here.",
  source:
    "Source: Gmyrek, P., et al. (2025). Generative AI and Jobs: A Refined Global Index of Occupational Exposure. ILO Working Paper 140. Matched to O*NET-SOC occupations through the ISCO-08 crosswalk.",
  sourceLink: { label: "How we use this source", href: "/data-sources#ilo" },
} as const;

function formatScore(score: number | null): string {
  return score === null ? guideExposureText.notCovered : score.toFixed(2);
}

/** "How exposed are these jobs? (ILO 2025)": the guide's jobs with the ILO figures of their occupation. */
export function ExposureSection({ rows }: { rows: GuideExposureRow[] }) {
  if (rows.length === 0) return null;
  const text = guideExposureText;
  const groups = (["at-risk", "resistant"] as const)
    .map((group) => ({ group, rows: rows.filter((row) => row.group === group) }))
    .filter((entry) => entry.rows.length > 0);
  return (
    <section aria-labelledby="ilo-exposure-heading" className="mt-14">
      <h2 id="ilo-exposure-heading" className="text-2xl font-bold tracking-tight text-ink">
        {text.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-muted">{text.intro}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {groups.map(({ group, rows: groupRows }) => (
          // Focusable and named, so keyboard users can scroll the table sideways on a narrow screen.
          <div
            key={group}
            role="region"
            aria-label={text.groups[group]}
            tabIndex={0}
            className="overflow-x-auto rounded-2xl border border-line bg-white shadow-sm focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            <table className="w-full text-left text-sm">
              <caption className="px-4 pt-4 pb-2 text-left font-semibold text-ink">{text.groups[group]}</caption>
              <thead className="bg-surface text-xs text-muted">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    {text.columns.job}
                  </th>
                  <th scope="col" className="hidden px-4 py-2 font-semibold sm:table-cell">
                    {text.columns.occupation}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-semibold">
                    {text.columns.score}
                  </th>
                  <th scope="col" className="hidden px-4 py-2 font-semibold sm:table-cell">
                    {text.columns.gradient}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {groupRows.map((row) => (
                  <tr key={row.job}>
                    <th scope="row" className="px-4 py-2 font-medium text-ink">
                      {row.job}
                      {/* On a phone the table reflows to two columns: the occupation sits under the job. */}
                      <span className="mt-0.5 block text-xs font-normal text-muted sm:hidden">
                        {row.occupation} <span className="whitespace-nowrap">({row.code})</span>
                      </span>
                    </th>
                    <td className="hidden px-4 py-2 text-muted sm:table-cell">
                      {row.occupation} <span className="whitespace-nowrap">({row.code})</span>
                    </td>
                    <td className="px-4 py-2 text-right align-top font-semibold text-ink tabular-nums sm:align-middle">
                      {formatScore(row.score)}
                      {/* …and the gradient under the score. */}
                      <span className="mt-0.5 block text-xs font-normal text-muted sm:hidden">
                        {row.gradient ?? text.notCovered}
                      </span>
                    </td>
                    <td className="hidden px-4 py-2 text-muted sm:table-cell">{row.gradient ?? text.notCovered}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
      <p className="mt-4 max-w-3xl text-sm text-muted">{text.caveat}</p>
      <p className="mt-2 max-w-3xl text-xs text-muted">
        {text.source}{" "}
        <Link to={text.sourceLink.href} className="font-medium text-brand-700 hover:underline">
          {text.sourceLink.label}
        </Link>
      </p>
    </section>
  );
}
