import { AlarmClock, CalendarRange } from "lucide-react";
import { describeActionWindow } from "../../../core/assessment-display/action-window";
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
      <p className="mt-2 leading-7">{panel.message}</p>
      <ul className="mt-3 list-disc space-y-1.5 pl-5">
        {panel.bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
    </section>
  );
}

/** The three timelines side by side: accelerated, expected and conservative (§9 labels). */
export function TimelineSection({ timeline }: { timeline: Timeline }) {
  const entries = [
    { label: "Accelerated", hint: "if AI adoption is fast", value: timeline.aggressive || "1-3 years" },
    { label: "Expected", hint: "the most likely pace", value: timeline.median || "2-5 years" },
    { label: "Conservative", hint: "if adoption is slow", value: timeline.conservative || "5-10 years" },
  ];
  return (
    <section aria-labelledby="timeline-title" className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7">
      <h2 id="timeline-title" className="flex items-center gap-2 text-xl font-bold tracking-tight text-ink">
        <CalendarRange className="size-5 text-brand-600" aria-hidden /> When change is likely
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {entries.map((entry) => (
          <div key={entry.label} className="rounded-xl border border-line bg-surface p-4">
            <dt className="text-sm font-semibold text-ink">{entry.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-brand-800">{entry.value}</dd>
            <dd className="text-xs text-muted">{entry.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
