import { lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mobileDebugReports } from "../../db/schema/assessments";
import type { DebugReport } from "./assessment-input";
import type { AssessmentQuota } from "./assessment-quota";
import { ASSESSMENT_RATE_LIMITS } from "./assessment-rate-limits";
import type { RateLimits } from "../platform/rate-limits";

/** Debug reports are kept this long. */
const DEBUG_RETENTION_DAYS = 30;

/** Client diagnostics (POST /api/mobile-debug): small, rate-limited per (hashed) address, kept 30 days. */
export function createClientDiagnostics({
  db,
  quota,
  rateLimits,
}: {
  db: Database;
  quota: AssessmentQuota;
  rateLimits: RateLimits;
}) {
  return {
    /** Stores one report the handler validated (its details at most 4 KB). */
    async recordMobileDebug({ report, visitorAddress }: { report: DebugReport; visitorAddress: string | undefined }) {
      await rateLimits.take(ASSESSMENT_RATE_LIMITS.debugReport, await quota.hashVisitor(visitorAddress));
      await db.insert(mobileDebugReports).values({ type: report.type, debugInfo: report.debugInfo });
    },

    /** Removes reports older than 30 days; returns how many. */
    async purgeExpiredReports(now: Date): Promise<number> {
      const removed = await db
        .delete(mobileDebugReports)
        .where(lt(mobileDebugReports.createdAt, new Date(now.getTime() - DEBUG_RETENTION_DAYS * 86_400_000)))
        .returning({ id: mobileDebugReports.id });
      return removed.length;
    },
  };
}
