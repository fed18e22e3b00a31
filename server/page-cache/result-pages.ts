import { parseUuid } from "../../core/ids/parse-id";
import type { ResultPageMarker } from "../../core/page-protocol/page-cache-handle";
import type { AssessmentCache, AttachedPage } from "../../services/assessments/assessment-cache";
import { NONCE_PLACEHOLDER } from "../../services/site/page-cache";
import { prepareNoncePage, type NoncePage } from "./nonce-page";

/** A rendered result page kept beside its cached assessment. */
export type ResultPage = AttachedPage & {
  noncePage: NoncePage;
  contentType: string;
  /** Headers repeated on a hit, the CSP with the nonce placeholder. */
  headers: Record<string, string>;
};

const RESULT_PATH_PREFIX = "/assessment/";

/** The assessment id of a result page path (`/assessment/<uuid>`, no query), lower-cased. */
export function readResultPageId(url: string): string | null {
  return url.startsWith(RESULT_PATH_PREFIX) ? parseUuid(url.slice(RESULT_PATH_PREFIX.length)) : null;
}

/**
 * The result page of `id` rendered at `contentRevision`, if the cache holds one for the
 * assessment's current revision (changes made elsewhere are read at most once per interval).
 */
export async function findResultPage({
  cache,
  id,
  contentRevision,
}: {
  cache: AssessmentCache;
  id: string;
  contentRevision: number;
}): Promise<ResultPage | undefined> {
  const syncing = cache.sync();
  if (syncing) await syncing;
  const page = cache.peek(id)?.page as ResultPage | undefined;
  return page && page.contentRevision === contentRevision ? page : undefined;
}

/** Keeps an anonymous render of a result page with its assessment (pre-compressed once). */
export function keepResultPage({
  cache,
  marker,
  startedAt,
  contentRevision,
  html,
  contentType,
  headers,
}: {
  cache: AssessmentCache;
  marker: ResultPageMarker;
  startedAt: number;
  contentRevision: number;
  html: string;
  contentType: string;
  headers: Record<string, string>;
}): boolean {
  const entry = cache.peek(marker.id);
  if (!entry || entry.revision !== marker.revision || cache.generation !== startedAt) return false;
  const noncePage = prepareNoncePage({ html, placeholder: NONCE_PLACEHOLDER });
  const page: ResultPage = { noncePage, contentType, headers, contentRevision, bytes: noncePage.bytes };
  return cache.attachPage({ id: marker.id, revision: marker.revision, startedAt, page });
}
