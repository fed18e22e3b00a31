import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OCCUPATION_DATASET_PATH, loadOccupationDatasetSync } from "../../integrations/occupation-data";
import { HELD_OUT_SEARCH_QUERIES, SEARCH_QUERIES, type SearchQueryExample } from "./fixtures/search-queries";
import { matchOccupations } from "./match-occupations";
import { normaliseSearchQuery, searchOccupations } from "./search-occupations";
import { stemWord } from "./stem-word";
import { buildTitleIndex, type TitleIndex } from "./title-index";

const hasDataset = existsSync(DEFAULT_OCCUPATION_DATASET_PATH);

describe.skipIf(!hasDataset)("occupation search", () => {
  let index: TitleIndex;
  beforeAll(() => {
    index = buildTitleIndex(loadOccupationDatasetSync({}));
  });

  /** The search as the site runs it: with the title matcher's confidences for the query. */
  function search(query: string, limit = 10) {
    const ranking = matchOccupations({ index, title: query, limit: 10 });
    const confidences = new Map(ranking.matches.map((match) => [match.code, match.confidence]));
    return searchOccupations({ index, query, limit, confidences });
  }

  function firstAnswers(examples: readonly SearchQueryExample[]) {
    return examples.filter(({ query, code }) => search(query)[0]?.code === code).length;
  }

  it("finds the occupation an ordinary multi-word title names, level words and all, first", () => {
    expect(search("senior software engineer")[0]).toEqual({ code: "15-1252.00", title: "Software Developers" });
    expect(search("junior accountant")[0]?.code).toBe("13-2011.00");
    expect(search("lead nurse")[0]?.code).toBe("29-1141.00");
    // 22 titles written before the change (8 first on the old search) and 6 never tuned on (0 before).
    expect(firstAnswers(SEARCH_QUERIES)).toBe(SEARCH_QUERIES.length);
    expect(firstAnswers(HELD_OUT_SEARCH_QUERIES)).toBe(HELD_OUT_SEARCH_QUERIES.length);
  }, 60_000);

  it("lists only titles holding every typed word that says what the work is, as a whole word", () => {
    for (const query of ["nurse", "registered nurse", "payroll specialist", "senior civil engineer"]) {
      const needed = normaliseSearchQuery(query)
        .split(" ")
        .filter((word) => word !== "senior")
        .map((word) => stemWord(word));
      const answers = search(query, 1_000);
      expect(answers.length, query).toBeGreaterThan(0);
      for (const answer of answers) {
        const occupation = index.occupations.find((o) => o.code === answer.code)!;
        const titles = [occupation.title, ...occupation.alternateTitles].map((title) =>
          normaliseSearchQuery(title)
            .split(" ")
            .map((word) => stemWord(word)),
        );
        expect(
          titles.some((words) => needed.every((word) => words.includes(word))),
          `${query} → ${answer.title}`,
        ).toBe(true);
      }
    }
  });

  it("keeps later pages of a one-word search relevant: no nurseries or forests after the nurses", () => {
    const all = search("nurse", 1_000);
    expect(all.length).toBeGreaterThan(10);
    const titles = all.map((answer) => answer.title);
    expect(titles).not.toContain("First-Line Supervisors of Landscaping, Lawn Service, and Groundskeeping Workers");
    expect(titles).not.toContain("Forest and Conservation Workers");
  });

  it("keeps the answers beside a confident first one to its field: no Telemarketers for Solicitor", () => {
    const answers = search("solicitor", 100).map((answer) => answer.title);
    expect(answers[0]).toBe("Lawyers");
    expect(answers).not.toContain("Telemarketers");
    expect(answers).not.toContain("Advertising Sales Agents");
  });

  it("still finds a title from words cut short while typing, and nothing from punctuation alone", () => {
    expect(search("soft dev")[0]?.code).toBe("15-1252.00");
    expect(search("Sr. Software Eng")[0]?.code).toBe("15-1252.00");
    expect(search("registered nur")[0]?.code).toBe("29-1141.00");
    expect(searchOccupations({ index, query: " ?! " })).toEqual([]);
    expect(searchOccupations({ index, query: "nurse", limit: 0 })).toEqual([]);
  });

  it("lists each occupation once and only those the caller allows", () => {
    const answers = searchOccupations({ index, query: "engineer", limit: 1_000, isListed: (code) => code < "17" });
    expect(answers.length).toBeGreaterThan(0);
    expect(new Set(answers.map((a) => a.code)).size).toBe(answers.length);
    for (const answer of answers) expect(answer.code < "17").toBe(true);
  });
});
