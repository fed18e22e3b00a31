import type { MetaDescriptor } from "react-router";
import { readSiteMeta } from "./content-route";
import { buildPageMeta } from "./page-meta";

/**
 * The <head> of one of the site's own CMS pages (FAQ, privacy, terms, how it works, AI careers):
 * the entry's meta title as the whole <title>, its meta description and canonical path; "Page
 * Not Found", never indexed, when the entry is not published.
 */
export function buildSitePageMeta({
  matches,
  seo,
  path,
}: {
  matches: readonly unknown[];
  /** The published entry's SEO fields; undefined when the loader found none. */
  seo: { title: string; description: string } | undefined;
  path: string;
}): MetaDescriptor[] {
  const site = readSiteMeta(matches);
  if (!seo) return buildPageMeta({ site, title: "Page Not Found", noIndex: true });
  return buildPageMeta({ site, fullTitle: seo.title, description: seo.description, path });
}
