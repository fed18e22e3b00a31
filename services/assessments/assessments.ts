import { eq, lt, sql } from "drizzle-orm";
import type { AssessmentView } from "../../core/assessment/assessment-view";
import { parseUuid } from "../../core/ids/parse-id";
import { toPublicAssessmentView } from "../../core/assessment/public-assessment-view";
import { MAX_CONFIRM_CANDIDATES } from "../../core/occupations/weak-match";
import type { Database } from "../../db/client";
import { assessments } from "../../db/schema/assessments";
import type { AiProvider } from "../../integrations/ai-provider";
import { createDocumentReader, type DocumentReader } from "../../integrations/document-text-pool";
import { renderAssessmentReport } from "../../integrations/pdf-report";
import { createAssessmentCache, type AssessmentCache, type CachedAssessment } from "./assessment-cache";
import { createAssessmentCreation } from "./assessment-creation";
import { assertOwnerToken, OWNER_MESSAGES } from "./assessment-deletion";
import type { AssessmentEngine } from "../platform/engine/assessment-engine";
import { ASSESSMENT_MESSAGES } from "./assessment-input";
import type { AssessmentQuota } from "./assessment-quota";
import { ASSESSMENT_RATE_LIMITS } from "./assessment-rate-limits";
import { readStoredProfile, scoredColumns, toAssessmentView, type AssessmentRow } from "./assessment-record";
import { buildReportFileName } from "./assessment-report-name";
import { createClientDiagnostics } from "./client-diagnostics";
import { createResumeUpload } from "./resume-upload";
import { createInternationalCodesService, type InternationalCodesService } from "../platform/engine/international-codes";
import { createUploadAdmission } from "./upload-admission";
import { createReportCache, type Report, type ReportCache } from "./report-cache";
import { EXPENSIVE_READ_LIMITS } from "../platform/expensive-read-limits";
import type { CheckedInput } from "../platform/checked-input";
import type { RateLimits } from "../platform/rate-limits";
import { notFound, ServiceError } from "../platform/service-error";
import { unboundedLane, type WorkLane } from "../platform/work-lane";

/**
 * The assessment use-cases: create (pasted text or manual details), read, re-score with another
 * occupation, render the PDF report, extract text from an upload, client diagnostics, and the
 * retention job. Creating one is `assessment-creation.ts`, reading an upload `resume-upload.ts`,
 * the diagnostics `client-diagnostics.ts`; the inputs it takes are in
 * `assessment-input.ts` (the handlers validate requests into them), the stored form in
 * `assessment-record.ts`, the wiring in `services/container.ts`.
 * Privacy: only the derived profile the result page shows is stored, never the resume text or
 * file; the visitor's API key lives only for the duration of one provider call.
 */
const RETENTION_YEARS = 3;
/** Bump when the report's design changes, so browsers and caches fetch the new one. */
const REPORT_DESIGN_VERSION = 1;

export function createAssessmentsService({
  db,
  engine,
  quota,
  rateLimits,
  provider,
  cache = createAssessmentCache<AssessmentView>({ db }),
  documents = createDocumentReader(),
  uploadLimit = 30,
  lane = unboundedLane,
  international = createInternationalCodesService(),
  reports = createReportCache(),
  renderReport = renderAssessmentReport,
}: {
  db: Database;
  engine: AssessmentEngine;
  quota: AssessmentQuota;
  rateLimits: RateLimits;
  provider: AiProvider;
  /** Assessments as served (services/assessments/assessment-cache.ts); one per process. */
  cache?: AssessmentCache<AssessmentView>;
  /** Reads uploaded resumes off the event loop (a worker thread). */
  documents?: DocumentReader;
  /** Resume files read per visitor per 10 minutes. */
  uploadLimit?: number;
  /**
   * Where the CPU-heavy part of a write runs (services/platform/work-lane.ts): preparing, scoring and
   * storing it, never a provider call.
   */
  lane?: WorkLane;
  /** The matched occupation's ISCO-08 and NOC 2021 groups (ADR 034). */
  international?: InternationalCodesService;
  /** Public PDF reports kept per revision (services/assessments/report-cache.ts). */
  reports?: ReportCache;
  /** Draws a report (the PDF library); tests count its calls. */
  renderReport?: (input: { view: AssessmentView }) => Promise<Buffer>;
}) {
  const createAssessment = createAssessmentCreation({ engine, quota, provider, lane });
  const uploadAdmission = createUploadAdmission({ quota, rateLimits, documents, uploadLimit });
  const extractUpload = createResumeUpload({ documents });
  const diagnostics = createClientDiagnostics({ db, quota, rateLimits });

  async function findRow(id: string) {
    const key = parseUuid(id);
    if (!key) throw notFound(ASSESSMENT_MESSAGES.notFound);
    const [row] = await db.select().from(assessments).where(eq(assessments.id, key)).limit(1);
    if (!row) throw notFound(ASSESSMENT_MESSAGES.notFound);
    return row;
  }

  /**
   * The public view of the assessment (score, occupation, reasoning; ADR 021), from the cache when
   * current (404 for a malformed or unknown id). The cache, its JSON and its pages hold only this.
   */
  async function readCached(id: string): Promise<CachedAssessment<AssessmentView>> {
    const key = parseUuid(id);
    if (!key) throw notFound(ASSESSMENT_MESSAGES.notFound);
    return cache.read(key, async () => {
      const row = await findRow(key);
      return { revision: row.revision, view: toPublicAssessmentView(describeRow(row)) };
    });
  }

  /**
   * The stored row as the page shows it: a match that needs confirming with its candidates, and the
   * occupation's international codes (read from the code at every read, so a re-pick brings its own).
   */
  function describeRow(row: AssessmentRow): AssessmentView {
    const view = describeCandidates(toAssessmentView(row));
    const code = view.occupation && !view.occupation.needsConfirmation ? view.occupation.code : null;
    return { ...view, international: code ? international.describe(code) : null };
  }

  /** A match that needs confirming carries its best candidates, each with a one-line description. */
  function describeCandidates(view: AssessmentView): AssessmentView {
    const occupation = view.occupation;
    if (!occupation?.needsConfirmation) return view;
    // Only occupations the research covers can be scored once chosen.
    const candidates = [occupation, ...occupation.alternatives]
      .filter((c) => c.code === occupation.code || engine.scoreOccupation(c.code) !== null)
      .slice(0, MAX_CONFIRM_CANDIDATES)
      .map((c) => ({ code: c.code, title: c.title, description: engine.describeOccupation(c.code) ?? "" }));
    return { ...view, occupation: { ...occupation, candidates } };
  }

  async function getView(id: string): Promise<AssessmentView> {
    return (await readCached(id)).view;
  }

  /**
   * The owner's own view, personal details included, for the browser showing the owner key:
   * read from the row every time and never cached (403 for a wrong key, 404 for an unknown id).
   */
  async function readOwnerView({ id, token }: { id: string; token: string | undefined }): Promise<AssessmentView> {
    const row = await findRow(id);
    assertOwnerToken({ token, storedHash: row.deleteTokenHash, message: OWNER_MESSAGES.read });
    return describeRow(row);
  }

  return {
    warmUp: () => engine.warmUp(),

    /** A new assessment from validated input; `apiKey` is the visitor's own ("" for none). */
    createAssessment,

    getView,
    readCached,
    readOwnerView,

    /**
     * "Not your job? Pick another": re-scores the stored profile with the chosen occupation.
     * Limited to 30 per 10 minutes per visitor (each one scores and writes). Only the owner may:
     * `token` must be the assessment's owner key (403 otherwise, before anything is read from the body).
     */
    async chooseOccupation({
      id,
      choice,
      token,
      visitorAddress,
    }: {
      id: string;
      /** The chosen code as the handler validated it; its refusal is given only to the owner. */
      choice: CheckedInput<{ code: string }>;
      token: string | undefined;
      visitorAddress: string | undefined;
    }): Promise<{ assessmentId: string }> {
      return lane.run(async () => {
        await rateLimits.take(ASSESSMENT_RATE_LIMITS.occupationChange, await quota.hashVisitor(visitorAddress));
        const row = await findRow(id);
        assertOwnerToken({ token, storedHash: row.deleteTokenHash, message: OWNER_MESSAGES.change });
        if (!choice.ok) throw choice.refusal;
        const { code } = choice.value;
        const occupation = engine.findOccupation(code);
        if (!occupation) throw new ServiceError({ status: 400, message: ASSESSMENT_MESSAGES.unknownCode });
        // Some occupations (mostly military) have no exposure research: say so rather than fail.
        if (engine.scoreOccupation(code) === null)
          throw new ServiceError({ status: 400, message: ASSESSMENT_MESSAGES.unscorableOccupation });
        const stored = readStoredProfile(row.resumeData);
        const result = engine.assess({
          occupations: [{ code, confidence: 1 }],
          responsibilities: stored.bullets,
          skills: row.skills,
          experienceLevel: stored.source === "manual" ? `${row.experienceLevel} years` : undefined,
          yearsOfExperience: stored.yearsOfExperience,
          aiTaskLabels: stored.aiTaskLabels,
          certifications: stored.certifications,
          education: stored.education?.map((entry) => entry.degree),
          selfEmployed: stored.selfEmployed,
          jobTitle: row.jobTitle,
        });
        // Keep the earlier candidates on offer, so the visitor can switch back.
        const alternatives = stored.matches.filter((m) => m.code !== code);
        result.occupation.alternatives = alternatives;
        result.occupation.confidence = 1;
        await db
          .update(assessments)
          .set({
            ...scoredColumns({ result, sureEnough: true }),
            matchedBy: "visitor",
            revision: sql`${assessments.revision} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(assessments.id, row.id));
        cache.forgetAssessment(row.id);
        reports.forgetAssessment(row.id);
        return { assessmentId: row.id };
      });
    },

    /**
     * The PDF report: the public view without a key; the owner's own (with the "Prepared for"
     * line and their details) with the owner key; 403 for a wrong key. The public report is
     * built once per revision and kept (services/assessments/report-cache.ts), with an ETag of
     * its revision: `bytes` is null when `ifNoneMatch` already names it (304). Each build, the
     * public one on a cache miss and every owner's own, counts against the visitor's report
     * limit (services/platform/expensive-read-limits.ts): a stranger cannot make a result cost
     * more than one build per revision, nor the server more than a few builds a minute.
     */
    async renderReport({
      id,
      token,
      visitorAddress,
      ifNoneMatch,
    }: {
      id: string;
      token: string | undefined;
      visitorAddress: string | undefined;
      ifNoneMatch?: string;
    }): Promise<{ fileName: string; bytes: Buffer | null; personal: boolean; etag?: string }> {
      const countBuild = async () =>
        rateLimits.take(EXPENSIVE_READ_LIMITS.report, await quota.hashVisitor(visitorAddress));
      // A key header that is present but empty is a wrong key (403), as for the JSON.
      if (token !== undefined) {
        const view = await readOwnerView({ id, token });
        await countBuild();
        return { fileName: buildReportFileName(view), bytes: await renderReport({ view }), personal: true };
      }
      const cached = await readCached(id);
      const etag = `"report-${cached.id.slice(0, 8)}-${cached.revision}-${REPORT_DESIGN_VERSION}"`;
      const fileName = buildReportFileName(cached.view);
      if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag))
        return { fileName, bytes: null, personal: false, etag };
      const report = await reports.read({
        id: cached.id,
        revision: cached.revision,
        build: async (): Promise<Report> => {
          await countBuild();
          return { bytes: await renderReport({ view: cached.view }), etag };
        },
      });
      return { fileName, bytes: report.bytes, personal: false, etag };
    },

    /** Frees a deleted assessment's kept reports in this process. */
    forgetReports: (assessmentId: string) => reports.forgetAssessment(assessmentId),

    /** Whether an upload may be read, decided before its body is (services/assessments/upload-admission.ts). */
    admitUpload: uploadAdmission.admit,
    describeUploadsInFlight: uploadAdmission.describeInFlight,

    /** The text of an admitted upload (services/assessments/resume-upload.ts). */
    extractUpload,

    /** Client diagnostics (services/assessments/client-diagnostics.ts). */
    recordMobileDebug: diagnostics.recordMobileDebug,

    /** Retention: assessments after 3 years, quota events after 24 hours, debug reports after 30 days. */
    async purgeExpired(now = new Date()) {
      const assessmentCutoff = new Date(now);
      assessmentCutoff.setFullYear(assessmentCutoff.getFullYear() - RETENTION_YEARS);
      const removedAssessments = await db
        .delete(assessments)
        .where(lt(assessments.createdAt, assessmentCutoff))
        .returning({ id: assessments.id });
      const removedEvents = await quota.pruneExpired(now);
      const removedLimitEvents = await rateLimits.purgeExpired(now);
      for (const { id } of removedAssessments) cache.forgetAssessment(id);
      await cache.pruneChanges(now);
      const removedReports = await diagnostics.purgeExpiredReports(now);
      return {
        assessments: removedAssessments.length,
        quotaEvents: removedEvents,
        rateLimitEvents: removedLimitEvents,
        debugReports: removedReports,
      };
    },
  };
}

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;
