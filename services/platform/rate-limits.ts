import { and, eq, gt, lt, min, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimitEvents } from "../../db/schema/assessments";
import type { QuotaTransaction } from "./quota-transaction";
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
 * process and machine on one database. Each check counts and records in one statement (on
 * PostgreSQL inside a transaction under a per-(bucket, visitor) advisory lock): N racing calls
 * let exactly `limit` through, on PostgreSQL and PGlite alike. Visitors are the salted address hashes of the daily cap; addresses are never
 * stored.
 */
export function createRateLimits({
  db,
  oneConnection = false,
}: {
  db: Database;
  /** True on the embedded database: one connection, one statement at a time (no lock needed). */
  oneConnection?: boolean;
}) {
  /** Records the call if the visitor is under the limit, in one statement; true when recorded. */
  const recordIfUnder = async (
    executor: Database | QuotaTransaction,
    rule: RateLimitRule,
    visitorHash: string,
    now: Date,
  ): Promise<boolean> => {
    const recorded = (await executor.execute(
      sql`insert into ${rateLimitEvents} (bucket, visitor_hash, created_at)
          select ${rule.bucket}, ${visitorHash}, ${now.toISOString()}::timestamptz where (
            select count(*) from ${rateLimitEvents}
            where ${rateLimitEvents.bucket} = ${rule.bucket}
              and ${rateLimitEvents.visitorHash} = ${visitorHash}
              and ${rateLimitEvents.createdAt} > ${new Date(now.getTime() - rule.windowMs).toISOString()}
          ) < ${rule.limit}
          returning id`,
    )) as unknown as { rows: unknown[] };
    return recorded.rows.length > 0;
  };

  /**
   * Seconds until the visitor's oldest counted call leaves the window, when the next one will be
   * let through (Retry-After); read only when a call is refused.
   */
  const readRetryAfterSeconds = async (rule: RateLimitRule, visitorHash: string, now: Date): Promise<number> => {
    const since = new Date(now.getTime() - rule.windowMs);
    const [row] = await db
      .select({ oldest: min(rateLimitEvents.createdAt) })
      .from(rateLimitEvents)
      .where(
        and(
          eq(rateLimitEvents.bucket, rule.bucket),
          eq(rateLimitEvents.visitorHash, visitorHash),
          gt(rateLimitEvents.createdAt, since),
        ),
      );
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
    return Math.max(1, Math.ceil((oldest + rule.windowMs - now.getTime()) / 1000));
  };

  return {
    /**
     * Counts one call for this visitor, or throws 429 with the rule's message and Retry-After
     * (when the window lets the next one through) without counting it.
     */
    async take(rule: RateLimitRule, visitorHash: string, at?: Date): Promise<void> {
      // The embedded database runs one statement at a time: the statement alone is atomic.
      // PostgreSQL: under a per-(bucket, visitor) lock taken before the counting statement, with
      // the time read once the lock is held, so calls are stamped in the order they are counted.
      const allowed = oneConnection
        ? await recordIfUnder(db, rule, visitorHash, at ?? new Date())
        : await db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${rule.bucket}:${visitorHash}`}))`);
            return recordIfUnder(tx, rule, visitorHash, at ?? new Date());
          });
      if (!allowed) {
        const retryAfterSeconds = await readRetryAfterSeconds(rule, visitorHash, at ?? new Date());
        throw new ServiceError({ status: 429, message: rule.message, retryAfterSeconds });
      }
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
