import type { MetaDescriptor } from "react-router";

export type SiteMeta = { siteTitle: string; siteDescription: string; publicUrl: string };

/**
 * A page's <title>, description and canonical link. Pages that set nothing get the site
 * settings' title and description (the root loader provides them).
 */
export function buildPageMeta({
  site,
  title,
  description,
  path,
  noIndex = false,
}: {
  site: SiteMeta | undefined;
  title?: string;
  description?: string;
  path?: string;
  noIndex?: boolean;
}): MetaDescriptor[] {
  const siteTitle = site?.siteTitle ?? "AI Job Risk";
  const fullTitle = title ? `${title} | ${siteTitle}` : siteTitle;
  const descriptors: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description ?? site?.siteDescription ?? "" },
  ];
  if (site && path !== undefined) descriptors.push({ tagName: "link", rel: "canonical", href: `${site.publicUrl}${path}` });
  if (noIndex) descriptors.push({ name: "robots", content: "noindex, nofollow" });
  return descriptors;
}
