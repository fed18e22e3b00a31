import type { IncomingMessage, ServerResponse } from "node:http";
import type { CachedAssessment } from "../../services/assessments/assessment-cache";
import { DELETE_TOKEN_HEADER } from "../../services/assessments/assessment-deletion";

/**
 * How long a browser may reuse an assessment's JSON without asking (seconds). Short, because a
 * re-pick of the occupation changes it; after that the ETag makes the question cheap (304).
 */
export const ASSESSMENT_JSON_MAX_AGE_S = 5;

/**
 * The cached JSON is the public view (ADR 021): any cache may keep it for those seconds. The
 * owner's own view answers the same URL when the owner key header is sent, so caches must tell
 * the two apart by that header.
 */
export const ASSESSMENT_JSON_CACHE_CONTROL = `public, max-age=${ASSESSMENT_JSON_MAX_AGE_S}`;
export const ASSESSMENT_JSON_VARY = DELETE_TOKEN_HEADER;

/** Whether If-None-Match names this ETag (or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === etag || value === `W/${etag}`;
  });
}

/**
 * GET /api/assessments/:id from the cache: the JSON serialised once, an ETag tied to the
 * assessment's revision, and 304 when the client already holds it.
 */
export function sendCachedAssessment({
  req,
  res,
  cached,
}: {
  req: IncomingMessage;
  res: ServerResponse;
  cached: CachedAssessment;
}): void {
  res.setHeader("ETag", cached.etag);
  res.setHeader("Cache-Control", ASSESSMENT_JSON_CACHE_CONTROL);
  res.setHeader("Vary", ASSESSMENT_JSON_VARY);
  const condition = req.headers["if-none-match"];
  if (matchesEtag(Array.isArray(condition) ? condition.join(",") : condition, cached.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", cached.json.length);
  res.end(cached.json);
}
