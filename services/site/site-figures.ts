import type { Logger } from "pino";
import { count } from "drizzle-orm";
import type { Database } from "../../db/client";
import { assessments } from "../../db/schema/assessments";

/**
 * The only figures the site states about itself, both measured: how many assessments have been
 * run (a count of stored assessments, read at most once a minute per process and shared by every
 * page) and how many occupations the dataset scores. No audience or search figures are made up
 * (docs/decisions/009-honest-figures.md).
 */
export type SiteFigures = {
  /** Stored assessments (deleted and expired ones are not counted); null when the count failed. */
  assessmentsRun: number | null;
  /** Occupations with exposure research in the dataset. */
  occupationsCovered: number;
};

const DEFAULT_TTL_MS = 60_000;

export function createSiteFiguresService({
  db,
  countOccupations,
  ttlMs = DEFAULT_TTL_MS,
  now = () => Date.now(),
  logger,
}: {
  logger?: Logger;
  db: Database;
  countOccupations: () => number;
  ttlMs?: number;
  now?: () => number;
}) {
  let cached: { value: Promise<number | null>; readAt: number } | null = null;

  function readAssessmentCount(): Promise<number | null> {
    if (cached && now() - cached.readAt < ttlMs) return cached.value;
    const value = db
      .select({ total: count() })
      .from(assessments)
      .then(([row]) => row?.total ?? 0)
      .catch((error: unknown) => {
        logger?.error({ err: error }, "could not count assessments");
        // A failed read is not kept: the next page asks again.
        if (cached?.value === value) cached = null;
        return null;
      });
    cached = { value, readAt: now() };
    return value;
  }

  return {
    /** Occupations the dataset scores: the one count every page states (issue 30). */
    countOccupations(): number {
      return countOccupations();
    },

    async readFigures(): Promise<SiteFigures> {
      return { assessmentsRun: await readAssessmentCount(), occupationsCovered: countOccupations() };
    },
  };
}

export type SiteFiguresService = ReturnType<typeof createSiteFiguresService>;
