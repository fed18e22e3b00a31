/**
 * How much of a held-out title the right occupation's own titles already hold, and how well the
 * matcher does in each class. It bounds what word matching can reach on a split: a title none of
 * whose words any title of the right occupation uses can only be found from task statements, the
 * employment prior or outside knowledge (the visitor's industry, duties, an AI pick).
 *
 * Classes, per held-out title (words as the matcher reads them, `analyzeJobTitle`), over the
 * titles the training index holds for any occupation counted right:
 * - `every`: every word of the title is among one right occupation's title words;
 * - `head`: the head noun is, but not every word;
 * - `other`: some other word is, not the head noun;
 * - `none`: no word is.
 */
import type { OccupationDataset } from "../../core/occupations/dataset";
import { analyzeJobTitle } from "../../core/occupations/normalize-job-title";

export const WORD_COVERAGE_CLASSES = ["every", "head", "other", "none"] as const;
export type WordCoverage = (typeof WORD_COVERAGE_CLASSES)[number];

const CLASS_LABELS: Record<WordCoverage, string> = {
  every: "every word",
  head: "head noun, not every word",
  other: "another word only",
  none: "no word",
};

/** Per occupation code: the words and head nouns of every title the dataset lists for it. */
function titleWordsByCode(dataset: OccupationDataset): Map<string, { words: Set<string>; heads: Set<string> }> {
  const byCode = new Map<string, { words: Set<string>; heads: Set<string> }>();
  for (const occupation of dataset.occupations) {
    const words = new Set<string>();
    const heads = new Set<string>();
    for (const title of [
      occupation.title,
      ...occupation.alternateTitles,
      ...occupation.shortTitles,
      ...occupation.reportedTitles,
      ...occupation.indexTitles.map((entry) => entry.title),
    ]) {
      const analyzed = analyzeJobTitle(title);
      for (const token of analyzed.tokens) words.add(token);
      if (analyzed.head) heads.add(analyzed.head);
    }
    byCode.set(occupation.code, { words, heads });
  }
  return byCode;
}

/** The coverage class of each held-out title against the training dataset. */
export function classifyWordCoverage(
  training: OccupationDataset,
  cases: readonly { title: string; listed: ReadonlySet<string> }[],
): WordCoverage[] {
  const byCode = titleWordsByCode(training);
  return cases.map(({ title, listed }) => {
    const { tokens, head } = analyzeJobTitle(title);
    let best: WordCoverage = "none";
    for (const code of listed) {
      const known = byCode.get(code);
      if (!known) continue;
      if (tokens.length > 0 && tokens.every((token) => known.words.has(token))) return "every";
      if (head !== undefined && known.heads.has(head)) best = "head";
      else if (best === "none" && tokens.some((token) => known.words.has(token))) best = "other";
    }
    return best;
  });
}

/**
 * Prints each class's share of the titles and the matcher's top-1 within it, and the top-1 the split
 * would reach if every `every` title were right and the rest stayed as they are.
 */
export function printWordCoverage(classes: readonly WordCoverage[], correct: readonly boolean[]): void {
  const total = classes.length;
  const pct = (count: number, of: number): string => `${((100 * count) / Math.max(1, of)).toFixed(1)}%`;
  console.log("  words of the title among the right occupation's titles (share of titles, top-1 within)");
  let rightOutsideEvery = 0;
  for (const coverage of WORD_COVERAGE_CLASSES) {
    const members = classes.flatMap((entry, position) => (entry === coverage ? [position] : []));
    const right = members.filter((position) => correct[position]).length;
    if (coverage !== "every") rightOutsideEvery += right;
    console.log(
      `    ${CLASS_LABELS[coverage].padEnd(26)} ${pct(members.length, total).padStart(6)}  ${pct(right, members.length).padStart(6)}`,
    );
  }
  const every = classes.filter((entry) => entry === "every").length;
  console.log(
    `  top-1 if every "every word" title were right, the rest as now: ${pct(every + rightOutsideEvery, total)}`,
  );
}
