import { createHmac } from "node:crypto";
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { assessmentQuotaEvents } from "../db/schema/assessments";
import { readOrCreateServerSecret } from "./server-secrets";
import { ServiceError } from "./service-error";

const WINDOW_MS = 24 * 60 * 60 * 1000;

export type QuotaTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export function describeQuotaExceeded(limit: number): string {
  return `Rate limit exceeded: daily limit of ${limit} assessments reached. Try again after 24 hours.`;
}

/**
 * The daily cap on created assessments (rolling 24 hours per visitor). The visitor is a salted
 * HMAC of the client address; the address itself is never stored. The salt is derived from
 * SESSION_SECRET when set; otherwise it is a random value generated once and kept in the
 * server_secrets table, so the cap holds across restarts and across instances on one database.
 */
export function createAssessmentQuota({ db, limit, secret }: { db: Database; limit: number; secret?: string }) {
  let salt: Promise<string> | undefined;
  const readSalt = (): Promise<string> => {
    if (secret) return Promise.resolve(`assessment-quota:${secret}`);
    if (!salt) {
      salt = readOrCreateServerSecret(db, "assessment-quota-salt");
      salt.catch(() => (salt = undefined));
    }
    return salt;
  };
  const windowStart = (now = Date.now()) => new Date(now - WINDOW_MS);

  const countRecent = async (executor: Database | QuotaTransaction, visitorHash: string) => {
    const [row] = await executor
      .select({ used: count() })
      .from(assessmentQuotaEvents)
      .where(
        and(eq(assessmentQuotaEvents.visitorHash, visitorHash), gt(assessmentQuotaEvents.createdAt, windowStart())),
      );
    return Number(row?.used ?? 0);
  };

  return {
    limit,

    async hashVisitor(address: string | undefined): Promise<string> {
      return createHmac("sha256", await readSalt())
        .update(address ?? "unknown")
        .digest("hex");
    },

    /** A cheap early check so a visitor over the cap does not spend a provider call. */
    async assertAvailable(visitorHash: string): Promise<void> {
      if ((await countRecent(db, visitorHash)) >= limit) {
        throw new ServiceError({ status: 429, message: describeQuotaExceeded(limit) });
      }
    },

    /**
     * Counts and records one use atomically, then runs `create` in the same transaction: a
     * per-visitor advisory lock serialises parallel requests, so N racing requests create
     * exactly `limit` assessments (PostgreSQL and PGlite alike).
     */
    async consume<T>({
      visitorHash,
      create,
    }: {
      visitorHash: string;
      create: (tx: QuotaTransaction) => Promise<T>;
    }): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${visitorHash}))`);
        // Counts and records in one statement: one round trip fewer on the write path.
        const recorded = (await tx.execute(
          sql`insert into ${assessmentQuotaEvents} (visitor_hash)
              select ${visitorHash} where (
                select count(*) from ${assessmentQuotaEvents}
                where ${assessmentQuotaEvents.visitorHash} = ${visitorHash}
                  and ${assessmentQuotaEvents.createdAt} > ${windowStart().toISOString()}
              ) < ${limit}
              returning id`,
        )) as unknown as { rows: unknown[] };
        if (recorded.rows.length === 0) throw new ServiceError({ status: 429, message: describeQuotaExceeded(limit) });
        return create(tx);
      });
    },

    /** Retention: events older than the window serve no purpose. */
    async pruneExpired(now = new Date()): Promise<number> {
      const deleted = await db
        .delete(assessmentQuotaEvents)
        .where(lt(assessmentQuotaEvents.createdAt, windowStart(now.getTime())))
        .returning({ id: assessmentQuotaEvents.id });
      return deleted.length;
    },
  };
}

export type AssessmentQuota = ReturnType<typeof createAssessmentQuota>;
