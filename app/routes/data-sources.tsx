import { ExternalLink } from "lucide-react";
import { DATA_SOURCES } from "../../core/occupations/data-sources";
import { data } from "react-router";
import { dataSourcesPageType, toDataSourcesPage } from "../../core/content-types/data-sources-page-type";
import { PageBreadcrumbs } from "../components/content/json-ld";
import { PageHero } from "../components/content/page-hero";
import { readSiteMeta, staticPageHandle } from "../lib/content-route";
import { buildPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/data-sources";

/** A content page: sent without React (ADR 013). */
export const handle = staticPageHandle;

/** The anchor the guides and the AI careers page link to ("About the figures we quote"). */
const quotedFiguresId = "quoted-figures";

/**
 * The page's words come from the CMS (read once per content revision); the sources are the
 * dataset's own description. The same for everyone: repeat visits are answered from the page cache.
 */
export async function loader({ context }: Route.LoaderArgs) {
  context.pageCacheHandle.keepPublicPage();
  const { pageCache, publicEntries } = context.services;
  const page = await pageCache.remember("data-sources", async () => {
    const entry = await publicEntries.readPublished({ type: dataSourcesPageType, slug: "data-sources" });
    return entry && toDataSourcesPage(entry);
  });
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const site = readSiteMeta(matches);
  const seo = loaderData?.page.meta;
  if (!seo) return buildPageMeta({ site, title: "Page Not Found", noIndex: true });
  // "<title> | <site title>", as before the words moved into the CMS.
  return buildPageMeta({ site, title: seo.title, description: seo.description, path: "/data-sources" });
}

export default function DataSources({ loaderData, matches }: Route.ComponentProps) {
  const { page } = loaderData;
  const quotedFigures = page.quotedFigures;
  return (
    <>
      <PageBreadcrumbs matches={matches} trail={[{ name: page.title, path: "/data-sources" }]} />
      <PageHero eyebrow="References" title={page.title}>
        <p>{page.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <ol className="space-y-6">
          {DATA_SOURCES.map((source) => (
            <li key={source.id} id={source.id} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <h2 className="text-xl font-semibold text-ink">{source.name}</h2>
              <p className="mt-1 text-sm text-muted">
                {source.authors} · {source.year}
              </p>
              <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[9rem_1fr]">
                <dt className="font-semibold text-ink">How we use it</dt>
                <dd className="text-ink">{source.howWeUseIt}</dd>
                <dt className="font-semibold text-ink">Citation</dt>
                <dd className="text-muted">{source.citation}</dd>
                <dt className="font-semibold text-ink">Version</dt>
                <dd className="text-muted">{source.version}</dd>
                <dt className="font-semibold text-ink">Licence</dt>
                <dd className="text-muted">{source.licence}</dd>
              </dl>
              {source.url ? (
                <a
                  href={source.url}
                  rel="noopener noreferrer"
                  className="mt-4 inline-flex items-center gap-1 text-sm font-medium break-all text-brand-700 hover:underline"
                >
                  {source.url.replace(/^https?:\/\//, "")} <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                  <span className="sr-only"> (source website for {source.name})</span>
                </a>
              ) : null}
            </li>
          ))}
        </ol>
        <section
          id={quotedFiguresId}
          aria-labelledby={`${quotedFiguresId}-heading`}
          className="mt-10 rounded-2xl border border-line bg-surface p-6"
        >
          <h2 id={`${quotedFiguresId}-heading`} className="text-xl font-semibold text-ink">
            {quotedFigures.heading}
          </h2>
          <div className="mt-3 space-y-3 text-ink">
            {quotedFigures.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
