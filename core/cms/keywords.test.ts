import { describe, expect, it } from "vitest";
import { addKeyword, removeKeyword, splitKeywords, suggestedKeywords, summariseKeywords } from "./keywords";

describe("keyword rules", () => {
  it("ignores empty input and duplicates on add", () => {
    expect(addKeyword({ keywords: ["ai"], input: "  " })).toEqual(["ai"]);
    expect(addKeyword({ keywords: ["AI"], input: "ai" })).toEqual(["AI"]);
    expect(addKeyword({ keywords: ["ai"], input: " jobs " })).toEqual(["ai", "jobs"]);
  });
  it("removes one keyword", () => expect(removeKeyword({ keywords: ["a", "b"], keyword: "a" })).toEqual(["b"]));
  it("splits the blog form's text on commas, trims and drops empties", () =>
    expect(splitKeywords(" ai, future of work,, ,jobs ")).toEqual(["ai", "future of work", "jobs"]));
  it("summarises to the first three plus a count", () =>
    expect(summariseKeywords(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 }));
  it("lists the eight suggested keywords with their volumes", () => {
    expect(suggestedKeywords).toHaveLength(8);
    expect(suggestedKeywords[0]).toEqual({ keyword: "will AI replace my job", volume: "485K" });
  });
});
