import type { ServerResponse } from "node:http";
import { UUID_PATTERN_SOURCE } from "../../core/ids/parse-id";
import { RESULT_PAGE_ID_HEADER, RESULT_PAGE_REVISION_HEADER } from "../../core/page-protocol/internal-headers";
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

const RESULT_PATH = new RegExp(`^/assessment/(${UUID_PATTERN_SOURCE})$`, "i");

/** The assessment id of a result page path (`/assessment/<uuid>`, no query), lower-cased. */
export function readResultPageId(url: string): string | null {
  const match = RESULT_PATH.exec(url);
  return match ? match[1]!.toLowerCase() : null;
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

/**
 * Takes the result page markers off a response (they never reach the client) and returns the
 * assessment id and revision they carried, if any.
 */
export function takeResultPageMarkers(res: ServerResponse): { id: string; revision: number } | null {
  const id = res.getHeader(RESULT_PAGE_ID_HEADER);
  const revision = res.getHeader(RESULT_PAGE_REVISION_HEADER);
  res.removeHeader(RESULT_PAGE_ID_HEADER);
  res.removeHeader(RESULT_PAGE_REVISION_HEADER);
  if (typeof id !== "string" || revision === undefined) return null;
  return { id, revision: Number(revision) };
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
  marker: { id: string; revision: number };
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
