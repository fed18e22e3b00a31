/**
 * How a page's route tells the server what may be done with the page it renders, and how the
 * server reads it back: a typed handle in the React Router load context (`context.pageCacheHandle`),
 * not response headers. The server makes one per page request (server/page-cache/page-cache-handles.ts),
 * the loaders and the server entry call it, and the page cache reads what was asked once the page
 * is rendered (server/middleware/public-page-cache.ts). Nothing of it travels in the response,
 * so nothing internal can reach a visitor. It lives in core because both sides import it and the
 * server never imports app code (ADR 003).
 */

/** The assessment a result page shows, at the revision it was rendered from. */
export type ResultPageMarker = { id: string; revision: number };

/** What a route may ask of the server for the page it renders. */
export type PageCacheHandle = {
  /**
   * The page is the same for every visitor: the server may keep it in the shared page cache and
   * answer repeat visits from memory (only anonymous GET requests answered 200 are kept).
   */
  keepPublicPage(): void;
  /**
   * A result page: the server may keep it beside the cached assessment and answer repeat visits
   * from memory until the assessment's revision moves (ADR 021; only the public view is rendered).
   */
  keepWithAssessment(marker: ResultPageMarker): void;
  /**
   * Send the page as a plain document, without a cross-origin opener policy: a page that ships
   * no React (ADR 013), or one on which nothing secret is typed (ADR 015, ADR 018).
   */
  sendAsDocument(): void;
};

/** What the route asked, as the server reads it once the page is rendered. */
export type PageCacheRequests = {
  readonly publicPage: boolean;
  readonly resultPage: ResultPageMarker | null;
  readonly asDocument: boolean;
};

/** A fresh handle for one page request, with the reader of what was asked through it. */
export function createPageCacheHandle(): { handle: PageCacheHandle; read: () => PageCacheRequests } {
  let publicPage = false;
  let resultPage: ResultPageMarker | null = null;
  let asDocument = false;
  return {
    handle: {
      keepPublicPage: () => {
        publicPage = true;
      },
      keepWithAssessment: ({ id, revision }) => {
        resultPage = { id, revision };
      },
      sendAsDocument: () => {
        asDocument = true;
      },
    },
    read: () => ({ publicPage, resultPage, asDocument }),
  };
}
