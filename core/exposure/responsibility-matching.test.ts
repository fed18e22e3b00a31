import { describe, expect, it } from "vitest";
import { normaliseResponsibility, splitResponsibilities } from "./responsibility-matching";

describe("splitResponsibilities", () => {
  it.each([
    ["one per line", "Answer calls\nSchedule meetings\n", ["Answer calls", "Schedule meetings"]],
    [
      "bullets and dashes",
      "• Answer calls • Schedule meetings\n- File records",
      ["Answer calls", "Schedule meetings", "File records"],
    ],
    ["semicolons", "Answer calls; schedule meetings", ["Answer calls", "schedule meetings"]],
    ["numbered lists", "1. Answer calls\n2) Schedule meetings", ["Answer calls", "Schedule meetings"]],
    ["duplicates differing only in case", "Answer calls\nanswer calls.", ["Answer calls"]],
    ["fragments too short to mean anything", "ok\nAnswer calls", ["Answer calls"]],
  ])("splits %s", (_name, input, expected) => {
    expect(splitResponsibilities(input)).toEqual(expected);
  });

  it("accepts a list and returns nothing for no input", () => {
    expect(splitResponsibilities(["Answer calls", " File records "])).toEqual(["Answer calls", "File records"]);
    expect(splitResponsibilities(undefined)).toEqual([]);
  });
});

describe("normaliseResponsibility", () => {
  it("ignores case and punctuation", () => {
    expect(normaliseResponsibility("Draft e-mails, quickly!")).toBe(normaliseResponsibility("draft e mails quickly"));
  });
});
