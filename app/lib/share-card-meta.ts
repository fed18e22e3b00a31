import type { MetaDescriptor } from "react-router";
import type { SiteMeta } from "./page-meta";

/** The share card's size (core/share-card/share-card-svg.ts draws it at 1200×630). */
const CARD_WIDTH = "1200";
const CARD_HEIGHT = "630";

export function assessmentCardPath(assessmentId: string): string {
  return `/assessment/${encodeURIComponent(assessmentId)}/card.png`;
}

/** The card of an occupation page, by O*NET-SOC code (e.g. /jobs/29-1141.00/card.png). */
export function occupationCardPath(code: string): string {
  return `/jobs/${encodeURIComponent(code)}/card.png`;
}

/**
 * Open Graph and Twitter tags for a page whose preview is one of our share cards: the image as an
 * absolute URL (from PUBLIC_URL), its size and its text alternative, and the large-image card.
 * Added even to pages that ask search engines not to index them (result pages), since link
 * previews are what the card is for.
 */
export function buildShareCardMeta({
  site,
  imagePath,
  alt,
  title,
  description,
  path,
}: {
  site: SiteMeta | undefined;
  imagePath: string;
  alt: string;
  title: string;
  description: string;
  path: string;
}): MetaDescriptor[] {
  if (!site) return [];
  const image = `${site.publicUrl}${imagePath}`;
  return [
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.siteTitle },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: `${site.publicUrl}${path}` },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: CARD_WIDTH },
    { property: "og:image:height", content: CARD_HEIGHT },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: alt },
  ];
}

/** "Accountants and Auditors: 62 out of 100, Medium Risk" (the card's own text, for its alt). */
export function describeCard({ title, score, riskLevel }: { title: string; score: number; riskLevel: string }): string {
  return `${title}: AI exposure score ${Math.round(score)} out of 100, ${riskLevel}`;
}
