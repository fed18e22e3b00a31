/**
 * Autocomplete over occupation titles and O*NET alternate titles. Every typed word must be a
 * prefix of some word of the title ("soft dev" finds "Software Developer"), so partial typing works.
 */
import type { TitleIndex } from "./title-index";

export interface OccupationSuggestion {
  code: string;
  title: string;
}

export function searchOccupations({
  index,
  query,
  limit = 10,
}: {
  index: TitleIndex;
  query: string;
  limit?: number;
}): OccupationSuggestion[] {
  const words = query
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter((word) => word.length > 0);
  if (words.length === 0 || limit <= 0) return [];
  const needles = words.map((word) => ` ${word}`);
  // Rank: occupation-title hits before alternate-title hits, then titles starting with the first word, then shorter titles.
  const best = new Map<number, number>();
  for (const entry of index.searchEntries) {
    if (!needles.every((needle) => entry.text.includes(needle))) continue;
    const rank =
      (entry.isOccupationTitle ? 0 : 1000) + (entry.text.startsWith(needles[0] ?? "") ? 0 : 500) + entry.text.length;
    const current = best.get(entry.occupation);
    if (current === undefined || rank < current) best.set(entry.occupation, rank);
  }
  return [...best.entries()]
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([position]) => {
      const occupation = index.occupations[position];
      return { code: occupation?.code ?? "", title: occupation?.title ?? "" };
    });
}
