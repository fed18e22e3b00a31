import { data } from "react-router";
import { renderMarkdown, stripMarkdown } from "../../core/content/render-markdown";
import { isReservedPageSlug } from "../../core/content/reserved-slugs";
import { AssessmentCta } from "../components/content/assessment-cta";
import { buildBreadcrumbs, JsonLd } from "../components/content/json-ld";
import { PageHero } from "../components/content/page-hero";
import { readNonce, readSiteMeta, staticPageHandle } from "../lib/content-route";
import { buildPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/cms-page";

/** A content page: sent without React (ADR 013). */
export const handle = staticPageHandle;

/**
 * A visible page from the CMS at /<slug>; built-in routes are matched first, hidden pages are 404.
 * A slug that belongs to the site itself (e.g. "assessment", core/content/reserved-slugs.ts) is
 * never served from the CMS, even where no built-in route answers that exact path.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  context.pageCacheHandle.keepPublicPage();
  if (isReservedPageSlug(params.slug)) throw data(null, { status: 404 });
  const page = await context.services.publicPages.getVisiblePage({ slug: params.slug });
  if (!page) throw data(null, { status: 404 });
  return {
    page: { ...page, content: undefined, html: renderMarkdown(page.content) },
    summary: page.metaDescription || stripMarkdown(page.content).slice(0, 160),
    origin: context.services.env.PUBLIC_URL,
  };
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const site = readSiteMeta(matches);
  if (!loaderData) return buildPageMeta({ site, title: "Page Not Found", noIndex: true });
  const { page, summary } = loaderData;
  return buildPageMeta({
    site,
    title: page.metaTitle || page.title,
    description: summary,
    path: `/${page.slug}`,
    keywords: page.keywords,
  });
}

export default function CmsPage({ loaderData, matches }: Route.ComponentProps) {
  const { page, origin } = loaderData;
  const body = <div className="prose-body" dangerouslySetInnerHTML={{ __html: page.html }} />;
  const crumbs = (
    <JsonLd
      nonce={readNonce(matches[0]?.loaderData)}
      data={buildBreadcrumbs({ origin, trail: [{ name: page.title, path: `/${page.slug}` }] })}
    />
  );
  switch (page.template) {
    case "landing":
      return (
        <div data-template="landing">
          {crumbs}
          <header className="bg-gradient-to-b from-brand-50 to-white">
            <div className="mx-auto max-w-4xl px-4 pt-16 pb-10 text-center sm:px-6 sm:pt-24">
              <h1 className="text-4xl font-bold tracking-tight text-balance text-ink sm:text-6xl">{page.title}</h1>
            </div>
          </header>
          <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">{body}</div>
          <AssessmentCta label="Take Free Assessment Now" />
        </div>
      );
    case "assessment":
      return (
        <div data-template="assessment">
          {crumbs}
          <AssessmentCta
            label="Start Your Assessment"
            heading={page.title}
            text="A free, private score for your job in 2-5 minutes."
          />
          <div className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">{body}</div>
        </div>
      );
    case "blog":
      return (
        <article data-template="blog" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          {crumbs}
          <h1 className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">{page.title}</h1>
          <div className="mt-8">{body}</div>
        </article>
      );
    default:
      return (
        <div data-template="default">
          {crumbs}
          <PageHero title={page.title} />
          <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">{body}</div>
        </div>
      );
  }
}
