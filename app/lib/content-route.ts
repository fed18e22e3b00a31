import type { SiteMeta } from "./page-meta";

/** The site meta the root loader provides, read from a route's meta `matches`. */
export function readSiteMeta(matches: readonly unknown[]): SiteMeta | undefined {
  const root = matches[0] as { loaderData?: { site?: SiteMeta } } | undefined;
  return root?.loaderData?.site;
}

/** The CSP nonce the root loader provides, for JSON-LD blocks. */
export function readNonce(rootData: unknown): string | undefined {
  return (rootData as { nonce?: string } | undefined)?.nonce;
}

/**
 * A route's `handle`:
 * - `hydrate: false`: the page ships no React to the browser (ADR 013);
 * - `hydrate: "on-input"`: React starts at the visitor's first input, not at load (ADR 018);
 * - `openerPolicy: false`: the page goes out without a cross-origin opener policy, as pages
 *   without React always do (ADR 015). Only for pages where nothing secret is typed.
 */
export type PageHandle = { hydrate?: false | "on-input"; openerPolicy?: false };

/**
 * The `handle` of a pure content page: the server sends its HTML without React Router's scripts,
 * so the browser only paints it. Links are ordinary page loads (the pages are served from the
 * page cache), forms are GET forms, and the header's menus run on the small enhancement script.
 */
export const staticPageHandle: PageHandle = { hydrate: false };

function handleOf(match: { handle?: unknown }): PageHandle | undefined {
  return match.handle as PageHandle | undefined;
}

/** Whether the matched routes make a page without React in the browser. */
export function isStaticPage(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => handleOf(match)?.hydrate === false);
}

/** Whether the matched routes start React at the visitor's first input (ADR 018). */
export function hydratesOnInput(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => handleOf(match)?.hydrate === "on-input");
}

/** Whether the page goes out without a cross-origin opener policy (ADR 015). */
export function dropsOpenerPolicy(matches: readonly { handle?: unknown }[]): boolean {
  return isStaticPage(matches) || matches.some((match) => handleOf(match)?.openerPolicy === false);
}
