import { serializeJsonLd } from "../../../core/content/json-ld";
import { readNonce, readSiteMeta } from "../../lib/content-route";

/**
 * A JSON-LD block. It carries the CSP nonce like every script on the page, and its JSON is
 * escaped so text from the CMS cannot close the element.
 */
export function JsonLd({
  data,
  nonce,
}: {
  data: Record<string, unknown> | Record<string, unknown>[];
  nonce: string | undefined;
}) {
  return (
    <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
  );
}

/** BreadcrumbList for a trail of (name, path) pairs, starting at the home page. */
export function buildBreadcrumbs({ origin, trail }: { origin: string; trail: { name: string; path: string }[] }) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/**
 * The BreadcrumbList of a page (Home → … → the page), built from the root loader's site meta and
 * carrying its CSP nonce; nothing when the site meta is missing.
 */
export function PageBreadcrumbs({
  matches,
  trail,
}: {
  matches: readonly unknown[];
  trail: { name: string; path: string }[];
}) {
  const site = readSiteMeta(matches);
  if (!site) return null;
  const root = matches[0] as { loaderData?: unknown } | undefined;
  return <JsonLd nonce={readNonce(root?.loaderData)} data={buildBreadcrumbs({ origin: site.publicUrl, trail })} />;
}
