import { z } from "zod";

/** The manual tab's fields and their rules (assessment-flow.md §3 enumerations, §5 messages). */
export const INDUSTRY_OPTIONS = [
  { value: "technology", label: "Technology" },
  { value: "healthcare", label: "Healthcare" },
  { value: "finance", label: "Finance" },
  { value: "education", label: "Education" },
  { value: "manufacturing", label: "Manufacturing" },
  { value: "retail", label: "Retail" },
  { value: "other", label: "Other" },
] as const;

export const EXPERIENCE_OPTIONS = [
  { value: "0-2", label: "0-2 years" },
  { value: "3-5", label: "3-5 years" },
  { value: "6-10", label: "6-10 years" },
  { value: "10+", label: "10+ years" },
] as const;

export const AT_LEAST_ONE_SKILL = "Please add at least one skill to continue with the analysis.";

export const manualAssessmentSchema = z.object({
  jobTitle: z.string().trim().min(1, "Job title is required"),
  industry: z.string().min(1, "Industry is required"),
  experienceLevel: z.string().min(1, "Experience level is required"),
  skills: z.string().min(1, "Skills are required"),
  responsibilities: z.string().trim().min(1, "Responsibilities are required"),
});

export type ManualAssessmentInput = z.infer<typeof manualAssessmentSchema>;
export type ManualFieldErrors = Partial<Record<keyof ManualAssessmentInput, string>>;

/** Validates the form; skills travel comma-joined (§3 request payloads). */
export function parseManualForm(values: {
  jobTitle: string;
  industry: string;
  experienceLevel: string;
  skills: readonly string[];
  responsibilities: string;
}): { ok: true; payload: ManualAssessmentInput } | { ok: false; errors: ManualFieldErrors } {
  const result = manualAssessmentSchema.safeParse({ ...values, skills: values.skills.join(", ") });
  if (result.success) return { ok: true, payload: result.data };
  const errors: ManualFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ManualAssessmentInput | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
