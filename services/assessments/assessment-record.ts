import type {
  AiStatus,
  AssessmentView,
  MatchedOccupation,
  RiskLevel,
  SourceFigure,
  TaskView,
} from "../../core/assessment/assessment-view";
import { parseCountryCode } from "../../core/countries/countries";
import type { AiTaskLabel } from "../../core/exposure/assess-exposure";
import { needsOccupationConfirmation } from "../../core/occupations/weak-match";
import type { assessments } from "../../db/schema/assessments";
import type { ScoredAssessment } from "../../core/assessment/scored-assessment";

/**
 * How an assessment is stored and read back: the derived profile kept for re-scoring (never the
 * resume text or file), the scored columns of a result, and the stored row as the result page's view.
 */

/** Everything re-scoring needs, kept in resume_data (derived, never the raw text). */
export type StoredProfile = {
  source: "text" | "manual";
  name?: string;
  personalInfo?: { name?: string; location?: string };
  education?: { degree: string; institution?: string }[];
  certifications: string[];
  yearsOfExperience?: number;
  /** The most recent job is the visitor's own practice or business (advice then speaks of growing it). */
  selfEmployed?: boolean;
  bullets: string[];
  aiTaskLabels: AiTaskLabel[];
  matches: { code: string; title: string; confidence: number }[];
  sureEnough: boolean;
  aiReading?: AssessmentView["aiReading"];
};

/** The columns a scored result fills, on a new assessment and on a re-scoring. */
export function scoredColumns({ result, sureEnough }: { result: ScoredAssessment; sureEnough: boolean }) {
  const occupation: Omit<MatchedOccupation, "matchedBy"> = {
    code: result.occupation.code,
    title: result.occupation.title,
    confidence: result.occupation.confidence,
    sureEnough,
    alternatives: result.occupation.alternatives,
  };
  const sources: SourceFigure[] = result.sources
    .filter((s) => s.value !== null && s.value !== "")
    .map((s) => ({ id: s.id, name: s.name, figure: s.figure, value: formatFigure(s.value) }));
  const tasks: TaskView[] = result.tasks.map((t) => ({
    id: String(t.id),
    group: t.group,
    importance: t.importance ?? 0,
    label: t.label ?? "Unlabelled",
    ...(t.matchedBullet ? { matchedBullet: t.matchedBullet } : {}),
  }));
  return {
    riskScore: result.riskScore,
    riskLevel: result.riskLevel,
    timeline: result.timeline as unknown as Record<string, string>,
    riskFactors: result.riskFactors.map((f) => ({
      name: f.name,
      description: f.description,
      exposure: f.exposure,
      kind: f.kind,
    })),
    recommendations: {
      skills: result.recommendations.skills.map((s) => ({
        name: s.name,
        impact: s.impact,
        duration: s.duration,
        reason: s.reason,
        kind: s.kind,
      })),
      careerPivots: result.recommendations.careerPivots.map((p) => ({
        title: p.title,
        matchPercentage: p.matchPercentage,
        code: p.code,
        riskScore: p.riskScore,
        medianWage: p.medianWage,
        relatedness: p.relatedness,
        kind: p.kind,
        caveats: p.caveats,
        why: p.why,
        transfer: p.transfer,
        exposure: p.exposure,
        pay: p.pay,
        preparation: {
          jobZoneFrom: p.preparation.jobZoneFrom,
          jobZoneTo: p.preparation.jobZoneTo,
          extraZones: p.preparation.extraZones,
          entryEducation: p.preparation.entryEducation,
          educationStepsUp: p.preparation.educationStepsUp,
          needs: p.preparation.needs,
          label: p.preparation.label,
          licence: p.preparation.licence,
          notes: p.preparation.notes,
          newCredential: p.preparation.newCredential,
        },
        outlook: p.outlook,
        selfEmployedPct: p.selfEmployedPct,
      })),
      careerMoves: result.recommendations.careerMoves,
      services: result.recommendations.services.map((s) => ({
        name: s.name,
        earning: s.earning,
        pricedFrom: s.pricedFrom,
        basis: s.basis,
      })),
    },
    analysis: { occupation, band: result.band, sources, tasks },
  };
}

export type AssessmentRow = typeof assessments.$inferSelect;

export function toAssessmentView(row: AssessmentRow): AssessmentView {
  const stored = readStoredProfile(row.resumeData);
  const analysis = (row.analysis ?? {}) as Partial<Pick<AssessmentView, "occupation" | "band" | "sources" | "tasks">>;
  const personalInfo = stored.personalInfo ?? {};
  return {
    id: row.id,
    riskScore: row.riskScore,
    riskLevel: row.riskLevel as RiskLevel,
    jobTitle: row.jobTitle,
    industry: row.industry,
    skills: row.skills,
    responsibilities: row.responsibilities,
    createdAt: row.createdAt.toISOString(),
    experienceLevel: row.experienceLevel,
    certifications: stored.certifications,
    personalInfo,
    timeline: row.timeline as unknown as AssessmentView["timeline"],
    riskFactors: row.riskFactors as AssessmentView["riskFactors"],
    recommendations: row.recommendations as unknown as AssessmentView["recommendations"],
    resumeData:
      stored.source === "text" ? { name: stored.name, personalInfo, education: stored.education ?? [] } : null,
    aiStatus: row.aiStatus as unknown as AiStatus,
    occupation: analysis.occupation
      ? {
          ...analysis.occupation,
          matchedBy: row.matchedBy,
          needsConfirmation: needsOccupationConfirmation({
            sureEnough: analysis.occupation.sureEnough,
            matchedBy: row.matchedBy,
            confidence: analysis.occupation.confidence,
          }),
        }
      : null,
    band: analysis.band ?? null,
    sources: analysis.sources ?? [],
    tasks: analysis.tasks ?? [],
    aiReading: stored.aiReading ?? null,
    country: parseCountryCode(row.country),
  };
}

export function readStoredProfile(value: Record<string, unknown> | null): StoredProfile {
  const stored = (value ?? {}) as Partial<StoredProfile>;
  return {
    source: stored.source ?? "manual",
    ...stored,
    certifications: stored.certifications ?? [],
    bullets: stored.bullets ?? [],
    aiTaskLabels: stored.aiTaskLabels ?? [],
    matches: stored.matches ?? [],
    sureEnough: stored.sureEnough ?? false,
  };
}

function formatFigure(value: number | string | null): string {
  if (typeof value === "number")
    return Number.isInteger(value) ? value.toLocaleString("en-US") : String(Math.round(value * 1000) / 1000);
  return String(value ?? "");
}
