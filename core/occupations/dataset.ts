/**
 * Types of the derived occupation dataset (`data/occupations.bin`, loaded at start-up, and the same
 * data as `data/occupations.json.gz`), built by `scripts/build-occupation-data.ts` from O*NET 30.1
 * plus the AI-exposure and labour-market sources listed in `core/occupations/data-sources.ts`.
 *
 * Conventions (apply to every field unless its comment says otherwise):
 * - `null` means "the source has no value for this occupation/task", never zero.
 * - Arrays are sorted deterministically (documented per field) so builds are byte-identical.
 * - No source sentences are stored: only codes, titles/names, numbers and derived term weights.
 * - Coverage counts for every nullable block live in `OccupationDataset.coverage`.
 */

/** Bumped whenever a field changes meaning or shape; consumers may assert on it. */
export const OCCUPATION_DATASET_SCHEMA_VERSION = 1;

/** O*NET-SOC 2019 8-digit code, e.g. "15-1252.00" (".01", ".02"… are O*NET-only specialisations). */
export type OnetSocCode = string;

/** SOC 2018 6-digit code, e.g. "15-1252" (= the first 7 characters of an O*NET-SOC code). */
export type SocCode = string;

/** Industries the assessment form offers; used to nudge title matching. */
export const INDUSTRIES = [
  "technology",
  "healthcare",
  "finance",
  "education",
  "manufacturing",
  "retail",
  "other",
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** A coding-index title listed under an occupation. */
export interface IndexTitle {
  /** The title in the order people write it ("civil engineer" for the index's "Engineer, civil"). */
  title: string;
  /**
   * Bit set over `INDUSTRIES` (bit i = `INDUSTRIES[i]`) of the visitor industries the index limits
   * this title to; 0 = no limit. Evidence only, never a rule.
   */
  industries: number;
}

/** O*NET Job Zone: 1 = little or no preparation needed … 5 = extensive preparation needed. */
export type JobZone = 1 | 2 | 3 | 4 | 5;

/** Eloundou et al. exposure label: E0 no exposure, E1 direct LLM exposure, E2 exposure with LLM-powered tools. */
export type ExposureLabel = "E0" | "E1" | "E2";

/** O*NET Related Occupations tier; Primary-Short are the closest five, Primary-Long the next five. */
export type RelatednessTier = "Primary-Short" | "Primary-Long" | "Supplemental";

/** O*NET Skills / Knowledge element rating for one occupation. */
export interface ElementRating {
  /** O*NET content-model element id, e.g. "2.A.1.a" (Reading Comprehension). */
  id: string;
  /** O*NET element name, e.g. "Reading Comprehension" (also in `OccupationDataset.elements`). */
  name: string;
  /** O*NET Importance (IM scale), raw 1–5 (1 = not important, 5 = extremely important). */
  importance: number;
  /** O*NET Level (LV scale), raw 0–7; null when O*NET recommends suppression or marks it not relevant. */
  level: number | null;
}

/** One technology (software/tool) example O*NET lists for an occupation. */
export interface TechnologySkill {
  /** Product/technology name, e.g. "Microsoft Excel". */
  name: string;
  /** UNSPSC commodity code, e.g. 43232110. */
  commodityCode: number;
  /** UNSPSC commodity title, e.g. "Spreadsheet software". */
  commodityTitle: string;
  /** O*NET "Hot Technology": frequently mentioned in employer job postings. */
  hot: boolean;
  /** O*NET "In Demand": hot technology that is among the most requested for this occupation. */
  inDemand: boolean;
}

/** A related occupation (basis for career pivots). */
export interface RelatedOccupation {
  code: OnetSocCode;
  tier: RelatednessTier;
  /** O*NET relatedness index: 1 = most related … 20; arrays are sorted by this. */
  index: number;
}

/** Eloundou et al. α/β/γ shares (0–1) of an occupation's tasks exposed to LLMs. */
export interface ExposureShares {
  /** α = share of tasks labelled E1 (direct exposure). 0–1. */
  alpha: number;
  /** β = E1 + 0.5·E2 (the paper's headline measure). 0–1. */
  beta: number;
  /** γ = E1 + E2 (exposure including LLM-powered software). 0–1. */
  gamma: number;
}

/** "GPTs are GPTs" (Eloundou, Manning, Mishkin & Rock 2023/2024) occupation-level exposure. */
export interface EloundouExposure {
  /** Shares from the human annotators' labels. */
  human: ExposureShares;
  /** Shares from GPT-4's labels. */
  gpt4: ExposureShares;
}

/** Microsoft "Working with AI" (Tomlinson et al. 2025) SOC-level metrics; all 0–1. */
export interface MicrosoftExposure {
  /** Headline AI applicability score (combines coverage, completion and scope over user & AI goals). 0–1. */
  applicability: number;
  /** Applicability counting only what users sought help with ("user goal"). 0–1. */
  applicabilityUser: number;
  /** Applicability counting only what the AI itself performed ("AI action"). 0–1. */
  applicabilityAi: number;
  /** Share of the occupation's work activities (IWA-weighted) seen in Copilot conversations, user goals. 0–1. */
  coverageUser: number;
  /** As coverageUser, for AI actions. 0–1. */
  coverageAi: number;
  /** Task-completion rate in conversations mapped to this occupation, user goals. 0–1. */
  completionUser: number;
  /** Task-completion rate, AI actions. 0–1. */
  completionAi: number;
}

/**
 * Felten, Raj & Seamans AI Occupational Exposure. Published on SOC 2010 codes; mapped to SOC 2018
 * with the BLS crosswalk (mean of the SOC 2010 codes mapping to this SOC 2018 code).
 * Values are standardised scores (mean ≈ 0, SD ≈ 1 across occupations; can be negative).
 */
export interface FeltenExposure {
  /** AIOE (2021): exposure to AI applications in general. */
  aioe: number | null;
  /** Language-modelling AIOE (2023): exposure to language models such as ChatGPT. */
  lmAioe: number | null;
  /** Image-generation AIOE (2023). */
  igAioe: number | null;
  /** SOC 2010 codes the values were taken from (sorted). */
  soc2010Codes: string[];
}

/**
 * Anthropic Economic Index, release 2025-02-10 (Claude.ai conversations mapped to O*NET tasks).
 * That release publishes shares per task, and the automation/augmentation split only as an overall
 * figure (see `OccupationDataset.anthropicInteractionShares`), so no per-occupation split exists here.
 */
export interface AnthropicUsage {
  /** Sum of the task-level conversation shares for this occupation's tasks, in % of all conversations. */
  conversationSharePct: number;
  /** Number of this occupation's O*NET 30.1 tasks with a non-zero conversation share. */
  tasksWithUsage: number;
}

/** ILO 2025 generative-AI exposure (Gmyrek et al. 2025, ILO Working Paper 140), via ISCO-08 → SOC crosswalks. */
export interface IloExposure {
  /**
   * Mean task exposure score 0–1 (ILO `mean_score_2025`), averaged over the ISCO-08 unit groups
   * crosswalked to this SOC code (the BLS crosswalk is many-to-many).
   */
  score: number;
  /** Same for the 2023 index (`mean_score_2023`), 0–1. */
  score2023: number | null;
  /**
   * ILO exposure gradient (`potential25`): the most common one among the mapped ISCO groups (ties go
   * to the more exposed gradient), e.g.
   * "Not Exposed" | "Minimal Exposure" | "Exposed: Gradient 1" … "Exposed: Gradient 4".
   */
  gradient: string;
  /** Mapped ISCO-08 4-digit codes (sorted). */
  iscoCodes: string[];
}

/** Frey & Osborne (2013/2017) probability of computerisation (incl. physical/robotic automation), kept apart from generative-AI exposure. */
export interface FreyOsborneAutomation {
  /** Probability of computerisation, 0–1. Published on SOC 2010 codes; mean over crosswalked codes. */
  probability: number;
  /** SOC 2010 codes the value was taken from (sorted). */
  soc2010Codes: string[];
}

/** All exposure figures for one occupation; each block is null where the source lacks coverage. */
export interface OccupationExposure {
  eloundou: EloundouExposure | null;
  microsoft: MicrosoftExposure | null;
  felten: FeltenExposure | null;
  anthropic: AnthropicUsage | null;
  ilo: IloExposure | null;
  freyOsborne: FreyOsborneAutomation | null;
}

/** BLS labour-market figures (national, cross-industry). */
export interface LabourMarket {
  /** The OEWS / Employment Projections code the figures come from (may be an aggregate of several SOC codes). */
  blsCode: SocCode;
  /** OEWS May 2025 median annual wage, USD; null when not published. Top-coded values are stored as the top code (239200). */
  medianAnnualWage: number | null;
  /** OEWS May 2025 10th-percentile annual wage, USD. */
  annualWageP10: number | null;
  /** OEWS May 2025 90th-percentile annual wage, USD. */
  annualWageP90: number | null;
  /**
   * OEWS May 2025 hourly 25th and 75th percentiles, USD per hour (H_PCT25, H_PCT75); null where BLS
   * publishes annual wages only (teachers, for example). Top-coded values are stored as $115.00.
   * Absent (undefined) in datasets built before they were added.
   */
  hourlyWageP25?: number | null;
  hourlyWageP75?: number | null;
  /**
   * OEWS May 2025 25th and 75th percentile annual wages, USD (early-career and experienced pay).
   * Absent (undefined) in datasets built before they were added.
   */
  annualWageP25?: number | null;
  annualWageP75?: number | null;
  /** True when a wage figure was top-coded by BLS (≥ $239,200/yr), so the stored number is a lower bound. */
  wageTopCoded: boolean;
  /** OEWS May 2025 employment (number of jobs). */
  employment: number | null;
  /** BLS Employment Projections 2024–34 employment change, percent (e.g. 15.8). */
  projectedGrowthPct: number | null;
  /** BLS Employment Projections 2024–34 average annual openings, in jobs (not thousands). */
  annualOpenings: number | null;
  /**
   * BLS Employment Projections: percent of workers self-employed in 2024. OEWS wages count employees
   * only, so where this is high the wages leave most workers out. Absent in older datasets.
   */
  selfEmployedPct?: number | null;
}

/** Eloundou task-level exposure labels. */
export interface TaskExposureLabels {
  /** Aggregated human annotator label. */
  human: ExposureLabel | null;
  /** GPT-4 label (main rubric). */
  gpt4: ExposureLabel | null;
}

export interface OccupationTask {
  /** O*NET Task ID (stable across releases for unchanged tasks). */
  id: number;
  /** O*NET task type; null for tasks without a type (a few analyst-sourced tasks). */
  type: "core" | "supplemental" | null;
  /** O*NET 29.3 task Importance (IM), 1–5; null if not rated there. */
  importance: number | null;
  /** O*NET 29.3 task Relevance (RT), % of respondents saying the task is relevant, 0–100. */
  relevance: number | null;
  /** Relative frequency summary from O*NET 29.3 (third-party summary; compare only within the dataset). */
  frequency: number | null;
  /** Eloundou et al. labels, matched on (O*NET-SOC code, task id); null when the task is not in their label set. */
  eloundou: TaskExposureLabels | null;
  /** Anthropic Economic Index 2025-02-10 share of conversations (% of all) for this task text; null when unmatched. */
  anthropicPct: number | null;
  /** O*NET Detailed Work Activity ids (sorted), e.g. "4.A.2.a.4.I09.D03". */
  dwaIds: string[];
  /** O*NET Intermediate Work Activity ids (sorted, derived from the DWAs). */
  iwaIds: string[];
  /**
   * Derived term weights of the task statement (lower-cased, stop-words removed, light stemming),
   * TF-IDF weighted across all tasks and L2-normalised; keys sorted; values rounded to 3 decimals.
   */
  terms: Record<string, number>;
}

/**
 * What it takes to enter an occupation: O*NET "Education, Training, and Experience" (the category at
 * which half of the surveyed workers are reached) and BLS Employment Projections Table 1.2's typical
 * entry requirements (category names as BLS publishes them).
 */
export interface Preparation {
  /** O*NET Required Level of Education, median category 1–12 (6 = bachelor's, 8 = master's, 10 = first professional, 11 = doctoral). */
  education: number | null;
  /** O*NET Related Work Experience, median category 1–11 (1 = none … 11 = over 10 years). */
  experience: number | null;
  /** O*NET On-the-Job Training, median category 1–9 (1 = none or short demonstration … 9 = over 10 years). */
  training: number | null;
  /** BLS typical education needed for entry, e.g. "Bachelor's degree", "Doctoral or professional degree". */
  entryEducation: string | null;
  /** BLS work experience in a related occupation: "None", "Less than 5 years" or "5 years or more". */
  entryExperience: string | null;
  /** BLS typical on-the-job training, e.g. "Moderate-term on-the-job training", "Internship/residency". */
  entryTraining: string | null;
  /**
   * Programs of study that lead to the occupation (O*NET's CIP 2020 → O*NET-SOC crosswalk), as
   * sorted CIP codes ("51.1201"); titles in `OccupationDataset.studyFields`. Absent in older datasets.
   */
  fieldsOfStudy?: string[];
  /** BLS ORS 2020: % of workers for whom a licence is required; null where BLS publishes none. */
  licenceRequiredPct?: number | null;
  /** BLS ORS 2020: % of workers for whom a certification is required; null where BLS publishes none. */
  certificationRequiredPct?: number | null;
}

/** A program of study (CIP 2020, 6-digit) named by an occupation's `preparation.fieldsOfStudy`. */
export interface StudyField {
  /** CIP 2020 code, e.g. "51.1201". */
  code: string;
  /** CIP title, e.g. "Medicine". */
  title: string;
}

export interface Occupation {
  code: OnetSocCode;
  /** SOC 2018 6-digit code. */
  socCode: SocCode;
  /** O*NET occupation title. */
  title: string;
  /** null for occupations O*NET has no job zone for (mostly "All Other" and military). */
  jobZone: JobZone | null;
  /** O*NET alternate titles (deduplicated, sorted). */
  alternateTitles: string[];
  /** O*NET alternate "short titles" (abbreviations such as "CEO"), deduplicated, sorted. */
  shortTitles: string[];
  /** O*NET "Sample of Reported Titles" (incumbent-reported; sorted). */
  reportedTitles: string[];
  /**
   * Titles the official coding indexes (Census Alphabetical Index of Occupations, BLS SOC Direct
   * Match Title File) code to this occupation and O*NET does not list, in the order people write
   * them; sorted by title. Empty in datasets built before the indexes were added.
   */
  indexTitles: IndexTitle[];
  /** 35 O*NET skills, sorted by importance descending then id; empty when not rated. */
  skills: ElementRating[];
  /** 33 O*NET knowledge areas, sorted by importance descending then id; empty when not rated. */
  knowledge: ElementRating[];
  /** Technology examples sorted by (inDemand, hot) descending then name. */
  technologySkills: TechnologySkill[];
  /** Related occupations sorted by index. */
  related: RelatedOccupation[];
  exposure: OccupationExposure;
  /** null when BLS publishes nothing matching this occupation. */
  labourMarket: LabourMarket | null;
  /** Tasks sorted by importance descending (nulls last) then id; empty for the ~93 occupations without tasks. */
  tasks: OccupationTask[];
  /** Entry requirements; null when neither source covers the occupation, absent in datasets built before they were added. */
  preparation?: Preparation | null;
}

/** Intermediate Work Activity (IWA) name plus Microsoft IWA-level metrics where present. */
export interface WorkActivity {
  /** IWA id, e.g. "4.A.1.a.1.I02". */
  id: string;
  /** IWA title (a short O*NET name). */
  title: string;
  /** Parent Generalized Work Activity element id, e.g. "4.A.1.a.1". */
  gwaId: string;
  /** GWA name, e.g. "Getting Information". */
  gwaName: string;
  /** Microsoft "Working with AI" IWA metrics (0–1 each); null when absent. */
  microsoft: {
    /** Share of conversations (user goals) that involve this IWA. 0–1. */
    shareUser: number;
    /** Share of conversations (AI actions). 0–1. */
    shareAi: number;
    /** Completion rate, user goals. 0–1. */
    completionUser: number;
    /** Completion rate, AI actions. 0–1. */
    completionAi: number;
    /** Impact scope, user goals. 0–1. */
    scopeUser: number;
    /** Impact scope, AI actions. 0–1. */
    scopeAi: number;
  } | null;
}

/** Detailed Work Activity name. */
export interface DetailedWorkActivity {
  /** DWA id, e.g. "4.A.2.a.4.I09.D03". */
  id: string;
  /** DWA title (a short O*NET name). */
  title: string;
  iwaId: string;
}

/** Element name table (skills and knowledge areas). */
export interface ElementName {
  id: string;
  name: string;
  category: "skill" | "knowledge";
}

/** Number of occupations (or tasks) each source covers, for the data-sources page and sanity checks. */
export interface DatasetCoverage {
  occupations: number;
  occupationsWithTasks: number;
  tasks: number;
  occupationsWithJobZone: number;
  occupationsWithSkills: number;
  eloundou: number;
  microsoft: number;
  felten: number;
  anthropic: number;
  ilo: number;
  freyOsborne: number;
  labourMarket: number;
  wages: number;
  projections: number;
  tasksWithImportance: number;
  tasksWithEloundou: number;
  tasksWithAnthropic: number;
}

export interface OccupationDataset {
  schemaVersion: typeof OCCUPATION_DATASET_SCHEMA_VERSION;
  /** Source vintages, e.g. { onet: "30.1", oews: "May 2025", projections: "2024-34" }. */
  vintages: Record<string, string>;
  /** Sorted by code. */
  occupations: Occupation[];
  /** Sorted by id. */
  workActivities: WorkActivity[];
  /** Sorted by id. */
  detailedWorkActivities: DetailedWorkActivity[];
  /** Sorted by id. */
  elements: ElementName[];
  /**
   * Anthropic Economic Index 2025-02-10 overall interaction shares, % of conversations, e.g.
   * { directive: 22.6, "feedback loop": 12.0, ... }. Automation = directive + feedback loop;
   * augmentation = task iteration + learning + validation.
   */
  anthropicInteractionShares: Record<string, number>;
  /** Every program of study an occupation names, sorted by code; absent in older datasets. */
  studyFields?: StudyField[];
  coverage: DatasetCoverage;
}
