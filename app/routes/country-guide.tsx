import { ArrowRight, BadgeCheck, Globe2 } from "lucide-react";
import { data, Link } from "react-router";
import type { OccupationsService } from "../../services/jobs/occupations";
import {
  countryGuideType,
  toCountryGuide,
  type CountryGuide as Guide,
  type GuideGrid,
} from "../../core/content-types/country-guide-type";
// The guide's words come from the CMS (the loader reads the published entry, remembered per
// content revision); the page gets its own guide (and its ILO table) as loader data.
import {
  buildGuideExposureRows,
  type GuideExposureRow,
  type OccupationIloFigures,
} from "../../core/content/guide-exposure-rows";
import { buildGuideHighlights, type GuideHighlight } from "../lib/guide-highlights";
import { ExposureSection } from "../components/content/guide-exposure-table";
import { PageBreadcrumbs } from "../components/content/json-ld";
import { readSiteMeta, staticPageHandle } from "../lib/content-route";
import { buildPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/country-guide";

/** A content page: sent without React (ADR 013). */
export const handle = staticPageHandle;

/** The guide's slug is the URL's only segment; routes.ts registers this module for ten paths. */
function slugOf(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, "");
}

/** One occupation's title and ILO 2025 figures from the engine's dataset; null for an unknown code. */
function readIloFigures({
  occupations,
  code,
}: {
  occupations: Pick<OccupationsService, "getProfile">;
  code: string;
}): OccupationIloFigures | null {
  try {
    const profile = occupations.getProfile(code);
    const value = (id: string) => profile.sources.find((source) => source.id === id)?.value ?? null;
    const score = value("ilo-score");
    return {
      title: profile.title,
      score: score !== null && Number.isFinite(Number(score)) ? Number(score) : null,
      gradient: value("ilo-gradient"),
    };
  } catch {
    return null;
  }
}

/** The measured highlights (assessments run, occupations covered); those that cannot be read are left out. */
async function readHighlights(services: Route.LoaderArgs["context"]["services"]): Promise<GuideHighlight[]> {
  try {
    return buildGuideHighlights(await services.siteFigures.readFigures());
  } catch (error) {
    services.logger.warn({ err: error }, "site figures unavailable for the country guide");
    return buildGuideHighlights({ assessmentsRun: null, occupationsCovered: null });
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  context.pageCacheHandle.keepPublicPage();
  const slug = slugOf(new URL(request.url).pathname);
  const { pageCache, publicEntries } = context.services;
  // Read once per content revision: an edit published in the admin reaches every instance
  // within the page cache's revision check (about a second).
  const guide = await pageCache.remember(`guide:${slug}`, async () => {
    const entry = await publicEntries.readPublished({ type: countryGuideType, slug });
    return entry && toCountryGuide(entry);
  });
  if (!guide) throw data(null, { status: 404 });
  let exposure: GuideExposureRow[] = [];
  try {
    exposure = buildGuideExposureRows({
      guide,
      lookUp: (code) => readIloFigures({ occupations: context.services.occupations, code }),
    });
  } catch (error) {
    // The dataset could not be read: the guide still renders, without its ILO table.
    context.services.logger.warn({ err: error }, "ILO figures unavailable for the country guide");
  }
  return { guide, exposure, highlights: await readHighlights(context.services) };
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const guide = loaderData?.guide;
  const site = readSiteMeta(matches);
  if (!guide) return buildPageMeta({ site, title: "Page Not Found", noIndex: true });
  // The " | <site_title>" suffix comes from the site settings, as on the other pages.
  return buildPageMeta({ site, title: guide.meta.title, description: guide.meta.description, path: guide.path });
}

function ItemGrid({
  grid,
  id,
  columns = "sm:grid-cols-2 lg:grid-cols-3",
}: {
  grid: GuideGrid;
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
  const exposure = loaderData.exposure as GuideExposureRow[];
  const highlights = loaderData.highlights;
  const { sections } = guide;
  return (
    <>
      <PageBreadcrumbs matches={matches} trail={[{ name: guide.countryLabel, path: guide.path }]} />
      <div className="sticky top-16 z-30 border-b border-brand-100 bg-brand-50/95 backdrop-blur">
        {/* The site header above carries the logo (a link to /); this bar names the country. */}
        <div className="mx-auto flex h-12 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-ink">
            <Globe2 className="size-4 text-brand-700" aria-hidden />
            <span>{guide.countryLabel}</span>
            {guide.nativeName ? (
              <span lang={guide.nativeNameLang ?? undefined} className="font-normal text-muted">
                {guide.nativeName}
              </span>
            ) : null}
          </p>
          <Link to="/" className="text-sm font-semibold text-brand-700 hover:text-brand-900">
            Check your job
          </Link>
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
            {highlights.map((badge) => (
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
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
            <Link
              to={guide.cta.href}
              className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
            >
              {guide.cta.label} <ArrowRight className="size-4" aria-hidden />
            </Link>
            <Link to="/jobs" className="font-semibold text-brand-700 hover:underline" data-testid="guide-jobs-link">
              Browse AI exposure by job
            </Link>
          </div>
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
                    <li key={job.title}>{job.title}</li>
                  ))}
                </ul>
                <p className="mt-3 text-sm text-muted">{region.note}</p>
              </li>
            ))}
          </ul>
        </section>
        <ExposureSection rows={exposure} />
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
        <p className="mt-10 max-w-3xl text-sm text-muted">
          {guide.figuresNote}{" "}
          <Link to="/data-sources#quoted-figures" className="font-medium text-brand-700 hover:underline">
            About the figures we quote
          </Link>
        </p>
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
