import type { AiStatus } from "../../core/assessment/assessment-view";
import type { CountryCode } from "../../core/countries/countries";
import type { AiTaskLabel } from "../../core/exposure/assess-exposure";
import type { ScoredAssessment } from "../../core/assessment/scored-assessment";
import { normaliseResponsibility } from "../../core/exposure/responsibility-matching";
import type { MatchResult } from "../../core/occupations/match-occupations";
import { needsOccupationConfirmation } from "../../core/occupations/weak-match";
import { assessments } from "../../db/schema/assessments";
import type { AiProvider } from "../../integrations/ai-provider";
import { chooseOccupationWithAi, type OccupationChoice } from "./ai-occupation-pick";
import {
  buildAiReadingPrompt,
  describeAiOutcome,
  requestAiReading,
  type AiReading,
  type AiReasonCode,
} from "./ai-reading";
import { createDeleteToken } from "./assessment-deletion";
import type { AssessmentEngine } from "../platform/engine/assessment-engine";
import { ASSESSMENT_MESSAGES, type AssessmentInput } from "./assessment-input";
import { prepareFromManual, prepareFromText, refineWithReading, type Prepared } from "./assessment-prepared";
import type { AssessmentQuota } from "./assessment-quota";
import { scoredColumns, type StoredProfile } from "./assessment-record";
import { insertThroughGate } from "../platform/gated-insert";
import { ServiceError } from "../platform/service-error";
import type { WorkLane } from "../platform/work-lane";

/**
 * Creating an assessment, in named steps: read the input → match the occupation (the visitor's
 * model picks where the engine is unsure) → the personal reading → apply it → score → store.
 * Each step returns what the next one needs; nothing is reassigned along the way.
 */

/** Pick failures after which the reading call is not made (it would fail the same way). */
const PICK_FAILURES_THAT_END_THE_CALLS = new Set(["invalid_api_key", "quota_exceeded", "timeout"]);

type Source = AssessmentInput["source"];
type ReadingOutcome = { ok: true } | { ok: false; reason: AiReasonCode };
type PersonalReading = { outcome: ReadingOutcome; reading: AiReading | null };
/** What the write stores: the occupation match, title, skills and profile after the reading. */
type Refined = {
  match: MatchResult | null;
  jobTitle: string;
  skills: string[];
  profile: Prepared["profile"];
  labels: AiTaskLabel[];
};

export type CreatedAssessment = {
  assessmentId: string;
  aiStatus: AiStatus;
  deleteToken: string;
  needsConfirmation: boolean;
};

export function createAssessmentCreation({
  engine,
  quota,
  provider,
  lane,
}: {
  engine: AssessmentEngine;
  quota: AssessmentQuota;
  provider: AiProvider;
  /** Where the CPU-heavy part of a write runs: preparing, scoring and storing, never a provider call. */
  lane: WorkLane;
}) {
  function readInput(input: AssessmentInput): Prepared {
    return input.source === "text"
      ? prepareFromText({ resumeText: input.resumeText, engine })
      : prepareFromManual({ input: input.form, engine });
  }

  function scoreMatch({
    match,
    prepared,
    skills,
    labels,
  }: {
    match: MatchResult;
    prepared: Prepared;
    skills: string[];
    labels: AiTaskLabel[];
  }): ScoredAssessment {
    return engine.assess({
      occupations: match.matches.map((m) => ({ code: m.code, confidence: m.confidence })),
      responsibilities: prepared.bullets,
      skills,
      experienceLevel: prepared.engineExperience,
      yearsOfExperience: prepared.profile.yearsOfExperience,
      aiTaskLabels: labels,
      certifications: prepared.profile.certifications,
      education: prepared.profile.education?.map((entry) => entry.degree),
      selfEmployed: prepared.profile.selfEmployed,
      jobTitle: prepared.jobTitle,
    });
  }

  /** The score before any reading, shown to the model as context (null when nothing matched). */
  function scorePreliminary({ choice, prepared }: { choice: OccupationChoice; prepared: Prepared }) {
    const match = choice.match;
    return match && match.matches.length > 0
      ? scoreMatch({ match, prepared, skills: prepared.skills, labels: [] })
      : null;
  }

  /** The visitor's model reads the resume, unless there is no key or the pick showed the key cannot work. */
  async function readPersonally({
    apiKey,
    choice,
    prepared,
    preliminary,
  }: {
    apiKey: string;
    choice: OccupationChoice;
    prepared: Prepared;
    preliminary: ScoredAssessment | null;
  }): Promise<PersonalReading> {
    if (apiKey === "") return { outcome: { ok: false, reason: "no_api_key" }, reading: null };
    // A key the provider refused, or a provider that timed out, would fail the reading too.
    if (choice.failure && PICK_FAILURES_THAT_END_THE_CALLS.has(choice.failure))
      return { outcome: { ok: false, reason: choice.failure }, reading: null };
    const prompt = buildAiReadingPrompt({
      visitorText: prepared.visitorText,
      occupationTitle: preliminary?.occupation.title ?? "(not matched yet)",
      taskGroups: (preliminary?.riskFactors ?? []).filter((f) => f.kind === "task-group"),
      responsibilities: prepared.bullets,
    });
    const answer = await requestAiReading({ provider, apiKey, prompt });
    return answer.ok
      ? { outcome: { ok: true }, reading: answer.reading }
      : { outcome: { ok: false, reason: answer.reason }, reading: null };
  }

  /**
   * What the reading changes: task labels for the responsibilities we sent (the model cannot add
   * work of its own) and, for a resume, its skills, profile and (where the engine chose the
   * occupation) a better-matching title. The model's own pick among our candidates stands over a
   * re-match of its title.
   */
  function applyReading({
    source,
    prepared,
    choice,
    reading,
  }: {
    source: Source;
    prepared: Prepared;
    choice: OccupationChoice;
    reading: AiReading | null;
  }): Refined {
    const unread: Refined = {
      match: choice.match,
      jobTitle: prepared.jobTitle,
      skills: prepared.skills,
      profile: prepared.profile,
      labels: [],
    };
    if (!reading) return unread;
    const sent = new Set(prepared.bullets.map((bullet) => normaliseResponsibility(bullet)));
    const labels = reading.taskLabels.filter((item) => sent.has(normaliseResponsibility(item.text)));
    if (source !== "text") return { ...unread, labels };
    const refined = refineWithReading({ prepared, reading, engine });
    // The model's title counts where the engine chose, or where our reader found no title at all (a
    // description whose candidates came from its duties): there it stands over a pick among them.
    const useModelTitle = choice.matchedBy === "engine" || !prepared.titleRead;
    return {
      match: useModelTitle ? (refined.match ?? choice.match) : choice.match,
      jobTitle: useModelTitle ? refined.jobTitle : prepared.jobTitle,
      skills: refined.skills,
      profile: refined.profile,
      labels,
    };
  }

  /** The final score (the preliminary one when the reading changed nothing it depends on); 422 without a match. */
  function score({
    source,
    prepared,
    choice,
    preliminary,
    refined,
  }: {
    source: Source;
    prepared: Prepared;
    choice: OccupationChoice;
    preliminary: ScoredAssessment | null;
    refined: Refined;
  }): { match: MatchResult; result: ScoredAssessment } {
    const match = refined.match;
    if (!match || match.matches.length === 0) {
      throw new ServiceError({
        status: 422,
        message: source === "text" ? ASSESSMENT_MESSAGES.noTitleInText : ASSESSMENT_MESSAGES.unknownTitle,
      });
    }
    const unchanged =
      refined.labels.length === 0 && match === choice.match && refined.skills === prepared.skills ? preliminary : null;
    return {
      match,
      result: unchanged ?? scoreMatch({ match, prepared, skills: refined.skills, labels: refined.labels }),
    };
  }

  /** Stores the derived profile (never the resume) and counts it against the visitor's daily cap. */
  async function store({
    source,
    prepared,
    choice,
    personal,
    refined,
    scored,
    visitorHash,
    country,
  }: {
    source: Source;
    prepared: Prepared;
    choice: OccupationChoice;
    personal: PersonalReading;
    refined: Refined;
    scored: { match: MatchResult; result: ScoredAssessment };
    visitorHash: string;
    country: CountryCode | null;
  }): Promise<CreatedAssessment> {
    const { match, result } = scored;
    const reading = personal.reading;
    const aiStatus = describeAiOutcome(personal.outcome);
    const stored: StoredProfile = {
      source,
      ...refined.profile,
      bullets: prepared.bullets,
      aiTaskLabels: refined.labels,
      matches: match.matches.map((m) => ({ code: m.code, title: m.title, confidence: m.confidence })),
      sureEnough: match.sureEnough,
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
            jobTitle: refined.jobTitle,
            industry: prepared.industry,
            experienceLevel: prepared.experienceLevel,
            skills: refined.skills,
            responsibilities: prepared.bullets.join("\n"),
            resumeData: stored as unknown as Record<string, unknown>,
            ...scoredColumns({ result, sureEnough: match.sureEnough }),
            matchedBy: choice.matchedBy,
            aiStatus,
            deleteTokenHash: deleteToken.hash,
            country,
          },
        }),
    });
    // The JSON says when the visitor must confirm the occupation before a score is shown.
    const needsConfirmation = needsOccupationConfirmation({
      sureEnough: match.sureEnough,
      matchedBy: choice.matchedBy,
      confidence: result.occupation.confidence,
    });
    return { assessmentId, aiStatus, deleteToken: deleteToken.token, needsConfirmation };
  }

  /** The steps after reading the input; provider calls only where a key was given. */
  async function matchReadScoreStore({
    source,
    prepared,
    apiKey,
    visitorAddress,
    country,
  }: {
    source: Source;
    prepared: Prepared;
    apiKey: string;
    visitorAddress: string | undefined;
    country: CountryCode | null;
  }): Promise<CreatedAssessment> {
    const visitorHash = await quota.hashVisitor(visitorAddress);
    // The early check only spares a provider call; without a key, `consume` decides alone.
    if (apiKey !== "") await quota.assertAvailable(visitorHash);
    const choice = await chooseOccupationWithAi({
      provider,
      apiKey,
      match: prepared.match,
      jobTitle: prepared.jobTitle,
      industry: prepared.industry,
      duties: prepared.bullets,
    });
    const preliminary = scorePreliminary({ choice, prepared });
    const personal = await readPersonally({ apiKey, choice, prepared, preliminary });
    // Scoring and storing are CPU work: in the lane (the whole write already is without a key).
    const finish = async () => {
      const refined = applyReading({ source, prepared, choice, reading: personal.reading });
      const scored = score({ source, prepared, choice, preliminary, refined });
      return store({ source, prepared, choice, personal, refined, scored, visitorHash, country });
    };
    return apiKey === "" ? finish() : lane.run(finish);
  }

  /**
   * A new assessment from validated input and the visitor's key ("" for none). Without a key a
   * write never waits on a provider: all of it runs in the lane.
   */
  return function createAssessment({
    input,
    apiKey,
    visitorAddress,
    country = null,
  }: {
    input: AssessmentInput;
    apiKey: string;
    visitorAddress: string | undefined;
    /** Where the visitor works, as chosen on the form (ADR 034); null when none was sent. */
    country?: CountryCode | null;
  }): Promise<CreatedAssessment> {
    const run = async () =>
      matchReadScoreStore({ source: input.source, prepared: readInput(input), apiKey, visitorAddress, country });
    return apiKey === "" ? lane.run(run) : run();
  };
}
