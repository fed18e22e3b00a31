import { and, eq, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { normalizeApiKey } from "../core/api-key/validate-api-key";
import type {
  AiStatus,
  AssessmentView,
  ExperienceLevel,
  Industry,
  MatchedOccupation,
  RiskLevel,
  SourceFigure,
  TaskView,
} from "../core/assessment/assessment-view";
import type { AiTaskLabel, ExposureAssessment } from "../core/exposure/assess-exposure";
import { normaliseResponsibility, splitResponsibilities } from "../core/exposure/responsibility-matching";
import type { MatchResult } from "../core/occupations/match-occupations";
import { extractResumeProfile } from "../core/resume-profile/resume-profile";
import type { Database } from "../db/client";
import { assessments, mobileDebugReports } from "../db/schema/assessments";
import type { ServerEnv } from "../config/env.server";
import { createAiProvider, type AiProvider } from "../integrations/ai-provider";
import { DocumentTextError } from "../integrations/document-text";
import { createDocumentReader, type DocumentReader } from "../integrations/document-text-pool";
import { renderAssessmentReport } from "../integrations/pdf-report";
import {
  buildAiReadingPrompt,
  checkVisitorKey,
  describeAiOutcome,
  requestAiReading,
  type AiReading,
  type AiReasonCode,
} from "./ai-reading";
import { chooseOccupationWithAi } from "./ai-occupation-pick";
import { createAssessmentCache, type AssessmentCache, type CachedAssessment } from "./assessment-cache";
import { createDeleteToken } from "./assessment-deletion";
import { insertThroughGate } from "./gated-insert";
import { createWorkLane, unboundedLane, type WorkLane } from "./work-lane";
import { createAssessmentEngine, type AssessmentEngine } from "./assessment-engine";
import { createAssessmentQuota, type AssessmentQuota } from "./assessment-quota";
import { createJobPagesService } from "./job-pages";
import { createOccupationsService } from "./occupations";
import { createRateLimits, type RateLimitRule, type RateLimits } from "./rate-limits";
import { notFound, ServiceError } from "./service-error";
import { createSiteFiguresService } from "./site-figures";

/**
 * The assessment use-cases: create (pasted text or manual details), read, re-score with another
 * occupation, render the PDF report, extract text from an upload, and the retention job.
 * Privacy: only the derived profile the result page shows is stored, never the resume text or
 * file; the visitor's API key lives only for the duration of one provider call.
 */
export const INDUSTRIES = [
  "technology",
  "healthcare",
  "finance",
  "education",
  "manufacturing",
  "retail",
  "other",
] as const;
export const EXPERIENCE_LEVELS = ["0-2", "3-5", "6-10", "10+"] as const;

export const MAX_RESUME_TEXT_CHARACTERS = 50_000;
export const MIN_RESUME_TEXT_CHARACTERS = 100;
const MAX_RESPONSIBILITIES = 30;
const MAX_SKILLS = 40;
const RETENTION_YEARS = 3;
const DEBUG_RETENTION_DAYS = 30;
const TEN_MINUTES_MS = 10 * 60_000;

export const ASSESSMENT_MESSAGES = {
  blankText: "Please paste your resume text to analyze",
  shortText: "Please provide more detailed resume information (at least 100 characters)",
  longText: `Your resume text is too long. Please keep it under ${MAX_RESUME_TEXT_CHARACTERS.toLocaleString("en-US")} characters.`,
  noTitleInText:
    "We could not find a job title in this resume. Please add your current job title near the top, or use Enter Skills Manually.",
  unknownTitle: "We could not recognise this job title. Please try a more common title, such as Accountant or Nurse.",
  unknownCode: "Unknown occupation code",
  notFound: "Assessment not found",
  tooManyDebugReports: "Too many debug reports. Please try again later.",
  tooManyKeyChecks: "Too many API key checks from this address. Please wait 10 minutes and try again.",
  tooManyOccupationChanges: "Too many occupation changes from this address. Please wait 10 minutes and try again.",
} as const;

/** Per-visitor limits on calls that cost more than they look, shared by every instance (services/rate-limits.ts). */
export const ASSESSMENT_RATE_LIMITS = {
  keyCheck: { bucket: "key-check", limit: 20, windowMs: TEN_MINUTES_MS, message: ASSESSMENT_MESSAGES.tooManyKeyChecks },
  occupationChange: {
    bucket: "occupation-change",
    limit: 30,
    windowMs: TEN_MINUTES_MS,
    message: ASSESSMENT_MESSAGES.tooManyOccupationChanges,
  },
  debugReport: {
    bucket: "debug-report",
    limit: 20,
    windowMs: TEN_MINUTES_MS,
    message: ASSESSMENT_MESSAGES.tooManyDebugReports,
  },
} as const satisfies Record<string, RateLimitRule>;

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

export const manualInputSchema = z.object({
  jobTitle: requiredText("Job title is required", 200, "Job title must be 200 characters or fewer"),
  industry: z
    .string({ error: "Industry is required" })
    .trim()
    .min(1, "Industry is required")
    .pipe(z.enum(INDUSTRIES, { error: "Please choose an industry from the list" })),
  experienceLevel: z
    .string({ error: "Experience level is required" })
    .trim()
    .min(1, "Experience level is required")
    .pipe(z.enum(EXPERIENCE_LEVELS, { error: "Please choose an experience level from the list" })),
  skills: z
    .union([z.string(), z.array(z.string()).transform((list) => list.join(","))], { error: "Skills are required" })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, "Skills are required").max(5_000, "Skills must be 5,000 characters or fewer")),
  responsibilities: requiredText(
    "Responsibilities are required",
    20_000,
    "Responsibilities must be 20,000 characters or fewer",
  ),
});

export type ManualInput = z.infer<typeof manualInputSchema>;

const textInputSchema = z.object({
  resumeText: z
    .string({ error: ASSESSMENT_MESSAGES.blankText })
    .trim()
    .min(1, ASSESSMENT_MESSAGES.blankText)
    .min(MIN_RESUME_TEXT_CHARACTERS, ASSESSMENT_MESSAGES.shortText),
});

/** Pick failures after which the reading call is not made (it would fail the same way). */
const PICK_FAILURES_THAT_END_THE_CALLS = new Set(["invalid_api_key", "quota_exceeded", "timeout"]);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OCCUPATION_CODE_PATTERN = /^\d{2}-\d{4}\.\d{2}$/;

/** Everything re-scoring needs, kept in resume_data (derived, never the raw text). */
type StoredProfile = {
  source: "text" | "manual";
  name?: string;
  personalInfo?: { name?: string; location?: string };
  education?: { degree: string; institution?: string }[];
  certifications: string[];
  yearsOfExperience?: number;
  bullets: string[];
  aiTaskLabels: AiTaskLabel[];
  matches: { code: string; title: string; confidence: number }[];
  sureEnough: boolean;
  aiReading?: AssessmentView["aiReading"];
};

type Prepared = {
  jobTitle: string;
  industry: Industry;
  experienceLevel: string;
  engineExperience?: string;
  skills: string[];
  bullets: string[];
  profile: Omit<StoredProfile, "bullets" | "aiTaskLabels" | "matches" | "sureEnough" | "source">;
  match: MatchResult | null;
  visitorText: string;
};

export function createAssessmentsService({
  db,
  engine,
  quota,
  rateLimits,
  provider,
  cache = createAssessmentCache<AssessmentView>({ db }),
  documents = createDocumentReader(),
  lane = unboundedLane,
}: {
  db: Database;
  engine: AssessmentEngine;
  quota: AssessmentQuota;
  rateLimits: RateLimits;
  provider: AiProvider;
  /** Assessments as served (services/assessment-cache.ts); one per process. */
  cache?: AssessmentCache<AssessmentView>;
  /** Reads uploaded resumes off the event loop (a worker thread). */
  documents?: DocumentReader;
  /**
   * Where the CPU-heavy part of a write runs (services/work-lane.ts): preparing, scoring and
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
  }): Promise<{ assessmentId: string; aiStatus: AiStatus; deleteToken: string }> {
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
      return { assessmentId, aiStatus, deleteToken: deleteToken.token };
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
    if (!UUID_PATTERN.test(id)) throw notFound(ASSESSMENT_MESSAGES.notFound);
    const [row] = await db.select().from(assessments).where(eq(assessments.id, id)).limit(1);
    if (!row) throw notFound(ASSESSMENT_MESSAGES.notFound);
    return row;
  }

  /** The assessment as served, from the cache when current (404 for a malformed or unknown id). */
  async function readCached(id: string): Promise<CachedAssessment<AssessmentView>> {
    if (!UUID_PATTERN.test(id)) throw notFound(ASSESSMENT_MESSAGES.notFound);
    const key = id.toLowerCase();
    return cache.read(key, async () => {
      const row = await findRow(key);
      return { revision: row.revision, view: toAssessmentView(row) };
    });
  }

  async function getView(id: string): Promise<AssessmentView> {
    return (await readCached(id)).view;
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
        const local = extractResumeProfile(resumeText);
        const bullets = local.responsibilities.slice(0, MAX_RESPONSIBILITIES);
        const skills = local.skills.slice(0, MAX_SKILLS);
        const years = local.yearsOfExperience ?? undefined;
        const match = local.jobTitle
          ? engine.matchTitle({ title: local.jobTitle, industry: local.industry, skills, duties: bullets })
          : null;
        const location = local.location
          ? [local.location.city, local.location.region].filter(Boolean).join(", ")
          : undefined;
        const prepared: Prepared = {
          jobTitle: local.jobTitle ?? "Professional",
          industry: local.industry,
          experienceLevel: years === undefined ? "" : `${formatYears(years)} years`,
          engineExperience: undefined,
          skills,
          bullets,
          profile: {
            name: local.name ?? undefined,
            personalInfo: { name: local.name ?? undefined, location },
            education: local.education.map((e) => ({
              degree: e.qualification,
              institution: e.institution ?? undefined,
            })),
            certifications: local.certifications.slice(0, 20),
            yearsOfExperience: years,
          },
          match,
          visitorText: resumeText,
        };
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
        const skills = dedupe(input.skills.split(/[,\n]/)).slice(0, MAX_SKILLS);
        if (skills.length === 0) throw new ServiceError({ status: 400, message: "Skills are required" });
        const bullets = splitResponsibilities(input.responsibilities).slice(0, MAX_RESPONSIBILITIES);
        const match = engine.matchTitle({ title: input.jobTitle, industry: input.industry, skills, duties: bullets });
        const prepared: Prepared = {
          jobTitle: input.jobTitle,
          industry: input.industry,
          experienceLevel: input.experienceLevel,
          engineExperience: `${input.experienceLevel} years`,
          skills,
          bullets: bullets.length > 0 ? bullets : [input.responsibilities.slice(0, 500)],
          profile: { certifications: [], yearsOfExperience: midpointYears(input.experienceLevel) },
          match,
          visitorText: [
            `Job title: ${input.jobTitle}`,
            `Industry: ${input.industry}`,
            `Experience: ${input.experienceLevel} years`,
            `Skills: ${skills.join(", ")}`,
            `Responsibilities:\n${input.responsibilities}`,
          ].join("\n"),
        };
        return createAssessment({ source: "manual", prepared, apiKey, visitorAddress });
      });
    },

    getView,
    readCached,

    /**
     * "Not your job? Pick another": re-scores the stored profile with the chosen occupation.
     * Limited to 30 per 10 minutes per visitor (each one scores and writes).
     */
    async chooseOccupation({
      id,
      body,
      visitorAddress,
    }: {
      id: string;
      body: unknown;
      visitorAddress: string | undefined;
    }): Promise<{ assessmentId: string }> {
      return lane.run(async () => {
        await rateLimits.take(ASSESSMENT_RATE_LIMITS.occupationChange, await quota.hashVisitor(visitorAddress));
        const { code } = z
          .object({
            code: z
              .string({ error: "Occupation code is required" })
              .trim()
              .regex(OCCUPATION_CODE_PATTERN, ASSESSMENT_MESSAGES.unknownCode),
          })
          .parse(body ?? {});
        const row = await findRow(id);
        const occupation = engine.findOccupation(code);
        if (!occupation) throw new ServiceError({ status: 400, message: ASSESSMENT_MESSAGES.unknownCode });
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

    async renderReport(id: string): Promise<{ fileName: string; bytes: Buffer }> {
      const view = await getView(id);
      const bytes = await renderAssessmentReport({ view });
      return { fileName: buildReportFileName(view), bytes };
    },

    async extractUpload({ fileName, bytes }: { fileName: string; bytes: Buffer }) {
      const safeName = fileName.replace(/^.*[\\/]/, "").slice(0, 200);
      try {
        // Cut to what POST /api/assessments/text accepts, and refused below its minimum, so an
        // extracted file can always be sent on for analysis.
        const extractedText = await documents.extract({
          fileName: safeName,
          bytes,
          minCharacters: MIN_RESUME_TEXT_CHARACTERS,
          maxCharacters: MAX_RESUME_TEXT_CHARACTERS,
        });
        return { fileName: safeName, textLength: extractedText.length, extractedText };
      } catch (error) {
        if (error instanceof DocumentTextError)
          throw new ServiceError({ status: error.status, message: error.message });
        throw error;
      }
    },

    /** Client diagnostics: small, rate-limited per (hashed) address, kept 30 days. */
    async recordMobileDebug({ body, visitorAddress }: { body: unknown; visitorAddress: string | undefined }) {
      const input = z
        .object({
          type: z
            .string({ error: "type is required" })
            .trim()
            .min(1, "type is required")
            .max(64, "type is too long")
            .regex(/^[a-z0-9_-]+$/i, "type is invalid"),
          debugInfo: z.record(z.string(), z.unknown(), { error: "debugInfo must be an object" }),
        })
        .parse(body ?? {});
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

/** The visitor's key from `Authorization: Bearer …`, cleaned; empty when absent. */
export function readBearerKey(authorization: string | undefined): string {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? "");
  return normalizeApiKey(match?.[1] ?? "");
}

function refineWithReading({
  prepared,
  reading,
  engine,
}: {
  prepared: Prepared;
  reading: AiReading;
  engine: AssessmentEngine;
}) {
  const skills = dedupe([...prepared.skills, ...reading.profile.skills]).slice(0, MAX_SKILLS);
  let match: MatchResult | null = null;
  let jobTitle = prepared.jobTitle;
  const aiTitle = reading.profile.jobTitle?.trim();
  if (aiTitle) {
    const candidate = engine.matchTitle({
      title: aiTitle,
      industry: prepared.industry,
      skills,
      duties: prepared.bullets,
    });
    const localTop = prepared.match?.matches[0]?.score ?? 0;
    const aiTop = candidate.matches[0]?.score ?? 0;
    // The model's title wins only where it matches an occupation better than ours did.
    if (candidate.matches.length > 0 && aiTop > localTop) {
      match = candidate;
      jobTitle = aiTitle;
    }
  }
  const years = prepared.profile.yearsOfExperience ?? reading.profile.yearsOfExperience ?? undefined;
  const profile = {
    ...prepared.profile,
    certifications:
      prepared.profile.certifications.length > 0
        ? prepared.profile.certifications
        : reading.profile.certifications.slice(0, 20),
    yearsOfExperience: years,
    personalInfo: {
      ...prepared.profile.personalInfo,
      location: prepared.profile.personalInfo?.location ?? reading.profile.location ?? undefined,
    },
  };
  return { match, jobTitle, skills, profile };
}

function scoredColumns({ result, sureEnough }: { result: ExposureAssessment; sureEnough: boolean }) {
  const occupation: Omit<MatchedOccupation, "matchedBy"> = {
    code: result.occupation.code,
    title: result.occupation.title,
    confidence: result.occupation.confidence,
    sureEnough,
    alternatives: result.occupation.alternatives,
  };
  const sources: SourceFigure[] = result.sources
    .filter((s) => s.value !== null && s.value !== "")
    .map((s) => ({ id: s.id, name: s.name, figure: s.figure, value: formatFigure(s.value) }));
  const tasks: TaskView[] = result.tasks.map((t) => ({
    id: String(t.id),
    group: t.group,
    importance: t.importance ?? 0,
    label: t.label ?? "Unlabelled",
    ...(t.matchedBullet ? { matchedBullet: t.matchedBullet } : {}),
  }));
  return {
    riskScore: result.riskScore,
    riskLevel: result.riskLevel,
    timeline: result.timeline as unknown as Record<string, string>,
    riskFactors: result.riskFactors.map((f) => ({
      name: f.name,
      description: f.description,
      exposure: f.exposure,
      kind: f.kind,
    })),
    recommendations: {
      skills: result.recommendations.skills.map((s) => ({
        name: s.name,
        impact: s.impact,
        duration: s.duration,
        reason: s.reason,
      })),
      careerPivots: result.recommendations.careerPivots.map((p) => ({
        title: p.title,
        matchPercentage: p.matchPercentage,
        code: p.code,
        riskScore: p.riskScore,
        medianWage: p.medianWage,
      })),
      services: result.recommendations.services.map((s) => ({ name: s.name, earning: s.earning })),
    },
    analysis: { occupation, band: result.band, sources, tasks },
  };
}

type AssessmentRow = typeof assessments.$inferSelect;

function toAssessmentView(row: AssessmentRow): AssessmentView {
  const stored = readStoredProfile(row.resumeData);
  const analysis = (row.analysis ?? {}) as Partial<Pick<AssessmentView, "occupation" | "band" | "sources" | "tasks">>;
  const personalInfo = stored.personalInfo ?? {};
  return {
    id: row.id,
    riskScore: row.riskScore,
    riskLevel: row.riskLevel as RiskLevel,
    jobTitle: row.jobTitle,
    industry: row.industry,
    skills: row.skills,
    responsibilities: row.responsibilities,
    createdAt: row.createdAt.toISOString(),
    experienceLevel: row.experienceLevel,
    certifications: stored.certifications,
    personalInfo,
    timeline: row.timeline as unknown as AssessmentView["timeline"],
    riskFactors: row.riskFactors as AssessmentView["riskFactors"],
    recommendations: row.recommendations as unknown as AssessmentView["recommendations"],
    resumeData:
      stored.source === "text" ? { name: stored.name, personalInfo, education: stored.education ?? [] } : null,
    aiStatus: row.aiStatus as unknown as AiStatus,
    occupation: analysis.occupation ? { ...analysis.occupation, matchedBy: row.matchedBy } : null,
    band: analysis.band ?? null,
    sources: analysis.sources ?? [],
    tasks: analysis.tasks ?? [],
    aiReading: stored.aiReading ?? null,
  };
}

function readStoredProfile(value: Record<string, unknown> | null): StoredProfile {
  const stored = (value ?? {}) as Partial<StoredProfile>;
  return {
    source: stored.source ?? "manual",
    ...stored,
    certifications: stored.certifications ?? [],
    bullets: stored.bullets ?? [],
    aiTaskLabels: stored.aiTaskLabels ?? [],
    matches: stored.matches ?? [],
    sureEnough: stored.sureEnough ?? false,
  };
}

function formatFigure(value: number | string | null): string {
  if (typeof value === "number")
    return Number.isInteger(value) ? value.toLocaleString("en-US") : String(Math.round(value * 1000) / 1000);
  return String(value ?? "");
}

function formatYears(years: number): string {
  return Number.isInteger(years) ? String(years) : years.toFixed(1);
}

function midpointYears(level: ExperienceLevel): number {
  return { "0-2": 1, "3-5": 4, "6-10": 8, "10+": 12 }[level];
}

function dedupe(values: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of values) {
    const value = raw.trim().slice(0, 80);
    const key = value.toLowerCase();
    if (value === "" || seen.has(key)) continue;
    seen.add(key);
    result.push(value);
  }
  return result;
}

/** e.g. ai-job-risk-software-developer-2026-11-22.pdf */
export function buildReportFileName(view: Pick<AssessmentView, "jobTitle" | "createdAt">): string {
  const slug =
    view.jobTitle
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 50) || "assessment";
  return `ai-job-risk-${slug}-${view.createdAt.slice(0, 10)}.pdf`;
}

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
}: {
  env: ServerEnv;
  db: Database;
  /** True on the embedded database (one connection): limits need no lock there. */
  oneConnection?: boolean;
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
  const lane = createWorkLane({ concurrency: Math.min(WRITES_AT_ONCE, env.DATABASE_POOL_SIZE) });
  return {
    assessmentCache,
    assessments: createAssessmentsService({ db, engine, quota, rateLimits, provider, cache: assessmentCache, lane }),
    occupations,
    jobPages: createJobPagesService({ engine, occupations }),
    /** The assessments-run count and occupations covered shown on the country guides. */
    siteFigures: createSiteFiguresService({ db, countOccupations: () => engine.countOccupationsWithExposure() }),
    /** POST /api/validate-key; each check calls the provider, so 20 per 10 minutes per visitor. */
    validateKey: async ({ apiKey, visitorAddress }: { apiKey: unknown; visitorAddress: string | undefined }) => {
      await rateLimits.take(ASSESSMENT_RATE_LIMITS.keyCheck, await quota.hashVisitor(visitorAddress));
      return checkVisitorKey({ provider, apiKey });
    },
  };
}
