import { pino, type Logger } from "pino";
import type { ServerEnv } from "../config/env.server";
import type { AssessmentView } from "../core/assessment/assessment-view";
import type { ContentType } from "../core/content-types/content-type";
import { CONTENT_TYPES } from "../core/content-types/content-types";
import type { DatabaseHandle } from "../db/client";
import { createAiProvider } from "../integrations/ai-provider";
import { createAssessmentCache } from "./assessments/assessment-cache";
import { createAssessmentDeletionService } from "./assessments/assessment-deletion";
import { createAssessmentQuota } from "./assessments/assessment-quota";
import { createAssessmentsService } from "./assessments/assessments";
import { createVisitorKeyCheck } from "./assessments/visitor-key-check";
import { createApprovalsService } from "./cms/approvals";
import { createAuditLogService } from "./cms/audit-log";
import { createAuthService } from "./cms/auth";
import { createCollectionServices } from "./cms/cms-collections";
import { createCmsSettingsService } from "./cms/cms-settings";
import { createMediaLibraryService } from "./cms/media-library";
import { createStaffAccountsService } from "./cms/staff-accounts";
import { createJobPagesService } from "./jobs/job-pages";
import { createOccupationsService } from "./jobs/occupations";
import { createAssessmentEngine } from "./platform/engine/assessment-engine";
import { createInternationalCodesService } from "./platform/engine/international-codes";
import { createExpensiveReadLimits } from "./platform/expensive-read-limits";
import { createHealthService } from "./platform/health";
import { createJobLeases } from "./platform/job-leases";
import { createRateLimits } from "./platform/rate-limits";
import { createWorkLane } from "./platform/work-lane";
import { createBlogService } from "./site/blog";
import { createContactService } from "./site/contact";
import { createPageCache } from "./site/page-cache";
import { createPublicEntriesService } from "./site/public-entries";
import { createPublicPagesService } from "./site/public-pages";
import { createShareCardsService } from "./site/share-cards";
import { createSiteFiguresService } from "./site/site-figures";
import { createSiteSettingsService } from "./site/site-settings";

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
 * Every use-case the pages and the API share, built once per process over one database.
 * Route loaders reach it through the React Router load context; API handlers get it directly.
 *
 * The one place where the service domains meet (ADR 035): assessments, cms, jobs and site never
 * import each other; each stands on platform/ (errors, limits, the work lane, the occupation
 * engine), and what one domain needs of another is handed to it here.
 */
export function createServices({
  env,
  database,
  version,
  logger = pino({ level: "silent" }),
  contentTypes = CONTENT_TYPES,
}: {
  env: ServerEnv;
  database: DatabaseHandle;
  version: string;
  /** The process logger (server/logger.ts): services and page loaders log through it, never the console. */
  logger?: Logger;
  /** The content types the CMS runs (the registry; a test may add one). */
  contentTypes?: readonly ContentType[];
}) {
  const { db } = database;
  const oneConnection = database.kind === "pglite";
  // The dataset and title index, loaded once per process for assessments and occupation pages alike.
  const engine = createAssessmentEngine();
  const provider = createAiProvider({ baseUrl: env.AI_BASE_URL, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS });
  const quota = createAssessmentQuota({
    db,
    limit: env.DAILY_ASSESSMENT_LIMIT,
    secret: env.SESSION_SECRET,
    oneConnection,
  });
  const hashVisitor = (address: string | undefined) => quota.hashVisitor(address);
  const rateLimits = createRateLimits({ db, oneConnection });
  const assessmentCache = createAssessmentCache<AssessmentView>({ db });
  // One read of data/international-codes.json per process, for results and occupation pages alike.
  const international = createInternationalCodesService();
  const occupations = createOccupationsService({ engine });
  const assessments = createAssessmentsService({
    db,
    engine,
    quota,
    rateLimits,
    provider,
    cache: assessmentCache,
    lane: createWorkLane({ concurrency: Math.min(WRITES_AT_ONCE, env.DATABASE_POOL_SIZE) }),
    uploadLimit: env.UPLOAD_RATE_LIMIT,
    international,
  });
  const settings = createSiteSettingsService({ db });
  const shareCards = createShareCardsService();
  const assessmentDeletion = createAssessmentDeletionService({ db, logger });
  // This process drops its copies at once; other instances learn of the delete from the change log.
  assessmentDeletion.onAssessmentDeleted((id) => shareCards.forgetAssessment(id));
  assessmentDeletion.onAssessmentDeleted((id) => assessmentCache.forgetAssessment(id));
  assessmentDeletion.onAssessmentDeleted((id) => assessments.forgetReports(id));
  return {
    env,
    logger,
    health: createHealthService({ database, version }),
    settings,
    blog: createBlogService({ db }),
    publicPages: createPublicPagesService({ db }),
    publicEntries: createPublicEntriesService({ db, contentTypes }),
    contact: createContactService({ db, rateLimits, hashVisitor }),
    pageCache: createPageCache({ db, settings }),
    auth: createAuthService({ db }),
    staffAccounts: createStaffAccountsService({ db }),
    auditLog: createAuditLogService({ db }),
    /** One collection per content type of the registry, each at /api/cms/<path>. */
    cmsCollections: createCollectionServices({ db, contentTypes }),
    cmsSettings: createCmsSettingsService({ db }),
    mediaLibrary: createMediaLibraryService({ db }),
    jobLeases: createJobLeases({ db }),
    approvals: createApprovalsService({ db }),
    /** The shared per-visitor limits and the visitor hash they are kept under. */
    rateLimits,
    hashVisitor,
    assessmentCache,
    assessments,
    occupations,
    jobPages: createJobPagesService({ engine, occupations, international }),
    /** The assessments-run count and occupations covered shown on the country guides. */
    siteFigures: createSiteFiguresService({
      db,
      countOccupations: () => engine.countOccupationsWithExposure(),
      logger,
    }),
    /** POST /api/validate-key. */
    validateKey: createVisitorKeyCheck({ provider, rateLimits, hashVisitor }),
    /** Per-visitor limits on reports, share cards and search pages that must be built (issue #37). */
    expensiveReads: createExpensiveReadLimits({ rateLimits, hashVisitor }),
    /** Whatever keeps something made from an assessment registers with onAssessmentDeleted. */
    assessmentDeletion,
    shareCards,
  };
}

export type Services = ReturnType<typeof createServices>;
