/** The job browser's search results: how many a page shows, which page is asked for, and the list in order. */
export const JOB_SEARCH_PAGE_SIZE = 20;

/**
 * The matcher's candidates that have a real chance first (it reads typos, synonyms and other
 * languages), then every occupation the title search lists, in its order; each occupation once.
 * A candidate under `minConfidence` is left out: the matcher always names ten, and the tail of a
 * confident ranking is unrelated work ("Dental hygienist" → Occupational Health and Safety
 * Technicians). When neither finds anything, the matcher's best guesses stand alone.
 */
export function mergeSearchResults({
  ranked,
  searched,
  minConfidence,
}: {
  ranked: readonly { code: string; confidence: number }[];
  searched: readonly string[];
  minConfidence: number;
}): string[] {
  const likely = ranked.filter((candidate) => candidate.confidence >= minConfidence).map(({ code }) => code);
  const merged = [...new Set([...likely, ...searched])];
  return merged.length > 0 ? merged : ranked.slice(0, 3).map(({ code }) => code);
}

/**
 * The page asked for (`?page=`), from 1 to the last page; anything that is not a whole number
 * (absent, "abc", repeated) is page 1, and a number past the end is the last page.
 */
export function readSearchPage({ page, total }: { page: unknown; total: number }): {
  page: number;
  pageCount: number;
} {
  const pageCount = Math.max(1, Math.ceil(total / JOB_SEARCH_PAGE_SIZE));
  const asked = typeof page === "string" && /^\d{1,6}$/.test(page) ? Number(page) : 1;
  return { page: Math.min(Math.max(asked, 1), pageCount), pageCount };
}
