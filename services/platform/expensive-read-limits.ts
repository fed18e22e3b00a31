import type { RateLimitRule, RateLimits } from "./rate-limits";

const MINUTE_MS = 60_000;

/**
 * Per-visitor limits on the reads that cost real work to answer (issue #37): building a PDF
 * report, drawing a share card, rendering an occupation search page. Counted in the shared
 * `rate_limit_events` table like every other limit, so they hold across instances; answered 429
 * with Retry-After. Only the work is counted: a report or card answered from its cache (or a 304)
 * costs no database call and is not limited, and neither is a cached page.
 */
export const EXPENSIVE_READ_LIMITS = {
  report: {
    bucket: "report-build",
    limit: 20,
    windowMs: MINUTE_MS,
    message: "Too many reports requested from this address. Please wait a minute and try again.",
  },
  shareCard: {
    bucket: "card-render",
    limit: 60,
    windowMs: MINUTE_MS,
    message: "Too many preview images requested from this address. Please wait a minute and try again.",
  },
  searchPage: {
    bucket: "job-search-page",
    limit: 60,
    windowMs: MINUTE_MS,
    message: "Too many searches from this address. Please wait a minute and try again.",
  },
} as const satisfies Record<string, RateLimitRule>;

export type ExpensiveRead = keyof typeof EXPENSIVE_READ_LIMITS;

/** Counts one expensive read for the visitor behind `visitorAddress`, or throws 429 with Retry-After. */
export function createExpensiveReadLimits({
  rateLimits,
  hashVisitor,
}: {
  rateLimits: RateLimits;
  hashVisitor: (address: string | undefined) => Promise<string>;
}) {
  return {
    async take({ kind, visitorAddress }: { kind: ExpensiveRead; visitorAddress: string | undefined }): Promise<void> {
      await rateLimits.take(EXPENSIVE_READ_LIMITS[kind], await hashVisitor(visitorAddress));
    },
  };
}

export type ExpensiveReadLimits = ReturnType<typeof createExpensiveReadLimits>;
