import { readFileSync } from "node:fs";
import type { FormIndustry } from "../../core/occupations/form-industries";
import type { ExperienceLevel } from "../../core/assessment/assessment-view";
import type { AssessmentEngine } from "../../services/platform/engine/assessment-engine";
import { prepareFromManual, prepareFromText, type Prepared } from "../../services/assessments/assessment-prepared";
import type { ScoredAssessment } from "../../core/assessment/scored-assessment";

/**
 * The 35 results a career counsellor read item by item in November 2026 (30 jobs typed into the
 * form as people describe them, 5 pasted resumes): the inputs, the occupation the result was for,
 * and the items the counsellor would not sign. `review-cases.json` keeps them as regression cases
 * (ADR 029); `npm run eval:advice-review` prints today's advice for the same people.
 */
export interface ReviewCase {
  id: string;
  kind: "manual" | "text";
  input:
    | {
        jobTitle: string;
        industry: string;
        experienceLevel: ExperienceLevel;
        skills: string[];
        responsibilities: string;
      }
    | { resumeText: string };
  /** The occupation the reviewed result was for. */
  reviewedCode: string;
  /** The visitor picked the occupation themselves ("Not your job? Pick another"). */
  visitorChose: boolean;
  rejected: { moves: string[]; skills: string[]; services: string[] };
  signed: { moves: string[] };
}

export const REVIEW_CASES: readonly ReviewCase[] = JSON.parse(
  readFileSync(new URL("./review-cases.json", import.meta.url), "utf8"),
) as ReviewCase[];

export interface ReviewedResult {
  reviewCase: ReviewCase;
  prepared: Prepared;
  /** The occupation today's result is for. */
  code: string;
  result: ScoredAssessment;
}

/** Runs a case as the product does: read the input, match, let the visitor's own pick stand, score, advise. */
export function runReviewCase(input: { engine: AssessmentEngine; reviewCase: ReviewCase }): ReviewedResult {
  const { engine, reviewCase } = input;
  const prepared =
    "resumeText" in reviewCase.input
      ? prepareFromText({ resumeText: reviewCase.input.resumeText, engine })
      : prepareFromManual({
          input: {
            ...reviewCase.input,
            industry: reviewCase.input.industry as FormIndustry,
            skills: reviewCase.input.skills.join(", "),
          },
          engine,
        });
  const matches = reviewCase.visitorChose
    ? [{ code: reviewCase.reviewedCode, confidence: 1 }]
    : (prepared.match?.matches ?? []).map((m) => ({ code: m.code, confidence: m.confidence }));
  const result = engine.assess({
    occupations: matches.length > 0 ? matches : [{ code: reviewCase.reviewedCode, confidence: 1 }],
    responsibilities: prepared.bullets,
    skills: prepared.skills,
    experienceLevel: prepared.engineExperience,
    yearsOfExperience: prepared.profile.yearsOfExperience,
    certifications: prepared.profile.certifications,
    education: prepared.profile.education?.map((entry) => entry.degree),
    selfEmployed: prepared.profile.selfEmployed,
    jobTitle: prepared.jobTitle,
  });
  return { reviewCase, prepared, code: result.occupation.code, result };
}
