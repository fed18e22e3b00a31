import type { CountryGuide } from "../content-types/country-guide-type";

/**
 * The rows of the "How exposed are these jobs? (ILO 2025)" table on a country guide. Each job the
 * guide names (in "Jobs at risk" and "AI-resistant jobs by region") carries the standard
 * occupation an editor picked for it in the admin; the guide's loader looks each one up in our
 * occupation dataset and shows the ILO 2025 generative-AI exposure score and gradient the dataset
 * carries for it. A job without an occupation is left out rather than guessed, and no figure is
 * written anywhere but the dataset, so the table changes with it.
 */
export type ExposureGroup = "at-risk" | "resistant";

export interface GuideExposureJob {
  /** The job as the guide names it. */
  job: string;
  group: ExposureGroup;
  /** The O*NET-SOC code of the occupation picked for it. */
  code: string;
}

/** The jobs of one guide that name an occupation, each once, at-risk jobs first. */
export function listGuideExposureJobs(guide: Pick<CountryGuide, "sections">): GuideExposureJob[] {
  const seen = new Set<string>();
  const jobs: GuideExposureJob[] = [];
  const add = ({ job, code, group }: { job: string; code: string | null; group: ExposureGroup }) => {
    if (!code || seen.has(job)) return;
    seen.add(job);
    jobs.push({ job, group, code });
  };
  for (const item of guide.sections.jobsAtRisk.items) add({ job: item.title, code: item.occupation, group: "at-risk" });
  for (const region of guide.sections.resistantJobsByRegion.items)
    for (const job of region.jobs) add({ job: job.title, code: job.occupation, group: "resistant" });
  return jobs;
}

/** What the dataset holds for one occupation: its title and ILO 2025 figures (null when not covered). */
export interface OccupationIloFigures {
  title: string;
  score: number | null;
  gradient: string | null;
}

export interface GuideExposureRow extends GuideExposureJob {
  /** The standard occupation's title in O*NET-SOC. */
  occupation: string;
  /** ILO 2025 mean task exposure score, 0–1; null when the ILO index does not cover it. */
  score: number | null;
  gradient: string | null;
}

/** Rows of the table for a guide; jobs whose code is unknown to the dataset are left out. */
export function buildGuideExposureRows({
  guide,
  lookUp,
}: {
  guide: Pick<CountryGuide, "sections">;
  lookUp: (code: string) => OccupationIloFigures | null;
}): GuideExposureRow[] {
  const rows: GuideExposureRow[] = [];
  for (const job of listGuideExposureJobs(guide)) {
    const figures = lookUp(job.code);
    if (figures) rows.push({ ...job, occupation: figures.title, score: figures.score, gradient: figures.gradient });
  }
  return rows;
}
