import { useEffect, useId, type ReactNode } from "react";
import { cn } from "../../lib/class-names";
import { OccupationCombobox } from "./job-title-input";
import {
  AT_LEAST_ONE_SKILL,
  EXPERIENCE_OPTIONS,
  INDUSTRY_OPTIONS,
  MANUAL_FIELD_ORDER,
  type ManualFieldErrors,
} from "./manual-form-schema";
import { chevron, selectClass } from "./select-style";
import { SkillsPicker } from "./skills-picker";

export type ManualValues = {
  jobTitle: string;
  industry: string;
  experienceLevel: string;
  skills: string[];
  responsibilities: string;
};

export const EMPTY_MANUAL_VALUES: ManualValues = {
  jobTitle: "",
  industry: "",
  experienceLevel: "",
  skills: [],
  responsibilities: "",
};

function Field({
  id,
  label,
  error,
  errorId,
  errorDetail,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  errorId: string;
  /** A second line under the error, saying what to do. */
  errorDetail?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
      {error ? (
        <div id={errorId} className="mt-1 text-sm text-red-700">
          <p>{error}</p>
          {errorDetail ? <p>{errorDetail}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

const FIELD_ID_SUFFIX: Record<keyof ManualValues, string> = {
  jobTitle: "job-title",
  industry: "industry",
  experienceLevel: "experience",
  skills: "skills",
  responsibilities: "responsibilities",
};

/** The manual tab: job title, industry, years of experience, key skills and responsibilities. */
export function ManualEntryForm({
  values,
  errors,
  onChange,
  disabled,
}: {
  values: ManualValues;
  errors: ManualFieldErrors;
  onChange: (values: ManualValues) => void;
  disabled: boolean;
}) {
  const id = useId();
  const ids = {
    jobTitle: `${id}-${FIELD_ID_SUFFIX.jobTitle}`,
    industry: `${id}-${FIELD_ID_SUFFIX.industry}`,
    experienceLevel: `${id}-${FIELD_ID_SUFFIX.experienceLevel}`,
    skills: `${id}-${FIELD_ID_SUFFIX.skills}`,
    responsibilities: `${id}-${FIELD_ID_SUFFIX.responsibilities}`,
  };
  const errorId = (field: keyof ManualValues) => `${ids[field]}-error`;
  const describedBy = (field: keyof ManualValues) => (errors[field] ? errorId(field) : undefined);
  const set = <K extends keyof ManualValues>(field: K, value: ManualValues[K]) =>
    onChange({ ...values, [field]: value });
  const industryLabel = INDUSTRY_OPTIONS.find((option) => option.value === values.industry)?.label ?? "";

  // Every missing field is marked at once (a new errors object per check); the first one in the
  // form's order takes the focus, so a keyboard or screen-reader user starts there.
  useEffect(() => {
    const first = MANUAL_FIELD_ORDER.find((field) => errors[field]);
    if (first) document.getElementById(`${id}-${FIELD_ID_SUFFIX[first]}`)?.focus();
  }, [errors, id]);

  return (
    <fieldset disabled={disabled} className="grid gap-5 sm:grid-cols-2">
      <legend className="sr-only">Your job details</legend>
      <div className="sm:col-span-2">
        <Field id={ids.jobTitle} label="Job Title" error={errors.jobTitle} errorId={errorId("jobTitle")}>
          <OccupationCombobox
            id={ids.jobTitle}
            value={values.jobTitle}
            onChange={(value) => set("jobTitle", value)}
            placeholder="e.g. Marketing Manager"
            invalid={Boolean(errors.jobTitle)}
            describedBy={describedBy("jobTitle")}
          />
        </Field>
      </div>
      <Field id={ids.industry} label="Industry" error={errors.industry} errorId={errorId("industry")}>
        <select
          id={ids.industry}
          value={values.industry}
          onChange={(event) => set("industry", event.target.value)}
          aria-invalid={Boolean(errors.industry) || undefined}
          aria-describedby={describedBy("industry")}
          className={cn(selectClass, errors.industry ? "border-red-400" : "border-line")}
          style={chevron}
        >
          <option value="">Select your industry</option>
          {INDUSTRY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={ids.experienceLevel}
        label="Years of Experience"
        error={errors.experienceLevel}
        errorId={errorId("experienceLevel")}
      >
        <select
          id={ids.experienceLevel}
          value={values.experienceLevel}
          onChange={(event) => set("experienceLevel", event.target.value)}
          aria-invalid={Boolean(errors.experienceLevel) || undefined}
          aria-describedby={describedBy("experienceLevel")}
          className={cn(selectClass, errors.experienceLevel ? "border-red-400" : "border-line")}
          style={chevron}
        >
          <option value="">Select experience</option>
          {EXPERIENCE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <div className="sm:col-span-2">
        <Field
          id={ids.skills}
          label="Key Skills"
          error={errors.skills}
          errorDetail={AT_LEAST_ONE_SKILL}
          errorId={errorId("skills")}
        >
          <SkillsPicker
            id={ids.skills}
            skills={values.skills}
            onChange={(skills) => set("skills", skills)}
            jobTitle={values.jobTitle}
            industry={values.industry}
            industryLabel={industryLabel}
            invalid={Boolean(errors.skills)}
            describedBy={describedBy("skills")}
          />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field
          id={ids.responsibilities}
          label="Main Responsibilities"
          error={errors.responsibilities}
          errorId={errorId("responsibilities")}
        >
          <textarea
            id={ids.responsibilities}
            rows={4}
            value={values.responsibilities}
            onChange={(event) => set("responsibilities", event.target.value)}
            aria-invalid={Boolean(errors.responsibilities) || undefined}
            aria-describedby={describedBy("responsibilities")}
            placeholder="What do you spend most of your week on? One task per line works best."
            className={cn(
              "w-full rounded-lg border bg-white p-3 text-sm leading-6 text-ink placeholder:text-muted focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200",
              errors.responsibilities ? "border-red-400" : "border-line",
            )}
          />
        </Field>
      </div>
    </fieldset>
  );
}
