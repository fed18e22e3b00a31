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

/** A route's `handle`: `hydrate: false` marks a page that ships no React to the browser (ADR 013). */
export type PageHandle = { hydrate?: boolean };

/**
 * The `handle` of a pure content page: the server sends its HTML without React Router's scripts,
 * so the browser only paints it. Links are ordinary page loads (the pages are served from the
 * page cache), forms are GET forms, and the header's menus run on the small enhancement script.
 */
export const staticPageHandle: PageHandle = { hydrate: false };

/**
 * Set by the server entry on a page that ships no React. The server's public-page layer removes
 * it and sends the page without a cross-origin opener policy (docs/decisions/015-…).
 */
export const DOCUMENT_PAGE_HEADER = "X-Document-Page";

/** Whether the matched routes make a page without React in the browser. */
export function isStaticPage(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === false);
}
