/**
 * Response headers with which the React Router app speaks to the Express server on the way out.
 * The app sets them while rendering; the server reads them, acts, and removes them before the
 * head is written (server/middleware/internal-headers.ts), so no visitor ever sees them. They
 * live here, in core, because both sides must spell them the same and the server never imports
 * app code (ADR 003).
 */

/** Names the assessment a result page shows; the server keeps the page with the cached assessment. */
export const RESULT_PAGE_ID_HEADER = "X-Result-Page-Id";
/** The assessment revision the result page was rendered from. */
export const RESULT_PAGE_REVISION_HEADER = "X-Result-Page-Revision";
/**
 * Set by the server entry on a page sent without a cross-origin opener policy (a page without
 * React, or one whose handle says so). The server's public-page layer removes the marker and the
 * policy (docs/decisions/015-…).
 */
export const DOCUMENT_PAGE_HEADER = "X-Document-Page";
