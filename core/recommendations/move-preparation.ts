import type { Occupation, Preparation } from "../occupations/dataset";
import { findRequiredLicence } from "./licensed-occupations";

/**
 * What a move takes beyond the job the person has now: the extra O*NET Job Zones, the typical entry
 * education and training (BLS Employment Projections, O*NET where BLS has none) and a licence.
 * A move two or more Job Zones up always gets a label saying what it takes.
 */
export interface MovePreparation {
  jobZoneFrom: number | null;
  jobZoneTo: number | null;
  /** Job Zones the move climbs (0 when it does not, or when either zone is unknown). */
  extraZones: number;
  /** BLS typical entry education there, e.g. "Master's degree". */
  entryEducation: string | null;
  /** Steps up the BLS education ladder (no credential … doctoral or professional degree), 0 when none. */
  educationStepsUp: number;
  /** What it takes, item by item, e.g. ["a graduate degree (2–3 years)", "an internship or residency"]. */
  needs: string[];
  /** The needs as one phrase, e.g. "needs a graduate degree (2–3 years)"; null when it needs nothing more. */
  label: string | null;
  /** Licence needed there that the current job does not already require, e.g. "a dental hygiene licence". */
  licence: string | null;
}

/** BLS entry education categories, lowest first, with what they take from scratch. */
const EDUCATION_STEPS: readonly { name: string; needs: string }[] = [
  { name: "No formal educational credential", needs: "" },
  { name: "High school diploma or equivalent", needs: "needs a high school diploma" },
  { name: "Some college, no degree", needs: "needs some college courses (up to 2 years)" },
  { name: "Postsecondary nondegree award", needs: "needs a certificate course (months to 2 years)" },
  { name: "Associate's degree", needs: "needs an associate's degree (about 2 years)" },
  { name: "Bachelor's degree", needs: "needs a bachelor's degree (about 4 years)" },
  { name: "Master's degree", needs: "needs a graduate degree (2–3 years)" },
  { name: "Doctoral or professional degree", needs: "needs a doctoral or professional degree (3–7 years)" },
];

/** O*NET Required Level of Education categories (1–12) on the same steps, for occupations BLS does not cover. */
const ONET_EDUCATION_STEP = [0, 0, 1, 3, 2, 4, 5, 5, 6, 6, 7, 7, 7] as const;

const TRAINING_NEEDS: Readonly<Record<string, string>> = {
  Apprenticeship: "needs an apprenticeship (3–5 years)",
  "Internship/residency": "needs an internship or residency",
  "Long-term on-the-job training": "needs over a year of on-the-job training",
};
const EXPERIENCE_NEEDS: Readonly<Record<string, string>> = {
  "5 years or more": "needs 5+ years of related experience",
  "Less than 5 years": "needs some years of related experience",
};

function educationStep(preparation: Preparation | null | undefined): number | null {
  const bls = EDUCATION_STEPS.findIndex((step) => step.name === preparation?.entryEducation);
  if (bls >= 0) return bls;
  const onet = preparation?.education;
  return typeof onet === "number" ? (ONET_EDUCATION_STEP[onet] ?? null) : null;
}

/** ["a", "b", "c"] → "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export function describeMovePreparation(input: { from: Occupation; to: Occupation }): MovePreparation {
  const { from, to } = input;
  const jobZoneFrom = from.jobZone;
  const jobZoneTo = to.jobZone;
  const extraZones = jobZoneFrom !== null && jobZoneTo !== null ? Math.max(0, jobZoneTo - jobZoneFrom) : 0;
  const fromStep = educationStep(from.preparation);
  const toStep = educationStep(to.preparation);
  const needs: string[] = [];
  if (toStep !== null && (fromStep === null ? extraZones > 0 : toStep > fromStep))
    needs.push(EDUCATION_STEPS[toStep]?.needs ?? "");
  const training = to.preparation?.entryTraining ?? "";
  if (TRAINING_NEEDS[training] && training !== from.preparation?.entryTraining) needs.push(TRAINING_NEEDS[training]);
  const experience = to.preparation?.entryExperience ?? "";
  if (EXPERIENCE_NEEDS[experience] && extraZones > 0) needs.push(EXPERIENCE_NEEDS[experience]);
  const named = needs.filter(Boolean).map((need) => need.replace(/^needs /, ""));
  // Two zones up always says what it takes, even when the sources name nothing specific.
  if (named.length === 0 && extraZones >= 2)
    named.push(`much more preparation (O*NET Job Zone ${jobZoneFrom} → ${jobZoneTo})`);
  const licenceThere = findRequiredLicence(to.code);
  const licence = licenceThere && licenceThere !== findRequiredLicence(from.code) ? licenceThere : null;
  return {
    jobZoneFrom,
    jobZoneTo,
    extraZones,
    entryEducation: to.preparation?.entryEducation ?? null,
    educationStepsUp: fromStep !== null && toStep !== null ? Math.max(0, toStep - fromStep) : 0,
    needs: named,
    label: named.length > 0 ? `needs ${joinList(named)}` : null,
    licence,
  };
}
