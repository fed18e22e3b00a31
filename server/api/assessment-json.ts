import { matchesEtag } from "../../core/cache/matches-etag";
import { parseUuid } from "../../core/ids/parse-id";
import type { CachedAssessment } from "../../services/assessments/assessment-cache";
import { DELETE_TOKEN_HEADER } from "../../services/assessments/assessment-deletion";

/**
 * `GET /api/assessments/:id` without the owner key: the public view (ADR 021). Two places send
 * it, the JSON lane ahead of Express for a cached assessment (server/page-cache/api-lane.ts) and
 * the Express route for the rest (server/api/assessments.ts); both send the answer built here,
 * so its Cache-Control, Vary, ETag and 304 rules are written once.
 */

/**
 * How long a browser may reuse an assessment's JSON without asking (seconds). Short, because a
 * re-pick of the occupation changes it; after that the ETag makes the question cheap (304).
 */
export const ASSESSMENT_JSON_MAX_AGE_S = 5;

const JSON_TYPE = "application/json; charset=utf-8";
const PATH_PREFIX = "/api/assessments/";

export type PublicAssessmentAnswer = {
  status: 200 | 304;
  /** Content-Type, Cache-Control, ETag and Vary; the sender adds the length and any encoding. */
  headers: Record<string, string>;
  /** The JSON serialised once, or null for 304. */
  body: Buffer | null;
};

/**
 * The answer for the public view. Any cache may keep it for a few seconds; the owner's own view
 * answers the same URL when the owner key header is sent, so caches must tell the two apart by
 * that header (Vary).
 */
export function answerPublicAssessment({
  cached,
  ifNoneMatch,
}: {
  cached: CachedAssessment;
  ifNoneMatch: string | undefined;
}): PublicAssessmentAnswer {
  const headers = {
    "Cache-Control": `public, max-age=${ASSESSMENT_JSON_MAX_AGE_S}`,
    ETag: cached.etag,
    Vary: DELETE_TOKEN_HEADER,
  };
  if (matchesEtag(ifNoneMatch, cached.etag)) return { status: 304, headers, body: null };
  return { status: 200, headers: { ...headers, "Content-Type": JSON_TYPE }, body: cached.json };
}

/** The assessment id of `/api/assessments/<uuid>` (no query), lower-cased; null for any other path. */
export function readAssessmentJsonId(path: string): string | null {
  return path.startsWith(PATH_PREFIX) ? parseUuid(path.slice(PATH_PREFIX.length)) : null;
}
