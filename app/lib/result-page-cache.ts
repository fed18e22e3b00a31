/** Response header naming the assessment a result page shows, read and removed by the server. */
export const RESULT_PAGE_ID_HEADER = "X-Result-Page-Id";
/** Response header with the assessment revision the page was rendered from. */
export const RESULT_PAGE_REVISION_HEADER = "X-Result-Page-Revision";

/**
 * Headers of a rendered result page: the server keeps the page with the cached assessment
 * (server/page-cache/result-pages.ts) and answers repeat visits from memory until the
 * assessment's revision moves.
 */
export function resultPageHeaders({ id, revision }: { id: string; revision: number }): Record<string, string> {
  return { [RESULT_PAGE_ID_HEADER]: id, [RESULT_PAGE_REVISION_HEADER]: String(revision) };
}
