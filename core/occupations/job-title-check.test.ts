import { describe, expect, it } from "vitest";
import { judgeJobTitle } from "./job-title-check";
import { needsOccupationConfirmation, MATCH_CONFIRM_BELOW } from "./weak-match";

const TITLE_WORDS = new Set(["registered", "nurse", "chief", "of", "staff", "baker", "head", "smith", "manager"]);
const judge = (title: string) => judgeJobTitle({ title, isTitleWord: (word) => TITLE_WORDS.has(word) });

describe("judgeJobTitle", () => {
  it.each(["asdf", "qwerty", "jkjkjk", "zzz", "asdfgh jkl", "sdfsdf", "12345"])("calls %j keyboard noise", (title) => {
    expect(judge(title)).toBe("noise");
  });

  it.each(["John Smith", "Sarah Baker", "maria j lopez"])("calls %j a person's name", (title) => {
    expect(judge(title)).toBe("name");
  });

  it.each(["Registered Nurse", "Chief of Staff", "Head of Vibes", "manager"])(
    "lets %j through as a job title",
    (title) => {
      expect(judge(title)).toBe("job");
    },
  );

  it("marks words no occupation title uses, which the matcher may still read (typos, other languages)", () => {
    expect(judge("Fluffernutter")).toBe("unknown-words");
  });
});

describe("needsOccupationConfirmation", () => {
  it("asks only when the engine was not sure, no AI model picked, and the confidence is low", () => {
    const weak = { sureEnough: false, matchedBy: "engine" as const, confidence: MATCH_CONFIRM_BELOW - 0.01 };
    expect(needsOccupationConfirmation(weak)).toBe(true);
    expect(needsOccupationConfirmation({ ...weak, confidence: MATCH_CONFIRM_BELOW })).toBe(false);
    expect(needsOccupationConfirmation({ ...weak, sureEnough: true })).toBe(false);
    expect(needsOccupationConfirmation({ ...weak, matchedBy: "ai" })).toBe(false);
    expect(needsOccupationConfirmation({ ...weak, matchedBy: "visitor" })).toBe(false);
  });
});
