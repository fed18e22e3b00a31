import { describe, expect, it } from "vitest";
import { JOB_SEARCH_PAGE_SIZE, mergeSearchResults, readSearchPage } from "./job-pages-search";

describe("mergeSearchResults", () => {
  it("keeps the matcher's order first, then adds every other prefix match once", () => {
    expect(mergeSearchResults({ ranked: ["b", "a"], prefixed: ["a", "c", "b", "d"] })).toEqual(["b", "a", "c", "d"]);
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
