import { gaugeColorForLevel } from "../../../core/assessment-display/risk-priority";

const TONES = {
  green: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  amber: "bg-amber-50 text-amber-900 ring-amber-200",
  red: "bg-red-50 text-red-900 ring-red-200",
  grey: "bg-surface text-ink ring-line",
} as const;

/** An occupation's score as a small pill, coloured by its risk level. */
export function ScoreBadge({ score, level }: { score: number; level: string }) {
  return (
    <span
      className={`inline-flex min-w-12 shrink-0 items-center justify-center rounded-full px-2 py-0.5 text-sm font-semibold tabular-nums ring-1 ring-inset ${TONES[gaugeColorForLevel(level)]}`}
    >
      {score}
      <span className="sr-only"> out of 100, {level}</span>
    </span>
  );
}
