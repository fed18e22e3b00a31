import { describe, expect, it } from "vitest";
import type { Occupation } from "./dataset";
import { countSkillHits } from "./skill-hits";

function occupationWith({
  technology,
  skills,
}: {
  technology: string[];
  skills: { name: string; importance: number }[];
}): Occupation {
  return {
    technologySkills: technology.map((name) => ({
      name,
      commodityCode: 0,
      commodityTitle: "",
      hot: false,
      inDemand: false,
    })),
    skills: skills.map(({ name, importance }, i) => ({ id: `2.A.${i}`, name, importance, level: null })),
    knowledge: [],
  } as unknown as Occupation;
}

describe("countSkillHits", () => {
  const occupation = occupationWith({
    technology: ["Microsoft Excel", "Autodesk AutoCAD"],
    skills: [
      { name: "Critical Thinking", importance: 3.9 },
      { name: "Programming", importance: 1.4 },
    ],
  });

  it("counts each skill found inside a technology name or an important skill, ignoring case and spaces around", () => {
    expect(countSkillHits(occupation, [" excel ", "AutoCAD", "critical thinking"])).toBe(3);
    expect(countSkillHits(occupation, ["Excel", "excel"])).toBe(2);
  });

  it("ignores skills rated below 3 of 5, skills found nowhere and one-letter skills", () => {
    expect(countSkillHits(occupation, ["programming", "welding", "x", ""])).toBe(0);
  });

  it("never matches across two names", () => {
    expect(countSkillHits(occupation, ["excel autodesk", "excel\nautodesk", "autocad\ncritical"])).toBe(0);
  });

  it("gives the same answer on repeated calls (names are kept per occupation)", () => {
    expect(countSkillHits(occupation, ["excel"])).toBe(1);
    expect(countSkillHits(occupation, ["excel"])).toBe(1);
  });
});
