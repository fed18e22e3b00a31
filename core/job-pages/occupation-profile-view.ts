import type { CareerMovesContext, CareerPivot, SourceFigure } from "../assessment/assessment-view";

/**
 * One occupation's public profile, as GET /api/occupations/:code, the occupation pages and the
 * share cards show it: the title-only score with its sources, pay, outlook and where people move.
 */
export type OccupationProfileView = {
  code: string;
  title: string;
  socCode: string;
  jobZone: number | null;
  riskScore: number;
  riskLevel: string;
  band: { alpha: number; beta: number; gamma: number };
  timeline: { aggressive: string; median: string; conservative: string };
  sources: SourceFigure[];
  medianAnnualWage: number | null;
  annualWageP10: number | null;
  annualWageP90: number | null;
  employment: number | null;
  projectedGrowthPct: number | null;
  annualOpenings: number | null;
  relatedOccupations: { code: string; title: string }[];
  /** Where people in this job can move, chosen for the occupation's own score (docs/decisions/024). */
  careerMoves: CareerMovesContext & { moves: CareerPivot[] };
};
