import { data, Link } from "react-router";
import {
  howItWorksPageType,
  toHowItWorksPage,
  type ExplainerPoint,
} from "../../core/content-types/how-it-works-page-type";
import { isSafeHref } from "../../core/content/inline-links";
import { AssessmentCta } from "../components/content/assessment-cta";
import { PageBreadcrumbs } from "../components/content/json-ld";
import { PageHero } from "../components/content/page-hero";
import { staticPageHandle } from "../lib/content-route";
import { fillOccupationCount } from "../lib/occupation-count";
import type { Route } from "./+types/how-it-works";
import { buildSitePageMeta } from "../lib/site-page-meta";

/** A content page: sent without React (ADR 013). */
export const handle = staticPageHandle;

/** The "Start Your Assessment" button that closes the page (content-and-cms.md §2, quoted). */
const CTA_LABEL = "Start Your Assessment";

/**
 * The explainer's words come from the CMS (read once per content revision); the dataset's
 * occupation count, which the text states, from the occupation data.
 */
export async function loader({ context }: Route.LoaderArgs) {
  context.pageCacheHandle.keepPublicPage();
  const { pageCache, publicEntries, siteFigures } = context.services;
  const page = await pageCache.remember("how-it-works", async () => {
    const entry = await publicEntries.readPublished({ type: howItWorksPageType, slug: "how-it-works" });
    return entry && toHowItWorksPage(entry);
  });
  if (!page) throw data(null, { status: 404 });
  return { page, occupationCount: siteFigures.countOccupations() };
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  return buildSitePageMeta({ matches, seo: loaderData?.page.meta, path: "/how-it-works" });
}

function Points({ points }: { points: ExplainerPoint[] }) {
  return (
    <ul>
      {points.map((point) => (
        <li key={point.text}>
          {point.term ? <strong>{point.term} </strong> : null}
          {point.text}
          {point.linkLabel && point.linkHref && isSafeHref(point.linkHref) ? (
            <>
              {" "}
              <Link to={point.linkHref}>{point.linkLabel}</Link>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function HowItWorks({ matches, loaderData }: Route.ComponentProps) {
  const { page: howItWorks, occupationCount } = loaderData;
  const fill = (text: string) => fillOccupationCount({ text, count: occupationCount });
  return (
    <>
      <PageBreadcrumbs matches={matches} trail={[{ name: "How it works", path: "/how-it-works" }]} />
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
                {block.steps?.map((step, index) => (
                  <li key={step.title} className="rounded-2xl border border-line bg-surface p-5">
                    <span
                      className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                      aria-hidden
                    >
                      {index + 1}
                    </span>
                    <h3 className="mt-3 font-semibold text-ink">
                      <span className="sr-only">Step {index + 1}: </span>
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
              {block.paragraphs?.map((paragraph) => (
                <p key={paragraph}>{fill(paragraph)}</p>
              ))}
              {block.points?.length ? <Points points={block.points} /> : null}
            </section>
          ),
        )}
      </div>
      <AssessmentCta label={CTA_LABEL} />
    </>
  );
}
