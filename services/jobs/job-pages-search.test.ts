import { describe, expect, it } from "vitest";
import { JOB_SEARCH_PAGE_SIZE, mergeSearchResults, readSearchPage } from "./job-pages-search";

describe("mergeSearchResults", () => {
  const ranked = [
    { code: "b", confidence: 0.9 },
    { code: "a", confidence: 0.06 },
    { code: "x", confidence: 0.001 },
  ];

  it("keeps the matcher's likely candidates first, then adds every searched occupation once", () => {
    expect(mergeSearchResults({ ranked, searched: ["a", "c", "b", "d"], minConfidence: 0.05 })).toEqual([
      "b",
      "a",
      "c",
      "d",
    ]);
  });

  it("leaves out the candidates the matcher gives almost no chance", () => {
    expect(mergeSearchResults({ ranked, searched: ["c"], minConfidence: 0.05 })).not.toContain("x");
  });

  it("falls back to the matcher's best guesses when nothing else is found", () => {
    const unsure = [
      { code: "p", confidence: 0.02 },
      { code: "q", confidence: 0.01 },
    ];
    expect(mergeSearchResults({ ranked: unsure, searched: [], minConfidence: 0.05 })).toEqual(["p", "q"]);
  });
});

describe("readSearchPage", () => {
  it("reads a whole page number and keeps it between the first and the last page", () => {
    const total = JOB_SEARCH_PAGE_SIZE * 2 + 1;
    expect(readSearchPage({ page: "2", total })).toEqual({ page: 2, pageCount: 3 });
    expect(readSearchPage({ page: "99", total })).toEqual({ page: 3, pageCount: 3 });
    expect(readSearchPage({ page: "0", total })).toEqual({ page: 1, pageCount: 3 });
  });

  it("takes page 1 for anything that is not a whole number", () => {
    for (const page of [undefined, "abc", "-1", "1.5", ["1", "2"]])
      expect(readSearchPage({ page, total: 5 })).toEqual({ page: 1, pageCount: 1 });
  });
});
