import type { Logger } from "pino";
import type { AssessmentView } from "../../core/assessment/assessment-view";
import type { ServerEnv } from "../../config/env.server";
import type { Database } from "../../db/client";
import { createAiProvider } from "../../integrations/ai-provider";
import { checkVisitorKey } from "./ai-reading";
import { createAssessmentCache } from "./assessment-cache";
import { createAssessmentEngine } from "./assessment-engine";
import { createAssessmentQuota } from "./assessment-quota";
import { ASSESSMENT_RATE_LIMITS } from "./assessment-rate-limits";
import { createAssessmentsService } from "./assessments";
import { createInternationalCodesService } from "../jobs/international-codes";
import { createJobPagesService } from "../jobs/job-pages";
import { createOccupationsService } from "../jobs/occupations";
import { createRateLimits } from "../platform/rate-limits";
import { createSiteFiguresService } from "../site/site-figures";
import { createWorkLane } from "../platform/work-lane";

/**
 * New assessments (and re-scorings) a process runs at once; the rest wait in the work lane in
 * arrival order. Four keep the event loop and the database busy together: on the embedded
 * database its thread works while this one scores the next write (with two, this thread waited on
 * it, ADR 016); on PostgreSQL a write's round trips overlap another's scoring. More at once did not
 * write faster on either and took CPU from every page: with 20 at once on PostgreSQL (the whole
 * pool) the server processes' database sessions crowded out their event loops (ADR 017).
 */
const WRITES_AT_ONCE = 4;

/**
 * The assessment flow's services over one engine (dataset loaded once per process) and one
 * provider client factory; spread into the container.
 */
export function createAssessmentFlowServices({
  env,
  db,
  oneConnection = false,
  logger,
}: {
  env: ServerEnv;
  db: Database;
  /** True on the embedded database (one connection): limits need no lock there. */
  oneConnection?: boolean;
  logger?: Logger;
}) {
  const engine = createAssessmentEngine();
  const provider = createAiProvider({ baseUrl: env.AI_BASE_URL, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS });
  const quota = createAssessmentQuota({
    db,
    limit: env.DAILY_ASSESSMENT_LIMIT,
    secret: env.SESSION_SECRET,
    oneConnection,
  });
  const rateLimits = createRateLimits({ db, oneConnection });
  const assessmentCache = createAssessmentCache<AssessmentView>({ db });
  const occupations = createOccupationsService({ engine });
  // One read of data/international-codes.json per process, for results and occupation pages alike.
  const international = createInternationalCodesService();
  const lane = createWorkLane({ concurrency: Math.min(WRITES_AT_ONCE, env.DATABASE_POOL_SIZE) });
  return {
    /** The shared per-visitor limits and the visitor hash they are kept under (also /contact's). */
    rateLimits,
    hashVisitor: (address: string | undefined) => quota.hashVisitor(address),
    assessmentCache,
    assessments: createAssessmentsService({
      db,
      engine,
      quota,
      rateLimits,
      provider,
      cache: assessmentCache,
      lane,
      uploadLimit: env.UPLOAD_RATE_LIMIT,
      international,
    }),
    occupations,
    jobPages: createJobPagesService({ engine, occupations, international }),
    /** The assessments-run count and occupations covered shown on the country guides. */
    siteFigures: createSiteFiguresService({
      db,
      countOccupations: () => engine.countOccupationsWithExposure(),
      logger,
    }),
    /** POST /api/validate-key; each check calls the provider, so 20 per 10 minutes per visitor. */
    validateKey: async ({ apiKey, visitorAddress }: { apiKey: string; visitorAddress: string | undefined }) => {
      await rateLimits.take(ASSESSMENT_RATE_LIMITS.keyCheck, await quota.hashVisitor(visitorAddress));
      return checkVisitorKey({ provider, apiKey });
    },
  };
}
