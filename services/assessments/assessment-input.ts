import type { ExperienceLevel } from "../../core/assessment/assessment-view";
import type { FormIndustry } from "../../core/occupations/form-industries";

/**
 * What the assessment calls accept (assessment-flow.md §7): sizes, the messages a visitor reads
 * when input is refused, the typed inputs the services take (the handlers validate the requests
 * into them: server/api/assessment-schemas.ts), and the small clean-ups applied to accepted input.
 */
export const EXPERIENCE_LEVELS = ["0-2", "3-5", "6-10", "10+"] as const;

export const MAX_RESUME_TEXT_CHARACTERS = 50_000;
export const MIN_RESUME_TEXT_CHARACTERS = 100;
export const MAX_RESPONSIBILITIES = 30;
export const MAX_SKILLS = 40;

export const ASSESSMENT_MESSAGES = {
  blankText: "Please paste your resume text to analyze",
  shortText: "Please provide more detailed resume information (at least 100 characters)",
  longText: `Your resume text is too long. Please keep it under ${MAX_RESUME_TEXT_CHARACTERS.toLocaleString("en-US")} characters.`,
  noTitleInText:
    "We could not find a job title in this text. Please name your job (for example: I work as a payroll clerk) or put your current job title near the top, or use Enter Skills Manually.",
  unknownTitle: "We could not recognise this job title. Please try a more common title, such as Accountant or Nurse.",
  notAJobTitle:
    "This does not look like a job title. Please enter the title of your job, such as Registered Nurse, Accountant or Truck Driver.",
  unknownCode: "Unknown occupation code",
  unscorableOccupation:
    "The research has no AI-exposure figures for this occupation, so we cannot score it. Please choose another.",
  notFound: "Assessment not found",
  tooManyDebugReports: "Too many debug reports. Please try again later.",
  tooManyKeyChecks: "Too many API key checks from this address. Please wait 10 minutes and try again.",
  tooManyOccupationChanges: "Too many occupation changes from this address. Please wait 10 minutes and try again.",
  tooManyUploads:
    "Too many files uploaded from this address. Please wait 10 minutes and try again, or paste your resume text instead.",
} as const;

/** The manual form, as the handler validated it (server/api/assessment-schemas.ts). */
export type ManualInput = {
  jobTitle: string;
  industry: FormIndustry;
  experienceLevel: ExperienceLevel;
  skills: string;
  responsibilities: string;
};

/** A new assessment's input: pasted (or extracted) resume text, or the manual form. */
export type AssessmentInput = { source: "text"; resumeText: string } | { source: "manual"; form: ManualInput };

/** Client diagnostics, as the handler validated them. */
export type DebugReport = { type: string; debugInfo: Record<string, unknown> };

/** Trimmed, at most 80 characters each, without blanks or case-insensitive repeats, in order. */
export function dedupe(values: string[]): string[] {
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

/** The years an experience band stands for when the engine needs one number. */
export function midpointYears(level: ExperienceLevel): number {
  return { "0-2": 1, "3-5": 4, "6-10": 8, "10+": 12 }[level];
}

/** "4" or "4.5", as the result page prints years read from a resume. */
export function formatYears(years: number): string {
  return Number.isInteger(years) ? String(years) : years.toFixed(1);
}
