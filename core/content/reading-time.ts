/** Words read per minute for the "N min read" label (content-and-cms.md §9). */
export const WORDS_PER_MINUTE = 200;

/** Shown when a post has no content to count (§9 "fallback 5 min read"). */
export const FALLBACK_READING_MINUTES = 5;

/** Minutes to read a text: words / 200 rounded up; 5 when there is no content. */
export function estimateReadingMinutes(content: string | null | undefined): number {
  const words = (content ?? "").trim().split(/\s+/).filter(Boolean).length;
  if (words === 0) return FALLBACK_READING_MINUTES;
  return Math.ceil(words / WORDS_PER_MINUTE);
}

/** The label on cards and posts, e.g. "4 min read". */
export function formatReadingTime(content: string | null | undefined): string {
  return `${estimateReadingMinutes(content)} min read`;
}
