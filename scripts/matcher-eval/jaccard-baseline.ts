/**
 * The plain word-overlap baseline: each occupation scores the best Jaccard similarity between the
 * query's words and the words of one of its titles (O*NET's titles plus the coding-index titles the
 * index was built with). Lower case, letters and digits only, no stemming, abbreviations or priors.
 */
import type { OccupationDataset } from "../../core/occupations/dataset";

function wordSet(title: string): Set<string> {
  return new Set(
    title
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );
}

/** Returns a function giving the codes of the `limit` best occupations for a title. */
export function createJaccardMatcher(dataset: OccupationDataset): (title: string, limit: number) => string[] {
  const titleWords: Set<string>[] = [];
  const titleOccupation: number[] = [];
  const postings = new Map<string, number[]>();
  dataset.occupations.forEach((occupation, position) => {
    const titles = [
      occupation.title,
      ...occupation.alternateTitles,
      ...occupation.shortTitles,
      ...occupation.reportedTitles,
      ...occupation.indexTitles.map((entry) => entry.title),
    ];
    for (const title of titles) {
      const words = wordSet(title);
      if (words.size === 0) continue;
      const id = titleWords.length;
      titleWords.push(words);
      titleOccupation.push(position);
      for (const word of words) {
        const list = postings.get(word);
        if (list) list.push(id);
        else postings.set(word, [id]);
      }
    }
  });
  return (title, limit) => {
    const query = wordSet(title);
    const shared = new Map<number, number>();
    for (const word of query) for (const id of postings.get(word) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    const best = new Map<number, number>();
    for (const [id, count] of shared) {
      const score = count / (query.size + (titleWords[id]?.size ?? 0) - count);
      const occupation = titleOccupation[id] ?? 0;
      if (score > (best.get(occupation) ?? 0)) best.set(occupation, score);
    }
    return [...best.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([occupation]) => dataset.occupations[occupation]?.code ?? "");
  };
}
