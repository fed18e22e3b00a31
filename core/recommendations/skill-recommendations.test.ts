import { describe, expect, it } from "vitest";
import { personHasElement } from "./skill-recommendations";

describe("personHasElement", () => {
  it.each([
    [["Negotiation"], "Negotiation", true],
    [["Contract negotiating"], "Negotiation", true],
    [["Team leadership"], "Management of Personnel Resources", true],
    [["Public speaking"], "Speaking", true],
    [["Decision making"], "Judgment and Decision Making", true],
    [["Critical thinking"], "Critical Thinking", true],
    [["Thinking"], "Critical Thinking", false],
    [["Data entry"], "Negotiation", false],
    [[], "Negotiation", false],
  ] as const)("reads %j as having %s: %s", (skills, element, expected) => {
    expect(personHasElement(skills, element)).toBe(expected);
  });
});
