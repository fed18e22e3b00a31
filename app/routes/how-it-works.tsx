import { Link } from "react-router";
import { howItWorks, type ExplainerPoint } from "../content/how-it-works";
import { AssessmentCta } from "../components/content/assessment-cta";
import { buildBreadcrumbs, JsonLd } from "../components/content/json-ld";
import { PageHero } from "../components/content/page-hero";
import { contentPageHeaders, readNonce, readSiteMeta, staticPageHandle } from "../lib/content-route";
import { fillOccupationCount } from "../lib/occupation-count";
import { buildPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/how-it-works";

/** A content page: sent without React (ADR 013). */
export const handle = staticPageHandle;

export const headers = contentPageHeaders;

/** The dataset's occupation count, which the text states. */
export function loader({ context }: Route.LoaderArgs) {
  return { occupationCount: context.services.siteFigures.countOccupations() };
}

export function meta({ matches }: Route.MetaArgs) {
  return buildPageMeta({
    site: readSiteMeta(matches),
    fullTitle: howItWorks.meta.title,
    description: howItWorks.meta.description,
    path: "/how-it-works",
  });
}

function Points({ points }: { points: ExplainerPoint[] }) {
  return (
    <ul>
      {points.map((point) => (
        <li key={point.text}>
          {point.term ? <strong>{point.term} </strong> : null}
          {point.text}
          {point.link ? (
            <>
              {" "}
              <Link to={point.link.href}>{point.link.label}</Link>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function HowItWorks({ matches, loaderData }: Route.ComponentProps) {
  const site = readSiteMeta(matches);
  const fill = (text: string) => fillOccupationCount({ text, count: loaderData.occupationCount });
  return (
    <>
      {site ? (
        <JsonLd
          nonce={readNonce(matches[0]?.loaderData)}
          data={buildBreadcrumbs({ origin: site.publicUrl, trail: [{ name: "How it works", path: "/how-it-works" }] })}
        />
      ) : null}
      <PageHero eyebrow="How it works" title={howItWorks.title}>
        <p>{howItWorks.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {howItWorks.blocks.map((block) =>
          block.kind === "steps" ? (
            <section key={block.id} id={block.id} aria-labelledby={`${block.id}-heading`} className="my-10">
              <h2 id={`${block.id}-heading`} className="text-2xl font-semibold tracking-tight">
                {block.heading}
              </h2>
              <p className="mt-3 text-ink">{block.intro}</p>
              <ol className="mt-6 grid gap-4 sm:grid-cols-3">
                {block.steps.map((step) => (
                  <li key={step.step} className="rounded-2xl border border-line bg-surface p-5">
                    <span
                      className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                      aria-hidden
                    >
                      {step.step}
                    </span>
                    <h3 className="mt-3 font-semibold text-ink">
                      <span className="sr-only">Step {step.step}: </span>
                      {step.title}
                    </h3>
                    <p className="mt-2 text-sm text-muted">{step.text}</p>
                  </li>
                ))}
              </ol>
            </section>
          ) : (
            <section
              key={block.id}
              id={block.id}
              aria-labelledby={`${block.id}-heading`}
              className={
                block.kind === "note"
                  ? "prose-body my-10 rounded-2xl border border-amber-200 bg-amber-50 p-6"
                  : "prose-body my-10"
              }
            >
              <h2 id={`${block.id}-heading`} className={block.kind === "note" ? "!mt-0" : undefined}>
                {block.heading}
              </h2>
              {block.paragraphs.map((paragraph) => (
                <p key={paragraph}>{fill(paragraph)}</p>
              ))}
              {block.points ? <Points points={block.points} /> : null}
            </section>
          ),
        )}
      </div>
      <AssessmentCta label={howItWorks.cta.label} />
    </>
  );
}
