import { and, eq, lt, sql } from "drizzle-orm";
import type { AiStatus, AssessmentView } from "../../core/assessment/assessment-view";
import { parseUuid } from "../../core/ids/parse-id";
import { toPublicAssessmentView } from "../../core/assessment/public-assessment-view";
import type { AiTaskLabel, ExposureAssessment } from "../../core/exposure/assess-exposure";
import { normaliseResponsibility } from "../../core/exposure/responsibility-matching";
import type { MatchResult } from "../../core/occupations/match-occupations";
import { MAX_CONFIRM_CANDIDATES, needsOccupationConfirmation } from "../../core/occupations/weak-match";
import type { Database } from "../../db/client";
import { assessments, mobileDebugReports } from "../../db/schema/assessments";
import type { AiProvider } from "../../integrations/ai-provider";
import { DocumentTextError } from "../../integrations/document-text";
import { createDocumentReader, type DocumentReader } from "../../integrations/document-text-pool";
import { renderAssessmentReport } from "../../integrations/pdf-report";
import {
  buildAiReadingPrompt,
  describeAiOutcome,
  requestAiReading,
  type AiReading,
  type AiReasonCode,
} from "./ai-reading";
import { chooseOccupationWithAi } from "./ai-occupation-pick";
import { createAssessmentCache, type AssessmentCache, type CachedAssessment } from "./assessment-cache";
import { assertOwnerToken, createDeleteToken, OWNER_MESSAGES } from "./assessment-deletion";
import type { AssessmentEngine } from "./assessment-engine";
import {
  ASSESSMENT_MESSAGES,
  debugReportSchema,
  manualInputSchema,
  MAX_RESUME_TEXT_CHARACTERS,
  MIN_RESUME_TEXT_CHARACTERS,
  occupationChoiceSchema,
  readBearerKey,
  textInputSchema,
} from "./assessment-input";
import { prepareFromManual, prepareFromText, refineWithReading, type Prepared } from "./assessment-prepared";
import type { AssessmentQuota } from "./assessment-quota";
import { ASSESSMENT_RATE_LIMITS, describeUploadLimit } from "./assessment-rate-limits";
import { readStoredProfile, scoredColumns, toAssessmentView, type StoredProfile } from "./assessment-record";
import { buildReportFileName } from "./assessment-report-name";
import { insertThroughGate } from "../platform/gated-insert";
import type { RateLimits } from "../platform/rate-limits";
import { notFound, ServiceError } from "../platform/service-error";
import { unboundedLane, type WorkLane } from "../platform/work-lane";

/**
 * The assessment use-cases: create (pasted text or manual details), read, re-score with another
 * occupation, render the PDF report, extract text from an upload, client diagnostics, and the
 * retention job. Input rules live in `assessment-input.ts`, the stored form in
 * `assessment-record.ts`, the wiring in `assessment-flow-services.ts`.
 * Privacy: only the derived profile the result page shows is stored, never the resume text or
 * file; the visitor's API key lives only for the duration of one provider call.
 */
const RETENTION_YEARS = 3;
const DEBUG_RETENTION_DAYS = 30;

/** Pick failures after which the reading call is not made (it would fail the same way). */
const PICK_FAILURES_THAT_END_THE_CALLS = new Set(["invalid_api_key", "quota_exceeded", "timeout"]);

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
}) {
  /** Without a key a write never waits on a provider: all of it runs in the lane. */
  const inLaneWithoutKey = <T>(apiKey: string, task: () => Promise<T>): Promise<T> =>
    apiKey === "" ? lane.run(task) : task();

  async function createAssessment({
    source,
    prepared,
    apiKey,
    visitorAddress,
  }: {
    source: "text" | "manual";
    prepared: Prepared;
    apiKey: string;
    visitorAddress: string | undefined;
  }): Promise<{ assessmentId: string; aiStatus: AiStatus; deleteToken: string; needsConfirmation: boolean }> {
    const visitorHash = await quota.hashVisitor(visitorAddress);
    // The early check only spares a provider call; without a key, `consume` below decides alone.
    if (apiKey !== "") await quota.assertAvailable(visitorHash);

    // Where the engine is unsure, the visitor's model picks among its top 10 (no call when sure).
    const choice = await chooseOccupationWithAi({
      provider,
      apiKey,
      match: prepared.match,
      jobTitle: prepared.jobTitle,
      industry: prepared.industry,
      duties: prepared.bullets,
    });
    const matchedBy = choice.matchedBy;
    let match = choice.match;
    let skills = prepared.skills;
    let profile = prepared.profile;
    let jobTitle = prepared.jobTitle;
    const preliminary = match && match.matches.length > 0 ? assessMatch({ match, prepared, skills, labels: [] }) : null;

    let outcome: { ok: true } | { ok: false; reason: AiReasonCode } = { ok: false, reason: "no_api_key" };
    let reading: AiReading | null = null;
    if (apiKey !== "" && choice.failure && PICK_FAILURES_THAT_END_THE_CALLS.has(choice.failure)) {
      // A key the provider refused, or a provider that timed out, would fail the reading too.
      outcome = { ok: false, reason: choice.failure };
    } else if (apiKey !== "") {
      const prompt = buildAiReadingPrompt({
        visitorText: prepared.visitorText,
        occupationTitle: preliminary?.occupation.title ?? "(not matched yet)",
        taskGroups: (preliminary?.riskFactors ?? []).filter((f) => f.kind === "task-group"),
        responsibilities: prepared.bullets,
      });
      const answer = await requestAiReading({ provider, apiKey, prompt });
      outcome = answer.ok ? { ok: true } : { ok: false, reason: answer.reason };
      if (answer.ok) reading = answer.reading;
    }

    // Scoring and storing are CPU work: in the lane (the whole write already is without a key).
    const finish = async () => {
      let labels: AiTaskLabel[] = [];
      if (reading) {
        // Only labels for responsibilities we sent are used; the model cannot add work of its own.
        const sent = new Set(prepared.bullets.map((bullet) => normaliseResponsibility(bullet)));
        labels = reading.taskLabels.filter((item) => sent.has(normaliseResponsibility(item.text)));
        if (source === "text") {
          const refined = refineWithReading({ prepared, reading, engine });
          // The model's own pick among our candidates stands over a re-match of its title.
          if (matchedBy === "engine") {
            match = refined.match ?? match;
            jobTitle = refined.jobTitle;
          }
          skills = refined.skills;
          profile = refined.profile;
        }
      }
      if (!match || match.matches.length === 0) {
        throw new ServiceError({
          status: 422,
          message: source === "text" ? ASSESSMENT_MESSAGES.noTitleInText : ASSESSMENT_MESSAGES.unknownTitle,
        });
      }
      const matched = match;
      const result =
        preliminary && labels.length === 0 && matched === choice.match && skills === prepared.skills
          ? preliminary
          : assessMatch({ match: matched, prepared, skills, labels });

      const aiStatus = describeAiOutcome(outcome);
      const stored: StoredProfile = {
        source,
        ...profile,
        bullets: prepared.bullets,
        aiTaskLabels: labels,
        matches: matched.matches.map((m) => ({ code: m.code, title: m.title, confidence: m.confidence })),
        sureEnough: matched.sureEnough,
        aiReading: reading
          ? {
              summary: reading.summary,
              riskFactors: reading.riskFactors.map((f) => ({ ...f, kind: "personal" as const })),
              recommendations: reading.recommendations,
            }
          : null,
      };
      // The browser that made it keeps the token; only its hash is stored.
      const deleteToken = createDeleteToken();
      const assessmentId = await quota.consume({
        visitorHash,
        write: (executor, gate) =>
          insertThroughGate({
            executor,
            gate,
            table: assessments,
            values: {
              jobTitle,
              industry: prepared.industry,
              experienceLevel: prepared.experienceLevel,
              skills,
              responsibilities: prepared.bullets.join("\n"),
              resumeData: stored as unknown as Record<string, unknown>,
              ...scoredColumns({ result, sureEnough: matched.sureEnough }),
              matchedBy,
              aiStatus,
              deleteTokenHash: deleteToken.hash,
            },
          }),
      });
      // The JSON says when the visitor must confirm the occupation before a score is shown.
      const needsConfirmation = needsOccupationConfirmation({
        sureEnough: matched.sureEnough,
        matchedBy,
        confidence: result.occupation.confidence,
      });
      return { assessmentId, aiStatus, deleteToken: deleteToken.token, needsConfirmation };
    };
    return apiKey === "" ? finish() : lane.run(finish);
  }

  function assessMatch({
    match,
    prepared,
    skills,
    labels,
  }: {
    match: MatchResult;
    prepared: Prepared;
    skills: string[];
    labels: AiTaskLabel[];
  }): ExposureAssessment {
    return engine.assess({
      occupations: match.matches.map((m) => ({ code: m.code, confidence: m.confidence })),
      responsibilities: prepared.bullets,
      skills,
      experienceLevel: prepared.engineExperience,
      yearsOfExperience: prepared.profile.yearsOfExperience,
      aiTaskLabels: labels,
    });
  }

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
      return { revision: row.revision, view: toPublicAssessmentView(describeCandidates(toAssessmentView(row))) };
    });
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
    return describeCandidates(toAssessmentView(row));
  }

  return {
    warmUp: () => engine.warmUp(),

    async createFromText({
      body,
      authorization,
      visitorAddress,
    }: {
      body: unknown;
      authorization: string | undefined;
      visitorAddress: string | undefined;
    }) {
      const apiKey = readBearerKey(authorization);
      return inLaneWithoutKey(apiKey, async () => {
        const raw = (body as { resumeText?: unknown } | null)?.resumeText;
        if (typeof raw === "string" && raw.length > MAX_RESUME_TEXT_CHARACTERS) {
          throw new ServiceError({ status: 413, message: ASSESSMENT_MESSAGES.longText });
        }
        const { resumeText } = textInputSchema.parse(body ?? {});
        const prepared = prepareFromText({ resumeText, engine });
        return createAssessment({ source: "text", prepared, apiKey, visitorAddress });
      });
    },

    async createFromManual({
      body,
      authorization,
      visitorAddress,
    }: {
      body: unknown;
      authorization: string | undefined;
      visitorAddress: string | undefined;
    }) {
      const apiKey = readBearerKey(authorization);
      return inLaneWithoutKey(apiKey, async () => {
        const input = manualInputSchema.parse(body ?? {});
        const prepared = prepareFromManual({ input, engine });
        return createAssessment({ source: "manual", prepared, apiKey, visitorAddress });
      });
    },

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
      body,
      token,
      visitorAddress,
    }: {
      id: string;
      body: unknown;
      token: string | undefined;
      visitorAddress: string | undefined;
    }): Promise<{ assessmentId: string }> {
      return lane.run(async () => {
        await rateLimits.take(ASSESSMENT_RATE_LIMITS.occupationChange, await quota.hashVisitor(visitorAddress));
        const row = await findRow(id);
        assertOwnerToken({ token, storedHash: row.deleteTokenHash, message: OWNER_MESSAGES.change });
        const { code } = occupationChoiceSchema.parse(body ?? {});
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
        return { assessmentId: row.id };
      });
    },

    /**
     * The PDF report: the public view without a key; the owner's own (with the "Prepared for"
     * line and their details) with the owner key; 403 for a wrong key.
     */
    async renderReport({
      id,
      token,
    }: {
      id: string;
      token: string | undefined;
    }): Promise<{ fileName: string; bytes: Buffer; personal: boolean }> {
      // A key header that is present but empty is a wrong key (403), as for the JSON.
      const personal = token !== undefined;
      const view = personal ? await readOwnerView({ id, token }) : await getView(id);
      const bytes = await renderAssessmentReport({ view });
      return { fileName: buildReportFileName(view), bytes, personal };
    },

    async extractUpload({
      fileName,
      bytes,
      visitorAddress,
    }: {
      fileName: string;
      bytes: Buffer;
      visitorAddress: string | undefined;
    }) {
      const safeName = fileName.replace(/^.*[\\/]/, "").slice(0, 200);
      const visitor = await quota.hashVisitor(visitorAddress);
      await rateLimits.take(describeUploadLimit(uploadLimit), visitor);
      try {
        // Cut to what POST /api/assessments/text accepts, and refused below its minimum, so an
        // extracted file can always be sent on for analysis.
        const extractedText = await documents.extract({
          fileName: safeName,
          bytes,
          minCharacters: MIN_RESUME_TEXT_CHARACTERS,
          maxCharacters: MAX_RESUME_TEXT_CHARACTERS,
          visitor,
        });
        return { fileName: safeName, textLength: extractedText.length, extractedText };
      } catch (error) {
        if (error instanceof DocumentTextError)
          throw new ServiceError({
            status: error.status,
            message: error.message,
            retryAfterSeconds: error.retryAfterSeconds,
          });
        throw error;
      }
    },

    /** Client diagnostics: small, rate-limited per (hashed) address, kept 30 days. */
    async recordMobileDebug({ body, visitorAddress }: { body: unknown; visitorAddress: string | undefined }) {
      const input = debugReportSchema.parse(body ?? {});
      if (JSON.stringify(input.debugInfo).length > 4096) {
        throw new ServiceError({ status: 413, message: "Debug report too large (4 KB at most)" });
      }
      await rateLimits.take(ASSESSMENT_RATE_LIMITS.debugReport, await quota.hashVisitor(visitorAddress));
      await db.insert(mobileDebugReports).values({ type: input.type, debugInfo: input.debugInfo });
    },

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
      const removedReports = await db
        .delete(mobileDebugReports)
        .where(and(lt(mobileDebugReports.createdAt, new Date(now.getTime() - DEBUG_RETENTION_DAYS * 86_400_000))))
        .returning({ id: mobileDebugReports.id });
      return {
        assessments: removedAssessments.length,
        quotaEvents: removedEvents,
        rateLimitEvents: removedLimitEvents,
        debugReports: removedReports.length,
      };
    },
  };
}

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;
