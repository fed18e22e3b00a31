import { z } from "zod";
import { parseCountryCode, type CountryCode } from "../../core/countries/countries";
import { FORM_INDUSTRIES } from "../../core/occupations/form-industries";
import {
  ASSESSMENT_MESSAGES,
  EXPERIENCE_LEVELS,
  MAX_RESUME_TEXT_CHARACTERS,
  MIN_RESUME_TEXT_CHARACTERS,
  type DebugReport,
  type ManualInput,
} from "../../services/assessments/assessment-input";
import type { CheckedInput } from "../../services/platform/checked-input";
import { ServiceError } from "../../services/platform/service-error";

/**
 * The request bodies of the assessment calls (assessment-flow.md §7), read and validated here, in
 * the handlers, so the services take typed arguments (ADR 003). A refusal is a ZodError (400 with
 * the first issue's message, server/middleware/error-handler.ts) or a ServiceError; the messages
 * are the spec's.
 */

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
}) satisfies z.ZodType<ManualInput>;

const textInputSchema = z.object({
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
const debugReportSchema = z.object({
  type: z
    .string({ error: "type is required" })
    .trim()
    .min(1, "type is required")
    .max(64, "type is too long")
    .regex(/^[a-z0-9_-]+$/i, "type is invalid"),
  debugInfo: z.record(z.string(), z.unknown(), { error: "debugInfo must be an object" }),
}) satisfies z.ZodType<DebugReport>;

const MAX_DEBUG_INFO_CHARACTERS = 4096;

/** POST /api/assessments/text: the pasted resume text (413 past the limit, before any other rule). */
export function parseTextInput(body: unknown): { resumeText: string } {
  const raw = (body as { resumeText?: unknown } | null)?.resumeText;
  if (typeof raw === "string" && raw.length > MAX_RESUME_TEXT_CHARACTERS) {
    throw new ServiceError({ status: 413, message: ASSESSMENT_MESSAGES.longText });
  }
  return textInputSchema.parse(body ?? {});
}

/** POST /api/assessments/manual: the form. */
export function parseManualInput(body: unknown): ManualInput {
  return manualInputSchema.parse(body ?? {});
}

/**
 * POST /api/assessments/:id/occupation: the chosen code, or the refusal, which the service gives
 * only after the owner key is checked (a stranger learns nothing from the body's validation, ADR 021).
 */
export function checkOccupationChoice(body: unknown): CheckedInput<{ code: string }> {
  const parsed = occupationChoiceSchema.safeParse(body ?? {});
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, refusal: parsed.error };
}

/** POST /api/mobile-debug: the report, its serialised details at most 4 KB (413 beyond). */
export function parseDebugReport(body: unknown): DebugReport {
  const report = debugReportSchema.parse(body ?? {});
  if (JSON.stringify(report.debugInfo).length > MAX_DEBUG_INFO_CHARACTERS) {
    throw new ServiceError({ status: 413, message: "Debug report too large (4 KB at most)" });
  }
  return report;
}

/** The answer to a country outside the form's list. */
export const UNKNOWN_COUNTRY_MESSAGE = "Please choose where you work from the list";

/**
 * POST /api/assessments/text and /manual: where the visitor works (optional, ADR 034). Absent or
 * null is "not chosen"; a code from the form's list in any letter case is kept; anything else is a 400.
 */
export function parseCountry(body: unknown): CountryCode | null {
  const raw = (body as { country?: unknown } | null | undefined)?.country;
  if (raw === undefined || raw === null) return null;
  const country = typeof raw === "string" ? parseCountryCode(raw) : null;
  if (!country) throw new ServiceError({ status: 400, message: UNKNOWN_COUNTRY_MESSAGE });
  return country;
}

/** POST /api/validate-key: the key as sent; anything but a string is an empty key (400 from the check). */
export function readKeyToCheck(body: unknown): string {
  const apiKey = (body as { apiKey?: unknown } | null | undefined)?.apiKey;
  return typeof apiKey === "string" ? apiKey : "";
}
