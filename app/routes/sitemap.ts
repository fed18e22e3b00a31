import { buildSitemapXml, type SitemapEntry } from "../../core/content/sitemap";
import { countryGuideLinks } from "../lib/country-guide-links";
import type { Route } from "./+types/sitemap";

/** Built-in public pages, in the order crawlers should see them. */
const staticPaths = [
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

/** /sitemap.xml: home, information pages, country guides, published posts and visible CMS pages. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const [posts, pages] = await Promise.all([
    services.blog.listPublishedForSitemap(),
    services.publicPages.listVisibleForSitemap(),
  ]);
  const newestPost = posts[0]?.lastModified ?? null;
  const builtIn = new Set([...staticPaths, ...countryGuideLinks.map((guide) => `/${guide.slug}`)]);
  const entries: SitemapEntry[] = [
    ...staticPaths.map((path) => ({ path, lastModified: path === "/blog" ? newestPost : null })),
    ...countryGuideLinks.map((guide) => ({ path: `/${guide.slug}`, lastModified: null })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.lastModified })),
    ...pages
      .filter((page) => !builtIn.has(`/${page.slug}`))
      .map((page) => ({ path: `/${page.slug}`, lastModified: page.lastModified })),
  ];
  return new Response(buildSitemapXml({ origin: services.env.PUBLIC_URL, entries }), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
