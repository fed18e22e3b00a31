/** What a blog search looks at (content-and-cms.md §2: title, excerpt or keywords). */
export type SearchablePost = { title: string; excerpt: string | null; keywords: readonly string[] };

/** Collapses whitespace and trims a search box value; empty means "no search". */
export function normalizeSearchQuery(query: string | null | undefined): string {
  return (query ?? "").replace(/\s+/g, " ").trim().slice(0, 200);
}

/** Case-insensitive substring match of the whole query against title, excerpt or any keyword. */
export function matchesPostSearch({ post, query }: { post: SearchablePost; query: string }): boolean {
  const needle = normalizeSearchQuery(query).toLowerCase();
  if (!needle) return true;
  return [post.title, post.excerpt ?? "", ...post.keywords].some((field) => field.toLowerCase().includes(needle));
}

/** At most three keywords on a blog card (§9). */
export const CARD_KEYWORD_LIMIT = 3;

export function pickCardKeywords(keywords: readonly string[]): string[] {
  return keywords.filter((keyword) => keyword.trim() !== "").slice(0, CARD_KEYWORD_LIMIT);
}
