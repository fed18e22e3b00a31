import type { MetaDescriptor } from "react-router";

export type SiteMeta = {
  siteTitle: string;
  siteDescription: string;
  publicUrl: string;
  /** Default link-preview image (site setting og_image); absolute or site-relative. */
  ogImage?: string;
  /** site setting twitter_card: summary, summary_large_image, app or player. */
  twitterCard?: string;
  /** site setting meta_title: the home page's <title> in search results (else siteTitle). */
  homeTitle?: string;
  /** site setting meta_description: the home page's description (else siteDescription). */
  homeDescription?: string;
  /** site setting meta_keywords, split on commas: keywords for pages that have none of their own. */
  keywords?: string[];
  /** site setting google_search_console: the Search Console verification token. */
  googleSiteVerification?: string;
};

/** meta_keywords ("a, b, c") as a list: trimmed, empties and repeats dropped. */
export function splitKeywords(value: string | undefined): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of (value ?? "").split(",")) {
    const keyword = part.trim();
    if (keyword && !seen.has(keyword.toLowerCase())) {
      seen.add(keyword.toLowerCase());
      keywords.push(keyword);
    }
  }
  return keywords;
}

/**
 * The Search Console token from the google_search_console setting. Owners often paste the whole
 * tag Google shows (<meta name="google-site-verification" content="…" />), so its content is
 * taken from it; anything that is not a plain token is ignored.
 */
export function readSiteVerificationToken(value: string | undefined): string | undefined {
  const text = value?.trim() ?? "";
  const token = /content\s*=\s*["']([^"']*)["']/i.exec(text)?.[1]?.trim() ?? text;
  return /^[A-Za-z0-9_-]{10,100}$/.test(token) ? token : undefined;
}

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
  const pageKeywords = keywords?.length ? keywords : site?.keywords;
  if (pageKeywords?.length) descriptors.push({ name: "keywords", content: pageKeywords.join(", ") });
  if (site?.googleSiteVerification)
    descriptors.push({ name: "google-site-verification", content: site.googleSiteVerification });
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

/**
 * The home page's meta: the SEO settings meta_title and meta_description when set, else the site
 * title and description; `fallbackTitle` only when no settings could be read at all.
 */
export function buildHomeMeta({
  site,
  fallbackTitle,
}: {
  site: SiteMeta | undefined;
  fallbackTitle: string;
}): MetaDescriptor[] {
  return buildPageMeta({
    site,
    path: "/",
    fullTitle: site?.homeTitle || site?.siteTitle || fallbackTitle,
    description: site?.homeDescription || site?.siteDescription,
  });
}

/** Site-relative image paths become absolute (social cards need full URLs). */
export function absoluteUrl({
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
