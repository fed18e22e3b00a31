import type { JobTaskGroup } from "../../../core/job-pages/job-page-view";

/** Colours of the three exposure labels (Tailwind tokens), shared by the bars and the legend. */
const SEGMENTS = [
  { key: "direct", label: "Language model alone", fill: "fill-brand-800", swatch: "bg-brand-800" },
  { key: "withTools", label: "With AI tools", fill: "fill-brand-500", swatch: "bg-brand-500" },
  { key: "none", label: "Not exposed", fill: "fill-line", swatch: "bg-line" },
] as const;

/** Groups shown before "Show all activities". */
const FIRST_GROUPS = 8;

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/** One stacked bar: the share of the group's tasks under each label, as an inline SVG. */
function ExposureBar({ group }: { group: JobTaskGroup }) {
  let x = 0;
  return (
    <svg
      viewBox="0 0 100 6"
      preserveAspectRatio="none"
      className="block h-3 w-full overflow-hidden rounded-full"
      aria-hidden
    >
      <rect width="100" height="6" className="fill-line" />
      {SEGMENTS.map((segment) => {
        const width = group.tasks > 0 ? (group[segment.key] / group.tasks) * 100 : 0;
        const rect =
          width > 0 ? <rect key={segment.key} x={x} width={width} height="6" className={segment.fill} /> : null;
        x += width;
        return rect;
      })}
    </svg>
  );
}

function ChartRow({ group }: { group: JobTaskGroup }) {
  const exposed = group.direct + group.withTools;
  return (
    <li className="py-2.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-ink">{group.activity}</span>
        <span className="shrink-0 text-muted tabular-nums">
          {exposed}/{group.tasks} exposed
        </span>
      </div>
      <div className="mt-1.5">
        <ExposureBar group={group} />
      </div>
    </li>
  );
}

/**
 * The task chart: the occupation's labelled tasks grouped by work activity, each bar split into
 * the share exposed to a language model alone (E1), with AI tools (E2) and not exposed (E0).
 * The bars are drawn for the eye only; screen readers get the same numbers as a table.
 */
export function TaskExposureChart({ groups, title }: { groups: JobTaskGroup[]; title: string }) {
  if (groups.length === 0) return null;
  const first = groups.slice(0, FIRST_GROUPS);
  const rest = groups.slice(FIRST_GROUPS);
  return (
    <div data-testid="task-chart">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted" aria-hidden>
        {SEGMENTS.map((segment) => (
          <li key={segment.key} className="inline-flex items-center gap-1.5">
            <span className={`inline-block size-3 rounded-sm ${segment.swatch}`} />
            {segment.label}
          </li>
        ))}
      </ul>
      <div>
        <ul className="mt-3 divide-y divide-line" aria-hidden>
          {first.map((group) => (
            <ChartRow key={group.activity} group={group} />
          ))}
        </ul>
        {rest.length > 0 ? (
          <details className="mt-1">
            <summary className="cursor-pointer py-2 text-sm font-semibold text-brand-700 hover:underline">
              Show all {groups.length} activities
            </summary>
            <ul className="divide-y divide-line" aria-hidden>
              {rest.map((group) => (
                <ChartRow key={group.activity} group={group} />
              ))}
            </ul>
          </details>
        ) : null}
      </div>
      {/* A table cannot shrink below its content, so the hiding box wraps it. */}
      <div className="sr-only">
        <table>
          <caption>{`Tasks of ${title} by work activity and AI exposure`}</caption>
          <thead>
            <tr>
              <th scope="col">Work activity</th>
              <th scope="col">Tasks</th>
              <th scope="col">Language model alone</th>
              <th scope="col">With AI tools</th>
              <th scope="col">Not exposed</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.activity}>
                <th scope="row">{group.activity}</th>
                <td>{group.tasks}</td>
                <td>{percent(group.direct, group.tasks)}%</td>
                <td>{percent(group.withTools, group.tasks)}%</td>
                <td>{percent(group.none, group.tasks)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
