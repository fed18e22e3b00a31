/**
 * A second development split of the coding indexes, by row rather than by title: 20% of the index
 * rows (by a stable hash of the row) are left out of the index, and the development titles are
 * those left-out rows whose title, in people's order or as the index writes it, is not word for
 * word (ignoring case) an O*NET title, queried as the index writes them. A title the kept rows also list stays in the index, as it
 * would for anyone who holds back rows of a published index. A title is right when the predicted
 * occupation has the 6-digit SOC code of one of its left-out rows.
 *
 * It sits beside the title-key split (`coding-index-split.ts`), which is stricter: it drops every
 * spelling and word order of a development title and every title whose words some O*NET title has.
 */
import {
  cleanIndexTitle,
  createRoleNounTest,
  expandIndexCode,
  hashString,
  peopleOrderTitle,
  readCodingIndex,
  type CodingIndexRow,
} from "../../core/occupations/coding-index";
import type { OccupationDataset } from "../../core/occupations/dataset";
import type { IndexCase } from "./coding-index-split";

/** Hash buckets (of 100) of the development rows; the training side's five folds follow, 16 buckets each. */
const DEV_BUCKETS: readonly [number, number] = [0, 20];
const FOLD_BUCKETS = 16;

function rowBucket(row: CodingIndexRow): number {
  return hashString(`row ${row.title}\t${row.code}\t${row.industries}`) % 100;
}

/**
 * `part: "dev"` leaves the development rows out and asks them. `part: { fold }` (0–4, for fitting
 * the calibration and working on the matcher) leaves out the development rows and one training fold,
 * and asks only the fold's rows; fold 0 is the tuning part.
 */
export function splitIndexRows({
  dataset,
  rows,
  part = "dev",
}: {
  dataset: OccupationDataset;
  rows: readonly CodingIndexRow[];
  part?: "dev" | { fold: number };
}): {
  training: OccupationDataset;
  dev: IndexCase[];
} {
  const base = dataset.occupations.map((occupation) => ({ ...occupation, indexTitles: [] }));
  const inBuckets = (row: CodingIndexRow, [low, high]: readonly [number, number]): boolean => {
    const bucket = rowBucket(row);
    return bucket >= low && bucket < high;
  };
  const asked: readonly [number, number] =
    part === "dev"
      ? DEV_BUCKETS
      : [DEV_BUCKETS[1] + part.fold * FOLD_BUCKETS, DEV_BUCKETS[1] + (part.fold + 1) * FOLD_BUCKETS];
  const isAsked = (row: CodingIndexRow): boolean => inBuckets(row, asked);
  const kept = rows.filter((row) => !inBuckets(row, DEV_BUCKETS) && !isAsked(row));
  const { titlesByCode } = readCodingIndex(base, kept);
  const training = {
    ...dataset,
    occupations: base.map((occupation) => ({ ...occupation, indexTitles: titlesByCode.get(occupation.code) ?? [] })),
  };
  const codes = base.map((occupation) => occupation.code);
  const onetTitles = new Set(
    base.flatMap((occupation) =>
      [occupation.title, ...occupation.alternateTitles, ...occupation.shortTitles, ...occupation.reportedTitles].map(
        (title) => title.toLowerCase(),
      ),
    ),
  );
  const bySoc = new Map<string, string[]>();
  for (const code of codes) bySoc.set(code.slice(0, 7), [...(bySoc.get(code.slice(0, 7)) ?? []), code]);
  const isRoleNoun = createRoleNounTest(base);
  const cases = new Map<string, IndexCase>();
  for (const row of rows) {
    if (!isAsked(row)) continue;
    const people = peopleOrderTitle(row.title, isRoleNoun);
    const raw = cleanIndexTitle(row.title);
    if (people === "" || onetTitles.has(people.toLowerCase()) || onetTitles.has(raw.toLowerCase())) continue;
    const answers = expandIndexCode(row.code, codes).flatMap((code) => bySoc.get(code.slice(0, 7)) ?? [code]);
    if (answers.length === 0) continue;
    // The query is the title as the index writes it ("Supervisor janitor"), as anyone testing
    // with these rows would type it.
    const entry = cases.get(raw.toLowerCase()) ?? { title: raw, listed: new Set<string>(), fold: -1 };
    for (const code of answers) entry.listed.add(code);
    cases.set(raw.toLowerCase(), entry);
  }
  const dev = [...cases.values()].sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
  return { training, dev };
}
