import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OCCUPATION_DATASET_PATH, loadOccupationDatasetSync } from "../../integrations/occupation-data";
import { normaliseSearchQuery, searchOccupations } from "./search-occupations";
import { buildTitleIndex, type TitleIndex } from "./title-index";

const hasDataset = existsSync(DEFAULT_OCCUPATION_DATASET_PATH);

/** What search must answer, written the plain way: every title scanned for every typed word. */
function scanAllTitles(index: TitleIndex, query: string) {
  const needles = normaliseSearchQuery(query)
    .split(" ")
    .filter(Boolean)
    .map((word) => ` ${word}`);
  if (needles.length === 0) return [];
  const best = new Map<number, number>();
  for (const entry of index.searchEntries) {
    if (!needles.every((needle) => entry.text.includes(needle))) continue;
    const rank =
      (entry.isOccupationTitle ? 0 : 1000) + (entry.text.startsWith(needles[0]!) ? 0 : 500) + entry.text.length;
    const current = best.get(entry.occupation);
    if (current === undefined || rank < current) best.set(entry.occupation, rank);
  }
  return [...best.entries()]
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .slice(0, 10)
    .map(([position]) => ({ code: index.occupations[position]!.code, title: index.occupations[position]!.title }));
}

describe.skipIf(!hasDataset)("occupation search", () => {
  let index: TitleIndex;
  beforeAll(() => {
    index = buildTitleIndex(loadOccupationDatasetSync({}));
  });

  it("answers exactly what a scan of every title answers, for typed prefixes of real titles", () => {
    const queries = [
      "a",
      "s",
      "c m",
      "soft dev",
      "Sr. Software Eng",
      "registered nurse",
      "NURSE",
      "a a",
      "zzz",
      "e e e",
    ];
    index.searchEntries
      .filter((_, i) => i % 1_009 === 0)
      .forEach((entry) => {
        const words = entry.text.trim().split(" ");
        queries.push(words[0]!.slice(0, 3), `${words.at(-1)!.slice(0, 2)} ${words[0]}`, words.slice(0, 2).join(" "));
      });
    let nonEmpty = 0;
    for (const query of queries) {
      const answer = searchOccupations({ index, query });
      expect(answer, query).toEqual(scanAllTitles(index, query));
      if (answer.length > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(queries.length / 2);
  }, 60_000);

  it("finds Software Developers from a partial title and nothing from punctuation alone", () => {
    expect(searchOccupations({ index, query: "soft dev" }).map((o) => o.code)).toContain("15-1252.00");
    expect(searchOccupations({ index, query: " ?! " })).toEqual([]);
    expect(searchOccupations({ index, query: "nurse", limit: 0 })).toEqual([]);
  });
});
