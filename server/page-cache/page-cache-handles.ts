import type { ServerResponse } from "node:http";
import {
  createPageCacheHandle,
  type PageCacheHandle,
  type PageCacheRequests,
} from "../../core/page-protocol/page-cache-handle";

/** The handle of each page response the public page layer watches, kept as long as the response. */
const opened = new WeakMap<ServerResponse, ReturnType<typeof createPageCacheHandle>>();

/**
 * Opens the page cache handle of one page response, before the page renders
 * (server/middleware/public-page-cache.ts), and returns the reader of what the route asked.
 */
export function openPageCacheHandle(res: ServerResponse): () => PageCacheRequests {
  const made = createPageCacheHandle();
  opened.set(res, made);
  return made.read;
}

/**
 * The handle a route receives in its load context: the one opened for this response, or, for a
 * response the page layer does not watch (the admin area, navigation data, HEAD), one whose
 * requests nobody reads, since those responses are never kept.
 */
export function readPageCacheHandle(res: ServerResponse): PageCacheHandle {
  return (opened.get(res) ?? createPageCacheHandle()).handle;
}
