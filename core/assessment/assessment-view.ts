/**
 * The assessment as the result page, the PDF report and GET /api/assessments/:id show it
 * (assessment-flow.md §3 "Assessment as displayed", plus our grounding: occupation, band,
 * sources, tasks). One contract shared by the server, the page and the report.
 */
import type { CountryCode } from "../countries/countries";
import type { InternationalCodesView } from "../international/international-codes";

export type RiskLevel = "Low Risk" | "Medium Risk" | "High Risk";

/** One of the manual form's industries (core/occupations/form-industries.ts). */
export type { FormIndustry as Industry } from "../occupations/form-industries";

export type ExperienceLevel = "0-2" | "3-5" | "6-10" | "10+";

export type AiStatus = {
  success: boolean;
  fallbackUsed: boolean;
  /** no_api_key | invalid_api_key | quota_exceeded | rate_limited | timeout | provider_error | invalid_response | "" */
  reason: string;
  message: string;
};

export type Timeline = { aggressive: string; median: string; conservative: string };

export type RiskFactor = {
  name: string;
  description?: string;
  /** 0–100 exposure of this group or driver. */
  exposure?: number;
  kind?: "task-group" | "driver" | "personal";
};

export type SkillRecommendation = {
  name: string;
  impact: string;
  /** How long, and what that assumes. */
  duration: string;
  reason?: string;
  /**
   * ai-tool | certification | course | tool (ADR 029); results stored earlier may hold
   * skill | work-activity | technology (ADR 025), or nothing.
   */
  kind?: string;
};
/**
 * A career move. `title` and `matchPercentage` (share of the person's work that carries over, 0–100)
 * are the spec's; the rest is the move's reasons (docs/decisions/024), absent in assessments stored
 * before they were added.
 */
export type CareerPivot = {
  title: string;
  matchPercentage: number;
  code?: string;
  riskScore?: number;
  medianWage?: number | null;
  /**
   * Where the move comes from: "Career ladder" (curated), an O*NET tier ("Primary-Short",
   * "Primary-Long", "Supplemental"), "Lists your job", "Second-degree" or "Same group".
   */
  relatedness?: string;
  /** ladder | growth | safer | lateral (ADR 029); lower-exposure | growth | similar on older results. */
  kind?: string;
  /** Labels: "pay cut 12%" (older results: "pay cut", "less of your work carries over"). */
  caveats?: string[];
  /** Why this move, in words (ADR 029); absent on older results. */
  why?: string;
  /** How close the skills are (similarity, ADR 029), or the older shares; plus what carries over, named. */
  transfer?: {
    similarity?: number | null;
    skills?: number | null;
    knowledge?: number | null;
    activities?: number | null;
    shared: string[];
  };
  exposure?: { from: number; to: number };
  /** Pay at the visitor's level: the median, or the 25th percentile early in a career. */
  pay?: { from: number | null; to: number | null; changePct: number | null; basis?: "median" | "early-career" };
  preparation?: {
    jobZoneFrom: number | null;
    jobZoneTo: number | null;
    extraZones: number;
    entryEducation: string | null;
    educationStepsUp?: number;
    needs?: string[];
    label: string | null;
    licence: string | null;
    /** What already counts, and caveats such as "licence rules vary by state". */
    notes?: string[];
    newCredential?: boolean;
  };
  outlook?: { growthPct: number | null; annualOpenings: number | null };
  /** Share of workers there who are self-employed, when high enough to say OEWS pay leaves them out. */
  selfEmployedPct?: number | null;
};

/**
 * The situation the moves were chosen for; when there is none, why ("no-related-data" |
 * "stay-and-grow"; older results: "all-as-exposed" | "none-fit"); and which pay figure the moves use.
 */
export type CareerMovesContext = {
  situation: "exposed" | "low";
  noMoveReason: string | null;
  payBasis?: "median" | "early-career";
};
export type FreelanceService = {
  name: string;
  /** "$X - $Y" per hour. */
  earning: string;
  /** The occupation whose OEWS hourly pay sets the price, and one line saying so; absent on results stored before ADR 025. */
  pricedFrom?: string;
  basis?: string;
};

export type Recommendations = {
  skills: SkillRecommendation[];
  careerPivots: CareerPivot[];
  careerMoves?: CareerMovesContext;
  services: FreelanceService[];
};

/**
 * Who chose the occupation: our engine's top candidate, the visitor's AI model picking among our
 * top 10 (only when the engine was not sure), or the visitor through "Not your job? Pick another".
 */
export type MatchedBy = "engine" | "ai" | "visitor";

export type MatchedOccupation = {
  code: string;
  title: string;
  /** 0–1 */
  confidence: number;
  sureEnough: boolean;
  matchedBy: MatchedBy;
  alternatives: { code: string; title: string; confidence: number }[];
  /**
   * True when the match is too weak to score without the visitor: not sure, no AI pick, low
   * confidence (ADR 025). The page then asks the visitor to choose before it shows a score.
   */
  needsConfirmation?: boolean;
  /** With needsConfirmation: the best candidates, each with a one-line description. */
  candidates?: { code: string; title: string; description: string }[];
};

/** The α–γ band as 0–100 scores: the final score always lies inside [alpha, gamma]. */
export type ExposureBand = { alpha: number; beta: number; gamma: number };

export type SourceFigure = { id: string; name: string; figure: string; value: string };

export type TaskView = { id: string; group: string; importance: number; label: string; matchedBullet?: string };

export type PersonalInfo = { name?: string; location?: string; address?: string };

export type AssessmentView = {
  id: string;
  riskScore: number;
  riskLevel: RiskLevel;
  jobTitle: string;
  industry: string;
  skills: string[];
  responsibilities: string;
  createdAt: string;
  experienceLevel: string;
  certifications: string[];
  personalInfo: PersonalInfo;
  timeline: Timeline;
  riskFactors: RiskFactor[];
  recommendations: Recommendations;
  resumeData: {
    name?: string;
    personalInfo?: PersonalInfo;
    education?: { degree: string; institution?: string }[];
  } | null;
  aiStatus: AiStatus;
  occupation: MatchedOccupation | null;
  band: ExposureBand | null;
  sources: SourceFigure[];
  tasks: TaskView[];
  /** Optional personal narrative from the visitor's AI provider (absent on fallback). */
  aiReading?: { summary: string; riskFactors: RiskFactor[]; recommendations: string[] } | null;
  /**
   * Where the visitor works, as chosen on the form (ADR 034): the owner's own detail, null in the
   * public view and for results made without one.
   */
  country?: CountryCode | null;
  /** The matched occupation's ISCO-08 and NOC 2021 groups and the ILO's figure (ADR 034); null when unknown. */
  international?: InternationalCodesView | null;
};
