import { isReservedPageSlug } from "../../core/content/reserved-slugs";
import { buildSitemapXml, type SitemapEntry } from "../../core/content/sitemap";
import { readContentDate, type DatedPath } from "../lib/content-dates";
import { countryGuideLinks } from "../lib/country-guide-links";
import type { Route } from "./+types/sitemap";

/** Built-in public pages, in the order crawlers should see them. */
export const staticPaths: DatedPath[] = [
  "/",
  "/blog",
  "/how-it-works",
  "/ai-careers",
  "/faq",
  "/data-sources",
  "/contact",
  "/privacy",
  "/terms",
];

function later(a: Date, b: Date | null): Date {
  return b && b.getTime() > a.getTime() ? b : a;
}

/**
 * /sitemap.xml: home, information pages, country guides, the job browser with every occupation
 * page and major group, published posts and visible CMS pages,
 * every one with a <lastmod>. Built-in pages use their content date (app/lib/content-dates.ts;
 * /blog the newest post when that is later). CMS pages whose slug belongs to a built-in route
 * (core/content/reserved-slugs.ts) are left out: the built-in page answers at that address.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const [posts, pages] = await Promise.all([
    services.blog.listPublishedForSitemap(),
    services.publicPages.listVisibleForSitemap(),
  ]);
  const newestPost = posts[0]?.lastModified ?? null;
  // Every occupation page and major group, dated by the occupation dataset's build.
  const { jobPages } = services;
  const jobEntries: SitemapEntry[] = [
    { path: "/jobs", lastModified: jobPages.readBuildDate() },
    ...jobPages
      .listMajorGroups()
      .filter((group) => group.jobs.length > 0)
      .map((group) => ({ path: `/jobs/group/${group.code}`, lastModified: jobPages.readBuildDate() })),
    ...jobPages.listSitemapEntries(),
  ];
  const entries: SitemapEntry[] = [
    ...staticPaths.map((path) => ({
      path,
      lastModified: path === "/blog" ? later(readContentDate(path), newestPost) : readContentDate(path),
    })),
    ...countryGuideLinks.map((guide) => ({
      path: `/${guide.slug}`,
      lastModified: readContentDate(`/${guide.slug}`),
    })),
    ...jobEntries,
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.lastModified })),
    ...pages
      .filter((page) => !isReservedPageSlug(page.slug))
      .map((page) => ({ path: `/${page.slug}`, lastModified: page.lastModified })),
  ];
  return new Response(buildSitemapXml({ origin: services.env.PUBLIC_URL, entries }), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
