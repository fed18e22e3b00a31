/** The job browser's search results: how many a page shows, which page is asked for, and the list in order. */
export const JOB_SEARCH_PAGE_SIZE = 20;

/**
 * The matcher's ranking first (it reads typos, synonyms and other languages), then every other
 * occupation whose titles hold each typed word as a word start, in the prefix search's order;
 * each occupation once.
 */
export function mergeSearchResults({
  ranked,
  prefixed,
}: {
  ranked: readonly string[];
  prefixed: readonly string[];
}): string[] {
  return [...new Set([...ranked, ...prefixed])];
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
