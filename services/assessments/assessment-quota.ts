import { createHmac } from "node:crypto";
import { and, count, eq, gt, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { assessmentQuotaEvents } from "../../db/schema/assessments";
import type { QuotaTransaction } from "../platform/quota-transaction";
import { readOrCreateServerSecret } from "../platform/server-secrets";
import { ServiceError } from "../platform/service-error";

const WINDOW_MS = 24 * 60 * 60 * 1000;

export function describeQuotaExceeded(limit: number): string {
  return `Rate limit exceeded: daily limit of ${limit} assessments reached. Try again after 24 hours.`;
}

/**
 * The daily cap on created assessments (rolling 24 hours per visitor). The visitor is a salted
 * HMAC of the client address; the address itself is never stored. The salt is derived from
 * SESSION_SECRET when set; otherwise it is a random value generated once and kept in the
 * server_secrets table, so the cap holds across restarts and across instances on one database.
 */
export function createAssessmentQuota({
  db,
  limit,
  secret,
  oneConnection = false,
}: {
  db: Database;
  limit: number;
  secret?: string;
  /** True on the embedded database: one connection, one statement at a time (no lock needed). */
  oneConnection?: boolean;
}) {
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
     * Records one use and runs `write` — one statement that reads from `gate`, the SQL that
     * records the use only while the visitor is under the cap and returns a row then (see
     * gated-insert.ts) — so the count, the record and the write are atomic: N racing requests
     * create exactly `limit` assessments. `write` answers undefined when the gate let nothing
     * through, which is the 429.
     *
     * PostgreSQL: a transaction holding a per-visitor advisory lock, taken BEFORE the counting
     * statement (under READ COMMITTED that statement's snapshot then includes every use committed
     * by the previous holder); 4 round trips. The embedded database has one connection that runs
     * one statement at a time, so the statement alone is atomic there: 1 round trip.
     */
    async consume<T>({
      visitorHash,
      write,
    }: {
      visitorHash: string;
      write: (executor: Database | QuotaTransaction, gate: SQL) => Promise<T | undefined>;
    }): Promise<T> {
      const gate = sql`insert into ${assessmentQuotaEvents} (visitor_hash)
        select ${visitorHash} where (
          select count(*) from ${assessmentQuotaEvents}
          where ${assessmentQuotaEvents.visitorHash} = ${visitorHash}
            and ${assessmentQuotaEvents.createdAt} > ${windowStart().toISOString()}
        ) < ${limit}
        returning id`;
      const written = oneConnection
        ? await write(db, gate)
        : await db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${visitorHash}))`);
            return write(tx, gate);
          });
      if (written === undefined) throw new ServiceError({ status: 429, message: describeQuotaExceeded(limit) });
      return written;
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
