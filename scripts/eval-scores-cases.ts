/**
 * Evaluation fixtures for scripts/eval-scores.ts: jobs (with a few plain-English
 * responsibilities each, written for this evaluation) and pairwise orderings that the
 * literature supports. Each ordering pairs an occupation that every LLM-era measure puts high
 * (Eloundou et al. 2023 human and GPT-4 β, Felten et al. LM-AIOE, ILO 2025 gradients, Microsoft
 * 2025 applicability) with one that every such measure puts low — mostly physical, in-person
 * or care work. Frey & Osborne's computerisation probabilities are deliberately not used.
 *
 * The jobs themselves are a plain table and live in eval-scores-jobs.json: data, not code, so it is
 * neither linted for length nor read by the copy detector, and anyone can add a job without touching
 * TypeScript. The types below still check every ordering and level against the job keys.
 */
import evalJobs from "./eval-scores-jobs.json";

export interface ScoreEvalJob {
  /** O*NET-SOC code the job is about, used when the title is assessed by code. */
  code: string;
  /** What a visitor would type. */
  title: string;
  responsibilities: string[];
}

export const EVAL_JOBS: Readonly<Record<keyof typeof evalJobs, ScoreEvalJob>> = evalJobs;

export type EvalJobKey = keyof typeof EVAL_JOBS;

/** [more exposed, less exposed]. */
export const EVAL_ORDERINGS: readonly (readonly [EvalJobKey, EvalJobKey])[] = [
  ["telemarketer", "registeredNurse"],
  ["dataEntryKeyer", "roofer"],
  ["bookkeeper", "plumber"],
  ["proofreader", "firefighter"],
  ["customerServiceRep", "electrician"],
  ["paralegal", "dentalHygienist"],
  ["technicalWriter", "massageTherapist"],
  ["translator", "homeHealthAide"],
  ["courtReporter", "constructionLaborer"],
  ["typist", "carpenter"],
  ["taxPreparer", "lineCook"],
  ["writer", "dancer"],
  ["legalSecretary", "janitor"],
  ["mathematician", "landscaper"],
  ["payrollClerk", "busDriver"],
  ["insuranceUnderwriter", "physicalTherapistAssistant"],
  ["creditAnalyst", "vetTech"],
  ["marketResearchAnalyst", "childcareWorker"],
  ["prSpecialist", "chef"],
  ["webDeveloper", "barber"],
  ["accountant", "correctionalOfficer"],
  ["fileClerk", "drywallInstaller"],
  ["medicalTranscriptionist", "fastFoodCook"],
  ["executiveAssistant", "physicalTherapist"],
  ["editor", "pharmacist"],
  ["billingClerk", "cashier"],
  ["loanInterviewer", "pipelayer"],
  ["softwareDeveloper", "plumber"],
  ["claimsAdjuster", "policeOfficer"],
  ["receptionist", "housekeeper"],
  ["switchboardOperator", "nursingAssistant"],
  ["administrativeAssistant", "registeredNurse"],
  ["orderClerk", "truckDriver"],
  ["medicalRecordsSpecialist", "autoMechanic"],
  ["billCollector", "welder"],
  ["graphicDesigner", "hairdresser"],
];

/** Level expectations the product brief names explicitly (title-only, occupation level). */
export const EVAL_LEVELS: readonly (readonly [EvalJobKey, "Low Risk" | "High Risk"])[] = [
  ["telemarketer", "High Risk"],
  ["dataEntryKeyer", "High Risk"],
  ["customerServiceRep", "High Risk"],
  ["registeredNurse", "Low Risk"],
  ["roofer", "Low Risk"],
  ["lineCook", "Low Risk"],
  ["fastFoodCook", "Low Risk"],
];
