import { describe, expect, it } from "vitest";
import {
  assessExperienceModifier,
  assessSkillsModifier,
  classifySkill,
  combineModifiers,
  EXPERIENCE_FACTOR_BOUNDS,
  normaliseExperienceLevel,
  SKILLS_FACTOR_BOUNDS,
  TOTAL_FACTOR_BOUNDS,
} from "./modifiers";

describe("normaliseExperienceLevel", () => {
  it.each([
    ["Entry level (0-2 years)", undefined, "entry"],
    ["Junior", undefined, "entry"],
    ["Mid-level", undefined, "mid"],
    ["Senior (5-10 years)", undefined, "senior"],
    ["Team Lead", undefined, "lead"],
    ["Manager", undefined, "lead"],
    ["Director", undefined, "executive"],
    ["VP of Sales", undefined, "executive"],
    [undefined, 1, "entry"],
    [undefined, 3, "mid"],
    [undefined, 7, "senior"],
    [undefined, 15, "lead"],
    [undefined, undefined, null],
    ["something else", undefined, null],
  ] as const)("reads %s / %s years as %s", (level, years, expected) => {
    expect(normaliseExperienceLevel(level, years)).toBe(expected);
  });
});

describe("assessExperienceModifier", () => {
  it("raises exposure for entry level and lowers it for seniority", () => {
    const entry = assessExperienceModifier({ level: "Entry", responsibilities: [] });
    const mid = assessExperienceModifier({ level: "Mid", responsibilities: [] });
    const executive = assessExperienceModifier({ level: "Executive", responsibilities: [] });
    expect(entry.factor).toBeGreaterThan(mid.factor);
    expect(mid.factor).toBe(1);
    expect(executive.factor).toBeLessThan(mid.factor);
  });

  it("lowers exposure in proportion to judgement-heavy responsibilities", () => {
    const none = assessExperienceModifier({ responsibilities: ["Type invoices", "File records"] });
    const half = assessExperienceModifier({
      responsibilities: ["Type invoices", "Negotiate contracts with suppliers"],
    });
    const all = assessExperienceModifier({ responsibilities: ["Mentor junior staff", "Lead the team"] });
    expect(none.judgementShare).toBe(0);
    expect(half.judgementShare).toBe(0.5);
    expect(all.judgementShare).toBe(1);
    expect(all.factor).toBeLessThan(half.factor);
    expect(half.factor).toBeLessThan(none.factor);
  });

  it("stays within its bounds for the most extreme inputs", () => {
    const lowest = assessExperienceModifier({
      level: "Chief executive",
      years: 40,
      responsibilities: ["Lead and manage strategy"],
    });
    const highest = assessExperienceModifier({ level: "Intern", years: 0, responsibilities: ["Type data"] });
    expect(lowest.factor).toBeGreaterThanOrEqual(EXPERIENCE_FACTOR_BOUNDS.min);
    expect(highest.factor).toBeLessThanOrEqual(EXPERIENCE_FACTOR_BOUNDS.max);
  });
});

describe("classifySkill", () => {
  it.each([
    ["Negotiation", "complementary"],
    ["Team leadership", "complementary"],
    ["Patient care", "complementary"],
    ["Prompt engineering", "complementary"],
    ["Data entry", "routine"],
    ["Typing (70 wpm)", "routine"],
    ["Bookkeeping", "routine"],
    ["Data entry management", "routine"],
    ["Microsoft Excel", "neutral"],
    ["", "neutral"],
  ] as const)("classifies %s as %s", (skill, kind) => {
    expect(classifySkill(skill)).toBe(kind);
  });
});

describe("assessSkillsModifier", () => {
  it("lowers exposure for complementary skills and raises it for routine ones", () => {
    expect(assessSkillsModifier(["Negotiation", "Leadership"]).factor).toBeLessThan(1);
    expect(assessSkillsModifier(["Data entry", "Filing"]).factor).toBeGreaterThan(1);
    expect(assessSkillsModifier([]).factor).toBe(1);
  });

  it("has diminishing returns and hard bounds however many skills are listed", () => {
    const many = Array.from({ length: 40 }, (_, i) => (i % 2 ? "Leadership" : "Negotiation"));
    const routine = Array.from({ length: 40 }, () => "Data entry");
    expect(assessSkillsModifier(many).factor).toBeGreaterThanOrEqual(SKILLS_FACTOR_BOUNDS.min);
    expect(assessSkillsModifier(routine).factor).toBeLessThanOrEqual(SKILLS_FACTOR_BOUNDS.max);
  });
});

describe("combineModifiers", () => {
  it("keeps the combined factor within the total bounds", () => {
    const low = combineModifiers(
      { level: "executive", judgementShare: 1, factor: EXPERIENCE_FACTOR_BOUNDS.min },
      { complementary: [], routine: [], factor: SKILLS_FACTOR_BOUNDS.min },
    );
    const high = combineModifiers(
      { level: "entry", judgementShare: 0, factor: EXPERIENCE_FACTOR_BOUNDS.max },
      { complementary: [], routine: [], factor: SKILLS_FACTOR_BOUNDS.max },
    );
    expect(low).toBeGreaterThanOrEqual(TOTAL_FACTOR_BOUNDS.min);
    expect(high).toBeLessThanOrEqual(TOTAL_FACTOR_BOUNDS.max);
  });
});
