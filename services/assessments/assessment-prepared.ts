import type { Industry } from "../../core/assessment/assessment-view";
import { splitResponsibilities } from "../../core/exposure/responsibility-matching";
import type { MatchResult } from "../../core/occupations/match-occupations";
import { extractResumeProfile, extractWorkTenure } from "../../core/resume-profile/resume-profile";
import {
  ASSESSMENT_MESSAGES,
  dedupe,
  formatYears,
  MAX_RESPONSIBILITIES,
  MAX_SKILLS,
  midpointYears,
  type ManualInput,
} from "./assessment-input";
import type { AiReading } from "./ai-reading";
import type { AssessmentEngine } from "../platform/engine/assessment-engine";
import type { StoredProfile } from "./assessment-record";
import { ServiceError } from "../platform/service-error";

/**
 * A write's input made ready for scoring: from pasted resume text or from the manual form, the
 * title matched to occupations (with the duties as evidence), and, when the visitor's model read
 * the resume, what its reading adds.
 */
export type Prepared = {
  jobTitle: string;
  /** False when no title was read from the text ("Professional" then stands in for it). */
  titleRead: boolean;
  industry: Industry;
  experienceLevel: string;
  engineExperience?: string;
  skills: string[];
  bullets: string[];
  profile: Omit<StoredProfile, "bullets" | "aiTaskLabels" | "matches" | "sureEnough" | "source">;
  match: MatchResult | null;
  visitorText: string;
};

/** Pasted (or extracted) resume text: the profile our reader finds in it. */
export function prepareFromText({ resumeText, engine }: { resumeText: string; engine: AssessmentEngine }): Prepared {
  const local = extractResumeProfile(resumeText);
  const bullets = local.responsibilities.slice(0, MAX_RESPONSIBILITIES);
  const skills = local.skills.slice(0, MAX_SKILLS);
  // Years in this line of work, not the whole career: a cashier's years do not make a two-year
  // call-centre agent an experienced one (ADR 029).
  const tenure = extractWorkTenure(resumeText);
  const years = tenure.yearsInRole ?? local.yearsOfExperience ?? undefined;
  // No title anywhere (a description that never names the job): the occupations whose tasks its
  // sentences fit best, for the visitor to choose from.
  const match = local.jobTitle
    ? engine.matchTitle({ title: local.jobTitle, industry: local.industry, skills, duties: bullets })
    : bullets.length > 0
      ? engine.rankByDuties(bullets)
      : null;
  const location = local.location ? [local.location.city, local.location.region].filter(Boolean).join(", ") : undefined;
  return {
    jobTitle: local.jobTitle ?? "Professional",
    titleRead: local.jobTitle !== null,
    industry: local.industry,
    experienceLevel: years === undefined ? "" : `${formatYears(years)} years`,
    engineExperience: undefined,
    skills,
    bullets,
    profile: {
      name: local.name ?? undefined,
      personalInfo: { name: local.name ?? undefined, location },
      education: local.education.map((e) => ({ degree: e.qualification, institution: e.institution ?? undefined })),
      certifications: local.certifications.slice(0, 20),
      yearsOfExperience: years,
      ...(tenure.selfEmployed ? { selfEmployed: true } : {}),
    },
    match,
    visitorText: resumeText,
  };
}

/** The manual form, already validated (`manualInputSchema`). */
export function prepareFromManual({ input, engine }: { input: ManualInput; engine: AssessmentEngine }): Prepared {
  const skills = dedupe(input.skills.split(/[,\n]/)).slice(0, MAX_SKILLS);
  if (skills.length === 0) throw new ServiceError({ status: 400, message: "Skills are required" });
  // Keyboard noise or a person's name gets a request for a job title, never a score (ADR 025);
  // nothing is stored and no assessment is counted.
  const verdict = engine.judgeTitle(input.jobTitle);
  if (verdict === "noise" || verdict === "name")
    throw new ServiceError({ status: 422, message: ASSESSMENT_MESSAGES.notAJobTitle });
  const bullets = splitResponsibilities(input.responsibilities).slice(0, MAX_RESPONSIBILITIES);
  const match = engine.matchTitle({ title: input.jobTitle, industry: input.industry, skills, duties: bullets });
  return {
    jobTitle: input.jobTitle,
    titleRead: true,
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
}

/**
 * What the visitor's model adds to a pasted resume: its skills, certifications, years and place
 * where ours found none, and its title where that title matches an occupation better than ours.
 */
export function refineWithReading({
  prepared,
  reading,
  engine,
}: {
  prepared: Prepared;
  reading: AiReading;
  engine: AssessmentEngine;
}): { match: MatchResult | null; jobTitle: string; skills: string[]; profile: Prepared["profile"] } {
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
