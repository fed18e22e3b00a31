/**
 * The development split of the coding-index titles O*NET does not list (the main figures of
 * `eval:matcher`) and the training index built without them.
 *
 * - A title's key is its order-free normalised form (`titleKey`), so "Engineer, civil" and "civil
 *   engineer" are one title. Titles whose key some O*NET title has are never held out.
 * - 20% of the other keys, by a stable hash (`splitOfTitleKey`), are development titles: they are
 *   removed from the index entirely and never used for tuning. The rest are training titles, in five
 *   hash folds for cross-fitting the calibration (`holdOutFold` removes one fold too).
 * - A development title is right when the predicted occupation is one of the detailed occupations
 *   its rows point to, by 6-digit SOC code (a broad or X code counts any of its members; a title
 *   with several rows counts any of them).
 * - `listed` holds the index titles O*NET does list (always in the index; right = an occupation
 *   the index or O*NET gives them): the calibration sees them beside the held-out training titles,
 *   so it learns how reliable a title the index knows word for word is.
 */
import { readCodingIndex, splitOfTitleKey, titleKey, type CodingIndexRow } from "../../core/occupations/coding-index";
import type { OccupationDataset } from "../../core/occupations/dataset";

export interface IndexCase {
  /** The title as people write it. */
  title: string;
  /** Dataset codes counted right (every O*NET occupation of an answer's 6-digit SOC code). */
  listed: Set<string>;
  fold: number;
}

export function splitCodingIndex({
  dataset,
  rows,
  holdOutFold = -1,
}: {
  dataset: OccupationDataset;
  rows: readonly CodingIndexRow[];
  holdOutFold?: number;
}): { training: OccupationDataset; dev: IndexCase[]; train: IndexCase[]; listed: IndexCase[] } {
  const base = dataset.occupations.map((occupation) => ({ ...occupation, indexTitles: [] }));
  const { titlesByCode, titles } = readCodingIndex(base, rows, {
    keep: (key, listedByOnet) => {
      if (listedByOnet) return true;
      const { part, fold } = splitOfTitleKey(key);
      return part === "train" && fold !== holdOutFold;
    },
  });
  const occupations = base.map((occupation) => ({
    ...occupation,
    indexTitles: titlesByCode.get(occupation.code) ?? [],
  }));
  const bySoc = new Map<string, string[]>();
  for (const occupation of base) {
    const soc = occupation.code.slice(0, 7);
    bySoc.set(soc, [...(bySoc.get(soc) ?? []), occupation.code]);
  }
  const onetListers = new Map<string, string[]>();
  for (const occupation of base)
    for (const title of [
      occupation.title,
      ...occupation.alternateTitles,
      ...occupation.shortTitles,
      ...occupation.reportedTitles,
    ]) {
      const key = titleKey(title);
      onetListers.set(key, [...(onetListers.get(key) ?? []), occupation.code]);
    }
  const dev: IndexCase[] = [];
  const train: IndexCase[] = [];
  const listedCases: IndexCase[] = [];
  for (const title of titles) {
    const listed = new Set(title.codes.flatMap((code) => bySoc.get(code.slice(0, 7)) ?? [code]));
    if (title.listedByOnet) {
      for (const code of onetListers.get(title.key) ?? []) listed.add(code);
      listedCases.push({ title: title.title, listed, fold: -1 });
      continue;
    }
    const { part, fold } = splitOfTitleKey(title.key);
    (part === "dev" ? dev : train).push({ title: title.title, listed, fold });
  }
  const byTitle = (a: IndexCase, b: IndexCase): number => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);
  return {
    training: { ...dataset, occupations },
    dev: dev.sort(byTitle),
    train: train.sort(byTitle),
    listed: listedCases.sort(byTitle),
  };
}
