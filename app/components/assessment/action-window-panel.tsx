import { AlarmClock, CalendarRange } from "lucide-react";
import { describeActionWindow } from "../../../core/assessment-display/action-window";
import type { TimeOutlook } from "../../../core/assessment-display/time-outlook";
import type { Timeline } from "../../../core/assessment/assessment-view";
import { cn } from "../../lib/class-names";

const PRIORITY_STYLES = {
  "HIGH PRIORITY": "border-red-200 bg-red-50 text-red-900",
  "MEDIUM PRIORITY": "border-amber-200 bg-amber-50 text-amber-950",
  "LOW PRIORITY": "border-emerald-200 bg-emerald-50 text-emerald-950",
} as const;

/** The action window: priority by score, its message and three bullets (§2, §4). */
export function ActionWindowPanel({ score, timeline }: { score: number; timeline: Timeline }) {
  const panel = describeActionWindow({ score, timeline });
  return (
    <section
      aria-labelledby="action-window-title"
      className={cn("rounded-3xl border p-5 sm:p-7", PRIORITY_STYLES[panel.priority])}
    >
      <p className="inline-flex items-center gap-2 text-xs font-bold tracking-wider" data-testid="priority">
        <AlarmClock className="size-4" aria-hidden /> {panel.priority}
      </p>
      <h2 id="action-window-title" className="mt-2 text-xl font-bold tracking-tight">
        Your action window{panel.timeframe ? `: ${panel.timeframe}` : ""}
      </h2>
      <p className="mt-1 text-sm font-medium opacity-80" data-testid="action-scenario">
        {panel.scenario}
      </p>
      <p className="mt-2 leading-7">{panel.message}</p>
      <ul className="mt-3 list-disc space-y-1.5 pl-5">
        {panel.bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The outlook: for each adoption scenario, when substantial change is likely and the exposure after
 * ten years, beside today's score. The row the action window quotes is marked (ADR 025).
 */
export function TimelineSection({ outlook }: { outlook: TimeOutlook }) {
  const fallback = { aggressive: "1-3 years", median: "2-5 years", conservative: "5-10 years" } as const;
  const entries = [...outlook.scenarios].reverse();
  return (
    <section aria-labelledby="timeline-title" className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7">
      <h2 id="timeline-title" className="flex items-center gap-2 text-xl font-bold tracking-tight text-ink">
        <CalendarRange className="size-5 text-brand-600" aria-hidden /> When change is likely
      </h2>
      <p className="mt-1 text-sm text-muted">
        Your score of {outlook.today} is today&apos;s exposure. Each scenario shows when substantial change is likely
        and the exposure it would reach in 10 years.
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {entries.map((entry) => {
          const isAction = entry.key === outlook.actionKey;
          return (
            <div
              key={entry.key}
              className={cn(
                "rounded-xl border bg-surface p-4",
                isAction ? "border-brand-400 ring-1 ring-brand-300" : "border-line",
              )}
              data-testid={`outlook-${entry.key}`}
            >
              <dt className="text-sm font-semibold text-ink">
                {entry.label}
                {isAction ? (
                  <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800">
                    your action window
                  </span>
                ) : null}
              </dt>
              <dd className="mt-1 text-2xl font-bold text-brand-800">{entry.timeframe ?? fallback[entry.key]}</dd>
              <dd className="text-xs text-muted">{entry.condition}</dd>
              <dd className="mt-2 text-sm text-ink">
                Exposure in 10 years: <span className="font-semibold">{entry.scoreIn10Years}/100</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
