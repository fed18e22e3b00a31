import { randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobLeases } from "../../db/schema/content";

/**
 * Once-per-deployment work across any number of app processes on one database: `claim` takes a
 * named lease for `durationMs` when nobody holds an unexpired one, in one atomic statement
 * (INSERT … ON CONFLICT DO UPDATE … WHERE expired), so of several processes asking at once
 * exactly one wins. A crashed holder's lease simply expires.
 */
export function createJobLeases({ db, holder = randomBytes(8).toString("hex") }: { db: Database; holder?: string }) {
  return {
    holder,

    async claim(name: string, durationMs: number, now = new Date()): Promise<boolean> {
      const expiresAt = new Date(now.getTime() + durationMs);
      const won = await db
        .insert(jobLeases)
        .values({ name, holder, expiresAt })
        .onConflictDoUpdate({
          target: jobLeases.name,
          set: { holder, expiresAt },
          where: lt(jobLeases.expiresAt, sql`${now.toISOString()}::timestamptz`),
        })
        .returning({ holder: jobLeases.holder });
      return won.length === 1;
    },
  };
}

export type JobLeases = ReturnType<typeof createJobLeases>;
