import type { SiteMeta } from "./page-meta";

/**
 * Response headers of content routes: opts the page into the server's in-memory page cache
 * (server/middleware/public-page-cache.ts caches only anonymous GET 200 pages that carry it).
 */
export function contentPageHeaders(): Record<string, string> {
  return { "X-Page-Cache-Scope": "public" };
}

/** The site meta the root loader provides, read from a route's meta `matches`. */
export function readSiteMeta(matches: readonly unknown[]): SiteMeta | undefined {
  const root = matches[0] as { loaderData?: { site?: SiteMeta } } | undefined;
  return root?.loaderData?.site;
}

/** The CSP nonce the root loader provides, for JSON-LD blocks. */
export function readNonce(rootData: unknown): string | undefined {
  return (rootData as { nonce?: string } | undefined)?.nonce;
}
