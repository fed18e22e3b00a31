import { FORM_INDUSTRY_LIST } from "../../../core/occupations/form-industries";

/** The manual tab's fields and their rules (assessment-flow.md §3 enumerations, §5 messages). */
/**
 * The spec's seven industries and ten more sectors (ADR 026), alphabetical with "Other" last
 * (core/occupations/form-industries.ts).
 */
export const INDUSTRY_OPTIONS: readonly { value: string; label: string }[] = FORM_INDUSTRY_LIST.map(
  ({ value, label }) => ({ value, label }),
);

export const EXPERIENCE_OPTIONS = [
  { value: "0-2", label: "0-2 years" },
  { value: "3-5", label: "3-5 years" },
  { value: "6-10", label: "6-10 years" },
  { value: "10+", label: "10+ years" },
] as const;

export const AT_LEAST_ONE_SKILL = "Please add at least one skill to continue with the analysis.";

export type ManualAssessmentInput = {
  jobTitle: string;
  industry: string;
  experienceLevel: string;
  skills: string;
  responsibilities: string;
};
export type ManualFieldErrors = Partial<Record<keyof ManualAssessmentInput, string>>;

/**
 * Each field's rule and message, checked in this order. Plain checks rather than a schema
 * library: the home page ships less JavaScript (the server validates again with zod).
 */
const FIELD_RULES: readonly { field: keyof ManualAssessmentInput; trim: boolean; message: string }[] = [
  { field: "jobTitle", trim: true, message: "Job title is required" },
  { field: "industry", trim: false, message: "Industry is required" },
  { field: "experienceLevel", trim: false, message: "Experience level is required" },
  { field: "skills", trim: false, message: "Skills are required" },
  { field: "responsibilities", trim: true, message: "Responsibilities are required" },
];

/** The fields in the form's order: the first missing one takes the focus. */
export const MANUAL_FIELD_ORDER: readonly (keyof ManualAssessmentInput)[] = FIELD_RULES.map((rule) => rule.field);

/** Validates the form; skills travel comma-joined (§3 request payloads). */
export function parseManualForm(values: {
  jobTitle: string;
  industry: string;
  experienceLevel: string;
  skills: readonly string[];
  responsibilities: string;
}): { ok: true; payload: ManualAssessmentInput } | { ok: false; errors: ManualFieldErrors } {
  const raw: ManualAssessmentInput = { ...values, skills: values.skills.join(", ") };
  const payload = { ...raw };
  const errors: ManualFieldErrors = {};
  for (const { field, trim, message } of FIELD_RULES) {
    const value = trim ? raw[field].trim() : raw[field];
    payload[field] = value;
    if (value.length === 0) errors[field] = message;
  }
  return Object.keys(errors).length === 0 ? { ok: true, payload } : { ok: false, errors };
}
