import { Compass, Route as RouteIcon, ShieldAlert, Telescope } from "lucide-react";
import type { AssessmentView } from "../../../core/assessment/assessment-view";
import { buildCareerBlueprint } from "../../../core/assessment-display/career-blueprint";

/** The Career Protection and Growth Blueprint, filled from this person's own analysis. */
export function CareerBlueprintSection({ assessment }: { assessment: AssessmentView }) {
  const blueprint = buildCareerBlueprint(assessment);
  return (
    <section aria-labelledby="blueprint-title" className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7">
      <h2 id="blueprint-title" className="text-xl font-bold tracking-tight text-ink">
        Career Protection and Growth Blueprint
      </h2>
      <p className="mt-1 text-sm text-muted">
        Built from your skills, your tasks and the research range for your occupation.
      </p>
      <div className="mt-5 grid gap-6 lg:grid-cols-2">
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-ink">
            <RouteIcon className="size-4 text-brand-600" aria-hidden /> Skills roadmap
          </h3>
          {blueprint.roadmap.length > 0 ? (
            <ol className="mt-3 space-y-3 border-l-2 border-brand-200 pl-4">
              {blueprint.roadmap.map((step) => (
                <li key={step.skill}>
                  <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{step.phase}</p>
                  <p className="font-medium text-ink">{step.skill}</p>
                  {step.detail ? <p className="text-sm text-muted">{step.detail}</p> : null}
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-sm text-muted">
              No clear skill gaps stood out. Keep your current skills sharp and revisit in 6-12 months.
            </p>
          )}
        </div>
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-ink">
            <ShieldAlert className="size-4 text-brand-600" aria-hidden /> Your risk factors
          </h3>
          <ul className="mt-3 space-y-2.5">
            {blueprint.riskFactors.map((factor) => (
              <li key={factor.name} className="text-sm">
                <span className="font-medium text-ink">{factor.name}</span>
                {factor.exposure !== null ? <span className="text-muted"> · {factor.exposure}% exposed</span> : null}
                {factor.description ? <span className="block text-muted">{factor.description}</span> : null}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-ink">
            <Compass className="size-4 text-brand-600" aria-hidden /> Risk reduction strategy
          </h3>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-ink">
            {blueprint.strategy.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {blueprint.sideIncomes.length > 0 ? (
            <>
              <h4 className="mt-4 text-sm font-semibold text-ink">Side income from your skills</h4>
              <ul className="mt-2 space-y-2 text-sm" data-testid="side-incomes">
                {blueprint.sideIncomes.map((item) => (
                  <li key={item.name}>
                    <span className="font-medium text-ink">{item.name}</span>
                    <span className="text-ink"> · {item.earning} an hour</span>
                    {item.basis ? <span className="block text-xs text-muted">{item.basis}</span> : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-ink">
            <Telescope className="size-4 text-brand-600" aria-hidden /> 10-year outlook
          </h3>
          <ul className="mt-3 space-y-2.5 text-sm">
            {blueprint.outlook.map((scenario) => (
              <li key={scenario.label} className="rounded-lg border border-line bg-surface p-3">
                <span className="font-medium text-ink">
                  {scenario.label}: {scenario.score}/100
                </span>
                <span className="block text-muted">Over the next decade, {scenario.text}.</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
