import { countryGuideSlugs } from "../content-types/country-guide-type";

/**
 * First path segments that belong to the site itself, so a CMS page (served at /<slug>) may not
 * take them: the built-in routes would win and the page could never be reached, or it would
 * shadow a system path. Kept here, in core, so the CMS service (which refuses such slugs) and the
 * sitemap (which leaves them out) share one list. app/routes.ts is the source of truth for the
 * routes; a test checks that every one of its top-level paths is listed here.
 */
export const reservedPageSlugs: readonly string[] = [
  // staff and system paths
  "admin",
  "api",
  "assets",
  "media",
  "__manifest",
  "favicon.svg",
  "sitemap.xml",
  "robots.txt",
  // the assessment product
  "assessment",
  "jobs",
  // information pages and the blog
  "blog",
  "how-it-works",
  "privacy",
  "terms",
  "contact",
  "faq",
  "data-sources",
  "ai-careers",
  // country guides
  ...countryGuideSlugs,
];

const reserved = new Set(reservedPageSlugs);

/** Whether a CMS page slug collides with a built-in route or system path (case-insensitive). */
export function isReservedPageSlug(slug: string): boolean {
  return reserved.has(slug.trim().toLowerCase());
}
