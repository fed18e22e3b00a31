/**
 * What an occupation page shows (/jobs), as plain data: built by services/jobs (job-pages.ts) and
 * drawn by the browser components in app/components/jobs, which may not import services (ADR 003).
 */

import type { CareerMovesContext, CareerPivot, SourceFigure } from "../assessment/assessment-view";
import type { TimeOutlook } from "../assessment-display/time-outlook";
import type { InternationalCodesView } from "../international/international-codes";
import type { ExposureLabel } from "../occupations/dataset";

/** The occupation's tasks in one work activity, counted by exposure label. */
export type JobTaskGroup = {
  activity: string;
  /** Tasks with an exposure label (the bar's total). */
  tasks: number;
  /** E1: exposed to a language model alone. */
  direct: number;
  /** E2: exposed with AI-powered tools built on a language model. */
  withTools: number;
  /** E0: not exposed. */
  none: number;
};

/** A task named by its O*NET work activity (the dataset holds no task statements). */
export type JobTaskNote = { id: number; activity: string; label: ExposureLabel; importance: number | null };

/** One occupation in a list: enough for a link with its score and pay. */
export type JobSummary = {
  code: string;
  slug: string;
  title: string;
  riskScore: number;
  riskLevel: string;
  medianAnnualWage: number | null;
  wageTopCoded: boolean;
};

export type JobLabourMarket = {
  wageP10: number | null;
  wageMedian: number | null;
  wageP90: number | null;
  wageTopCoded: boolean;
  wageSource: string;
  employment: number | null;
  employmentSource: string;
  projectedGrowthPct: number | null;
  annualOpenings: number | null;
  projectionSource: string;
};

export type JobPageView = JobSummary & {
  socCode: string;
  majorGroup: { code: string; name: string } | null;
  band: { alpha: number; beta: number; gamma: number };
  /** The timeline the result page shows for this score (§ result priority). */
  timeline: { key: "aggressive" | "median" | "conservative"; value: string };
  /** Today's exposure and the 10-year outlook per adoption scenario, as on the result page (ADR 025). */
  outlook: TimeOutlook;
  taskGroups: JobTaskGroup[];
  labelledTasks: number;
  mostExposed: JobTaskNote[];
  leastExposed: JobTaskNote[];
  labour: JobLabourMarket | null;
  related: JobSummary[];
  /** Where people in this job can move, with their reasons, and the page of each move's occupation. */
  moves: { context: CareerMovesContext; list: CareerPivot[]; slugs: Record<string, string> };
  sources: SourceFigure[];
  /** The occupation's ISCO-08 and NOC 2021 groups and the ILO's figure (ADR 034); null when unknown. */
  international: InternationalCodesView | null;
  /** <title> text (without the site name) and meta description (120–156 characters). */
  pageTitle: string;
  description: string;
};
