import type { MetaDescriptor } from "react-router";

export type SiteMeta = {
  siteTitle: string;
  siteDescription: string;
  publicUrl: string;
  /** Default link-preview image (site setting og_image); absolute or site-relative. */
  ogImage?: string;
  /** site setting twitter_card: summary, summary_large_image, app or player. */
  twitterCard?: string;
};

const twitterCards = new Set(["summary", "summary_large_image", "app", "player"]);

/**
 * A page's <title>, description and canonical link, plus Open Graph and Twitter card tags.
 * Pages that set nothing get the site settings' title and description (the root loader provides them).
 */
export function buildPageMeta({
  site,
  title,
  description,
  path,
  noIndex = false,
  image,
  type = "website",
  keywords,
  fullTitle: exactTitle,
}: {
  site: SiteMeta | undefined;
  title?: string;
  description?: string;
  path?: string;
  noIndex?: boolean;
  /** Preview image for this page; falls back to the og_image setting. */
  image?: string | null;
  type?: "website" | "article";
  keywords?: readonly string[];
  /** Use this <title> as it is, without the " | site" suffix. */
  fullTitle?: string;
}): MetaDescriptor[] {
  const siteTitle = site?.siteTitle ?? "AI Job Risk";
  const fullTitle = exactTitle ?? (title ? `${title} | ${siteTitle}` : siteTitle);
  const text = description || site?.siteDescription || "";
  const descriptors: MetaDescriptor[] = [{ title: fullTitle }, { name: "description", content: text }];
  if (keywords?.length) descriptors.push({ name: "keywords", content: keywords.join(", ") });
  const url = site && path !== undefined ? `${site.publicUrl}${path}` : undefined;
  if (url) descriptors.push({ tagName: "link", rel: "canonical", href: url });
  if (noIndex) {
    descriptors.push({ name: "robots", content: "noindex, nofollow" });
    return descriptors;
  }
  const imageUrl = absoluteUrl({ url: image || site?.ogImage, origin: site?.publicUrl });
  const card = site?.twitterCard && twitterCards.has(site.twitterCard) ? site.twitterCard : "summary_large_image";
  descriptors.push(
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteTitle },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: text },
    { name: "twitter:card", content: imageUrl ? card : "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: text },
  );
  if (url) descriptors.push({ property: "og:url", content: url });
  if (imageUrl)
    descriptors.push({ property: "og:image", content: imageUrl }, { name: "twitter:image", content: imageUrl });
  return descriptors;
}

/** Site-relative image paths become absolute (social cards need full URLs). */
function absoluteUrl({
  url,
  origin,
}: {
  url: string | null | undefined;
  origin: string | undefined;
}): string | undefined {
  const value = url?.trim();
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith("/") && origin) return `${origin}${value}`;
  return undefined;
}
