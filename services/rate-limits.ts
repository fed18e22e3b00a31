import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimitEvents } from "../db/schema/assessments";
import { ServiceError } from "./service-error";

export type RateLimitRule = {
  /** Names the endpoint in the shared table; one bucket per limited call. */
  bucket: string;
  limit: number;
  windowMs: number;
  /** The 429 message when the visitor is over the limit. */
  message: string;
};

/** Rows older than this serve no limit and are purged (longer than any window in use). */
const MAX_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Per-visitor sliding-window limits kept in the database, so one limit holds across every app
 * process and machine on one database. Each check counts and records in one transaction under a
 * per-(bucket, visitor) advisory lock: N racing calls let exactly `limit` through, on PostgreSQL
 * and PGlite alike. Visitors are the salted address hashes of the daily cap; addresses are never
 * stored.
 */
export function createRateLimits({ db }: { db: Database }) {
  return {
    /** Counts one call for this visitor, or throws 429 with the rule's message without counting it. */
    async take(rule: RateLimitRule, visitorHash: string, at?: Date): Promise<void> {
      const allowed = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${rule.bucket}:${visitorHash}`}))`);
        // The time is read once the lock is held, so calls are stamped in the order they are counted.
        const now = at ?? new Date();
        const [row] = await tx
          .select({ used: count() })
          .from(rateLimitEvents)
          .where(
            and(
              eq(rateLimitEvents.bucket, rule.bucket),
              eq(rateLimitEvents.visitorHash, visitorHash),
              gt(rateLimitEvents.createdAt, new Date(now.getTime() - rule.windowMs)),
            ),
          );
        if (Number(row?.used ?? 0) >= rule.limit) return false;
        await tx.insert(rateLimitEvents).values({ bucket: rule.bucket, visitorHash, createdAt: now });
        return true;
      });
      if (!allowed) throw new ServiceError({ status: 429, message: rule.message });
    },

    /** Retention: deletes the rows no window can count any more. */
    async purgeExpired(now = new Date()): Promise<number> {
      const deleted = await db
        .delete(rateLimitEvents)
        .where(lt(rateLimitEvents.createdAt, new Date(now.getTime() - MAX_WINDOW_MS)))
        .returning({ id: rateLimitEvents.id });
      return deleted.length;
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
