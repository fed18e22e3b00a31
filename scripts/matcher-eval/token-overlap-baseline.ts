/**
 * A deliberately plain title matcher, printed next to the real one by `eval:matcher` for scale:
 * lower-case words with a trailing plural "s" dropped, each occupation scored by the IDF of the
 * query words its titles use (log-damped by how many of its titles use each), divided by a mild
 * function of its title count. No abbreviations, noise words, spelling, word pairs or priors.
 */
import type { OccupationDataset } from "../../core/occupations/dataset";

function words(title: string): string[] {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word));
}

/** Returns a function giving the codes of the `limit` best occupations for a title. */
export function createTokenOverlapMatcher(dataset: OccupationDataset): (title: string, limit: number) => string[] {
  const profiles = dataset.occupations.map((occupation) => {
    const counts = new Map<string, number>();
    let titles = 0;
    for (const title of [
      occupation.title,
      ...occupation.alternateTitles,
      ...occupation.shortTitles,
      ...occupation.reportedTitles,
    ]) {
      titles++;
      for (const word of new Set(words(title))) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    return { code: occupation.code, counts, damping: Math.log(2 + titles) ** 0.3 };
  });
  const spread = new Map<string, number>();
  for (const { counts } of profiles) for (const word of counts.keys()) spread.set(word, (spread.get(word) ?? 0) + 1);
  const occupationCount = profiles.length;
  return (title, limit) => {
    const query = words(title);
    const scored: { code: string; score: number }[] = [];
    for (const { code, counts, damping } of profiles) {
      let score = 0;
      for (const word of query) {
        const count = counts.get(word);
        if (count) score += Math.log(occupationCount / (spread.get(word) ?? 1)) * (1 + Math.log(count));
      }
      if (score > 0) scored.push({ code, score: score / damping });
    }
    scored.sort((a, b) => b.score - a.score || a.code.localeCompare(b.code));
    return scored.slice(0, limit).map((entry) => entry.code);
  };
}
