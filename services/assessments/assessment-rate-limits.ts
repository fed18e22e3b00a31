import { ASSESSMENT_MESSAGES } from "./assessment-input";
import type { RateLimitRule } from "../platform/rate-limits";

const TEN_MINUTES_MS = 10 * 60_000;

/** Per-visitor limits on calls that cost more than they look, shared by every instance (services/platform/rate-limits.ts). */
export const ASSESSMENT_RATE_LIMITS = {
  keyCheck: { bucket: "key-check", limit: 20, windowMs: TEN_MINUTES_MS, message: ASSESSMENT_MESSAGES.tooManyKeyChecks },
  occupationChange: {
    bucket: "occupation-change",
    limit: 30,
    windowMs: TEN_MINUTES_MS,
    message: ASSESSMENT_MESSAGES.tooManyOccupationChanges,
  },
  debugReport: {
    bucket: "debug-report",
    limit: 20,
    windowMs: TEN_MINUTES_MS,
    message: ASSESSMENT_MESSAGES.tooManyDebugReports,
  },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Resume files read per visitor per 10 minutes (`UPLOAD_RATE_LIMIT`). Each file costs the reading
 * thread up to its time budget (ADR 022), so uploads are limited like the other costly calls.
 */
export function describeUploadLimit(limit: number): RateLimitRule {
  return { bucket: "upload-file", limit, windowMs: TEN_MINUTES_MS, message: ASSESSMENT_MESSAGES.tooManyUploads };
}
