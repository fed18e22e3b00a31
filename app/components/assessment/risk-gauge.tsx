import { gaugeColorForLevel, type GaugeColor } from "../../../core/assessment-display/risk-priority";

const STROKES: Record<GaugeColor, string> = {
  green: "stroke-risk-low",
  amber: "stroke-risk-medium",
  red: "stroke-risk-high",
  grey: "stroke-muted",
};

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A circular gauge of the 0-100 score, coloured by risk level (§4: green, amber, red, grey). */
export function RiskGauge({ score, riskLevel }: { score: number; riskLevel: string }) {
  const clamped = Math.max(0, Math.min(100, Number.isFinite(score) ? score : 0));
  const color = gaugeColorForLevel(riskLevel);
  return (
    <div className="relative size-40 shrink-0" data-testid="risk-gauge" data-color={color}>
      <svg
        viewBox="0 0 120 120"
        className="size-full -rotate-90"
        role="img"
        aria-label={`Risk score ${Math.round(clamped)} out of 100`}
      >
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="10" className="stroke-line" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          className={STROKES[color]}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - clamped / 100)}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center" aria-hidden>
        <span className="text-4xl font-bold text-ink tabular-nums">{Math.round(clamped)}</span>
        <span className="text-xs text-muted">out of 100</span>
      </div>
    </div>
  );
}
