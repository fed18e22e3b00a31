import { Check, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../../lib/class-names";

/**
 * What is happening while an analysis runs. The server does these steps in one call, so the
 * stages advance on a schedule that matches its typical timing; the last stage stays active
 * until the answer arrives, so we never claim to be done before we are.
 */
const STAGE_STARTS_MS = [0, 1200, 2600, 4200];

export function AnalysisProgress({ source }: { source: "resume" | "profile" }) {
  const stages = [
    source === "resume" ? "Reading your resume" : "Reading your job details",
    "Matching your occupation",
    "Scoring your tasks against AI research",
    "Writing your report",
  ];
  const [stage, setStage] = useState(0);
  useEffect(() => {
    const timers = STAGE_STARTS_MS.slice(1).map((start, index) => window.setTimeout(() => setStage(index + 1), start));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50/60 p-4" role="status" aria-live="polite">
      <p className="text-sm font-semibold text-brand-900">Working on your assessment</p>
      <ol className="mt-3 space-y-2">
        {stages.map((label, index) => {
          const state = index < stage ? "done" : index === stage ? "active" : "waiting";
          return (
            <li
              key={label}
              className="flex items-center gap-2.5 text-sm"
              aria-current={state === "active" ? "step" : undefined}
            >
              <span
                className={cn(
                  "flex size-5 shrink-0 items-center justify-center rounded-full",
                  state === "done" && "bg-risk-low text-white",
                  state === "active" && "bg-white text-brand-700 ring-2 ring-brand-500",
                  state === "waiting" && "bg-white ring-1 ring-line",
                )}
              >
                {state === "done" ? <Check className="size-3.5" aria-hidden /> : null}
                {state === "active" ? <Loader2 className="size-3.5 animate-spin" aria-hidden /> : null}
              </span>
              <span
                className={cn(state === "waiting" ? "text-muted" : "text-ink", state === "active" && "font-medium")}
              >
                {label}
                {state === "active" ? "..." : ""}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
