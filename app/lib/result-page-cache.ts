/**
 * A result page holds only the public view (ADR 021): any cache may keep it, but must ask us
 * before each reuse, so a re-picked occupation or a deletion shows at once. The owner's personal
 * details never reach the page's HTML: the owner's browser fetches them with its key
 * (`private, no-store`).
 */
export const RESULT_PAGE_CACHE_CONTROL = "public, no-cache";
/** Assessment Not Found (or a failed read) is never kept: the link may work again, or be gone for good. */
export const MISSING_RESULT_CACHE_CONTROL = "no-store";
