import { ArrowRight, BadgeCheck, Globe2 } from "lucide-react";
import { data, Link } from "react-router";
import { getCountryGuide, type CountryGuide as Guide, type GuideGrid, type GuideItem } from "../content/country-guides";
// Only the loader reads the ten guides, so their text stays out of the browser bundle; the page
// gets its own guide as loader data.
import { buildBreadcrumbs, JsonLd } from "../components/content/json-ld";
import { SiteLogo } from "../components/site-logo";
import { contentPageHeaders, readNonce, readSiteMeta } from "../lib/content-route";
import { buildPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/country-guide";

export const headers = contentPageHeaders;

/** The guide's slug is the URL's only segment; routes.ts registers this module for ten paths. */
function slugOf(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, "");
}

export function loader({ request }: Route.LoaderArgs) {
  const guide = getCountryGuide(slugOf(new URL(request.url).pathname));
  if (!guide) throw data(null, { status: 404 });
  return { guide };
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const guide = loaderData?.guide;
  const site = readSiteMeta(matches);
  if (!guide) return buildPageMeta({ site, title: "Page Not Found", noIndex: true });
  return buildPageMeta({ site, fullTitle: guide.meta.title, description: guide.meta.description, path: guide.path });
}

function ItemGrid({
  grid,
  id,
  columns = "sm:grid-cols-2 lg:grid-cols-3",
}: {
  grid: GuideGrid<GuideItem>;
  id: string;
  columns?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-14">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-ink">
        {grid.heading}
      </h2>
      <p className="mt-2 text-muted">{grid.intro}</p>
      <ul className={`mt-6 grid gap-4 ${columns}`}>
        {grid.items.map((item) => (
          <li key={item.title} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
            {item.figure ? <p className="text-3xl font-bold text-brand-800">{item.figure}</p> : null}
            <h3 className={item.figure ? "mt-1 font-semibold text-ink" : "font-semibold text-ink"}>{item.title}</h3>
            <p className="mt-2 text-sm text-muted">{item.text}</p>
            {item.attribution ? <p className="mt-3 text-xs font-medium text-muted italic">{item.attribution}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function CountryGuide({ loaderData, matches }: Route.ComponentProps) {
  // Loader data is the guide object itself (serialisation widens its tuple types).
  const guide = loaderData.guide as unknown as Guide;
  const site = readSiteMeta(matches);
  const { sections } = guide;
  return (
    <>
      {site ? (
        <JsonLd
          nonce={readNonce(matches[0]?.loaderData)}
          data={buildBreadcrumbs({ origin: site.publicUrl, trail: [{ name: guide.countryLabel, path: guide.path }] })}
        />
      ) : null}
      <div className="sticky top-16 z-30 border-b border-brand-100 bg-brand-50/95 backdrop-blur">
        <div className="mx-auto flex h-12 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <SiteLogo />
          <p className="flex items-center gap-1.5 text-sm font-semibold text-ink">
            <Globe2 className="size-4 text-brand-700" aria-hidden />
            <span>{guide.countryLabel}</span>
            {guide.nativeName ? (
              <span
                lang={guide.slug === "india" ? "hi" : guide.slug === "japan" ? "ja" : "zh"}
                className="font-normal text-muted"
              >
                {guide.nativeName}
              </span>
            ) : null}
          </p>
        </div>
      </div>

      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-8 sm:px-6 sm:pt-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{guide.hero.eyebrow}</p>
          <h1 className="mt-2 max-w-4xl text-3xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
            {guide.title}
          </h1>
          <div className="mt-4 max-w-3xl space-y-3 text-lg text-muted">
            {guide.hero.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul aria-label="Highlights" className="mt-8 flex flex-wrap gap-3">
            {guide.badges.map((badge) => (
              <li
                key={badge.label}
                className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-1.5 text-sm shadow-sm"
              >
                <BadgeCheck className="size-4 text-brand-700" aria-hidden />
                <span className="font-bold text-ink">{badge.value}</span>
                <span className="text-muted">{badge.label}</span>
              </li>
            ))}
          </ul>
          <Link
            to={guide.cta.href}
            className="mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            {guide.cta.label} <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </header>

      <div className="mx-auto max-w-6xl px-4 pb-8 sm:px-6">
        {guide.editorial ? (
          <div className="prose-body mt-10 max-w-3xl">
            {guide.editorial.map((block) => (
              <section key={block.heading}>
                <h2>{block.heading}</h2>
                {block.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))}
            <p>
              Want to know where your own job stands? <Link to="/">Take the free assessment</Link>.
            </p>
          </div>
        ) : null}
        <ItemGrid id="displacement" grid={sections.displacement} />
        <ItemGrid id="jobs-at-risk" grid={sections.jobsAtRisk} />
        <section aria-labelledby="resistant-heading" className="mt-14">
          <h2 id="resistant-heading" className="text-2xl font-bold tracking-tight text-ink">
            {sections.resistantJobsByRegion.heading}
          </h2>
          <p className="mt-2 text-muted">{sections.resistantJobsByRegion.intro}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {sections.resistantJobsByRegion.items.map((region) => (
              <li key={region.region} className="rounded-2xl border border-line bg-surface p-5">
                <h3 className="font-semibold text-ink">{region.region}</h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
                  {region.jobs.map((job) => (
                    <li key={job}>{job}</li>
                  ))}
                </ul>
                <p className="mt-3 text-sm text-muted">{region.note}</p>
              </li>
            ))}
          </ul>
        </section>
        <ItemGrid id="factors" grid={sections.assessmentFactors} columns="sm:grid-cols-2" />
        <ItemGrid id="industries" grid={sections.industries} />
        <section aria-labelledby="strategy-heading" className="mt-14 rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
          <h2 id="strategy-heading" className="text-2xl font-bold tracking-tight">
            {sections.governmentStrategy.heading}
          </h2>
          <p className="mt-3 text-lg font-semibold">
            {sections.governmentStrategy.name}
            {sections.governmentStrategy.figure ? (
              <span className="ml-2 text-brand-100">{sections.governmentStrategy.figure}</span>
            ) : null}
          </p>
          {sections.governmentStrategy.attribution ? (
            <p className="text-xs text-brand-100 italic">{sections.governmentStrategy.attribution}</p>
          ) : null}
          <p className="mt-3 text-brand-50">{sections.governmentStrategy.summary}</p>
          <ul className="mt-4 list-disc space-y-1.5 pl-5 text-brand-50">
            {sections.governmentStrategy.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
        <ItemGrid id="skills" grid={sections.futureSkills} />
        <p className="mt-10 max-w-3xl text-sm text-muted">{guide.figuresNote}</p>
        <div className="mt-10 flex justify-center">
          <Link
            to={guide.cta.href}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            {guide.cta.label} <ArrowRight className="size-5" aria-hidden />
          </Link>
        </div>
      </div>
    </>
  );
}
