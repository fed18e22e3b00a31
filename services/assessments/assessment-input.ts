import { z } from "zod";
import { normalizeApiKey } from "../../core/api-key/validate-api-key";
import type { ExperienceLevel } from "../../core/assessment/assessment-view";
import { FORM_INDUSTRIES } from "../../core/occupations/form-industries";

/**
 * What the assessment calls accept (assessment-flow.md §7): sizes, the messages a visitor reads
 * when input is refused, the request schemas, and the small clean-ups applied to accepted input.
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
    "We could not find a job title in this resume. Please add your current job title near the top, or use Enter Skills Manually.",
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

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

export const manualInputSchema = z.object({
  jobTitle: requiredText("Job title is required", 200, "Job title must be 200 characters or fewer"),
  industry: z
    .string({ error: "Industry is required" })
    .trim()
    .min(1, "Industry is required")
    .pipe(z.enum(FORM_INDUSTRIES, { error: "Please choose an industry from the list" })),
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

export const textInputSchema = z.object({
  resumeText: z
    .string({ error: ASSESSMENT_MESSAGES.blankText })
    .trim()
    .min(1, ASSESSMENT_MESSAGES.blankText)
    .min(MIN_RESUME_TEXT_CHARACTERS, ASSESSMENT_MESSAGES.shortText),
});

/** "Not your job? Pick another": the O*NET-SOC code the visitor chose. */
export const occupationChoiceSchema = z.object({
  code: z
    .string({ error: "Occupation code is required" })
    .trim()
    .regex(/^\d{2}-\d{4}\.\d{2}$/, ASSESSMENT_MESSAGES.unknownCode),
});

/** Client diagnostics; the serialised `debugInfo` is capped separately (4 KB). */
export const debugReportSchema = z.object({
  type: z
    .string({ error: "type is required" })
    .trim()
    .min(1, "type is required")
    .max(64, "type is too long")
    .regex(/^[a-z0-9_-]+$/i, "type is invalid"),
  debugInfo: z.record(z.string(), z.unknown(), { error: "debugInfo must be an object" }),
});

/** The visitor's key from `Authorization: Bearer …`, cleaned; empty when absent. */
export function readBearerKey(authorization: string | undefined): string {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? "");
  return normalizeApiKey(match?.[1] ?? "");
}

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
