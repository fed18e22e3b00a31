import { pino, type Logger } from "pino";
import type { ServerEnv } from "../../config/env.server";
import type { ContentType } from "../../core/content-types/content-type";
import { CONTENT_TYPES } from "../../core/content-types/content-types";
import type { DatabaseHandle } from "../../db/client";
import { createBlogService } from "../site/blog";
import { createContactService } from "../site/contact";
import { createApprovalsService } from "../cms/approvals";
import { createAssessmentDeletionService } from "../assessments/assessment-deletion";
import { createAssessmentFlowServices } from "../assessments/assessment-flow-services";
import { createAuditLogService } from "../cms/audit-log";
import { createAuthService } from "../cms/auth";
import { createCollectionServices } from "../cms/cms-collections";
import { createCmsSettingsService } from "../cms/cms-settings";
import { createExpensiveReadLimits } from "./expensive-read-limits";
import { createHealthService } from "./health";
import { createJobLeases } from "./job-leases";
import { createMediaLibraryService } from "../cms/media-library";
import { createStaffAccountsService } from "../cms/staff-accounts";
import { createPageCache } from "../site/page-cache";
import { createPublicEntriesService } from "../site/public-entries";
import { createPublicPagesService } from "../site/public-pages";
import { createShareCardsService } from "../site/share-cards";
import { createSiteSettingsService } from "../site/site-settings";

/**
 * Every use-case the pages and the API share, built once per process over one database.
 * Route loaders reach it through the React Router load context; API handlers get it directly.
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
  const settings = createSiteSettingsService({ db: database.db });
  const assessmentDeletion = createAssessmentDeletionService({ db: database.db, logger });
  const shareCards = createShareCardsService();
  assessmentDeletion.onAssessmentDeleted((id) => shareCards.forgetAssessment(id));
  const assessmentFlow = createAssessmentFlowServices({
    env,
    db: database.db,
    oneConnection: database.kind === "pglite",
    logger,
  });
  // This process drops its copy at once; other instances learn of the delete from the change log.
  assessmentDeletion.onAssessmentDeleted((id) => assessmentFlow.assessmentCache.forgetAssessment(id));
  assessmentDeletion.onAssessmentDeleted((id) => assessmentFlow.assessments.forgetReports(id));
  return {
    env,
    logger,
    health: createHealthService({ database, version }),
    settings,
    blog: createBlogService({ db: database.db }),
    publicPages: createPublicPagesService({ db: database.db }),
    publicEntries: createPublicEntriesService({ db: database.db, contentTypes }),
    contact: createContactService({
      db: database.db,
      rateLimits: assessmentFlow.rateLimits,
      hashVisitor: assessmentFlow.hashVisitor,
    }),
    pageCache: createPageCache({ db: database.db, settings }),
    auth: createAuthService({ db: database.db }),
    staffAccounts: createStaffAccountsService({ db: database.db }),
    auditLog: createAuditLogService({ db: database.db }),
    /** One collection per content type of the registry, each at /api/cms/<path>. */
    cmsCollections: createCollectionServices({ db: database.db, contentTypes }),
    cmsSettings: createCmsSettingsService({ db: database.db }),
    mediaLibrary: createMediaLibraryService({ db: database.db }),
    jobLeases: createJobLeases({ db: database.db }),
    approvals: createApprovalsService({ db: database.db }),
    ...assessmentFlow,
    /** Per-visitor limits on reports, share cards and search pages that must be built (issue #37). */
    expensiveReads: createExpensiveReadLimits({
      rateLimits: assessmentFlow.rateLimits,
      hashVisitor: assessmentFlow.hashVisitor,
    }),
    /** Whatever keeps something made from an assessment registers with onAssessmentDeleted. */
    assessmentDeletion,
    shareCards,
  };
}

export type Services = ReturnType<typeof createServices>;
