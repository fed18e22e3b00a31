import { beforeAll, describe, expect, it } from "vitest";
import { createAssessmentEngine, type AssessmentEngine } from "../../services/assessments/assessment-engine";
import type { ElementRating } from "../occupations/dataset";
import { makeOccupation } from "./occupation-fixture";
import { personHasElement, recommendSkills } from "./skill-recommendations";

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

function rating(input: Partial<ElementRating> & { id: string; name: string }): ElementRating {
  return { importance: 4, level: 4, ...input };
}

describe("recommendSkills", () => {
  const nurse = makeOccupation({
    code: "29-1141.00",
    title: "Registered Nurses",
    skills: [rating({ id: "2.B.1.d", name: "Negotiation", level: 2.5 })],
    knowledge: [rating({ id: "2.C.7.a", name: "Medicine and Dentistry", importance: 4.8, level: 5.5 })],
    technologySkills: [
      { name: "Epic Systems", commodityCode: 1, commodityTitle: "Medical software", hot: true, inDemand: false },
      {
        name: "Microsoft Windows",
        commodityCode: 2,
        commodityTitle: "Operating system software",
        hot: true,
        inDemand: false,
      },
    ],
  });
  const manager = makeOccupation({
    code: "11-9111.00",
    title: "Medical and Health Services Managers",
    skills: [rating({ id: "2.B.1.d", name: "Negotiation", level: 4.5 })],
    knowledge: [rating({ id: "2.C.7.a", name: "Medicine and Dentistry", importance: 5, level: 6.5 })],
  });
  const groups = [
    { id: "iwa-records", title: "Maintain health or medical records.", share: 0.3, e1Share: 0.8, e2Share: 0.2 },
    {
      id: "iwa-care",
      title: "Administer basic health care or medical treatments.",
      share: 0.4,
      e1Share: 0,
      e2Share: 0,
    },
  ];
  const recommend = (personSkills: string[] = []) =>
    recommendSkills({
      occupation: nurse,
      pivotCodes: ["11-9111.00", "99-0000.00"],
      resolve: (code) => (code === manager.code ? manager : null),
      groups,
      gwaOf: (id) => (id === "iwa-records" ? "4.A.3.b.6" : "4.A.4.a.5"),
      personSkills,
      riskScore: 45,
    });

  it("gives an AI tool for the most exposed work, a skill a move needs more of, the least exposed activity and a job tool", () => {
    expect(recommend().map((r) => [r.kind, r.name])).toEqual([
      ["ai-tool", "AI note-taking and documentation assistants"],
      ["skill", "Negotiation"],
      ["work-activity", "Take on more of: administer basic health care or medical treatments"],
      ["technology", "Epic Systems"],
    ]);
  });

  it("says why in one line and what each duration assumes", () => {
    for (const item of recommend()) {
      expect(item.reason.length).toBeGreaterThan(20);
      expect(item.reason).not.toContain("\n");
      expect(item.duration).toMatch(/assumes/);
    }
    expect(recommend()[1]!.reason).toBe(
      "Medical and Health Services Managers use it at level 4.5 of 7, your occupation at 2.5; it is hard for AI to do.",
    );
  });

  it("never offers a knowledge area such as Medicine and Dentistry, even when a move needs more of it", () => {
    expect(recommend().map((r) => r.name)).not.toContain("Medicine and Dentistry");
  });

  it("leaves out what the person already has: the skill, the tool, and the AI tool once they use AI", () => {
    const names = recommend(["Contract negotiation", "Epic Systems", "ChatGPT"]).map((r) => r.name);
    expect(names).toEqual(["Take on more of: administer basic health care or medical treatments"]);
  });
});

describe("skills to learn on every occupation", () => {
  let engine: AssessmentEngine;
  beforeAll(() => {
    engine = createAssessmentEngine();
    engine.readDataset();
  }, 120_000);

  it("never recommends a knowledge area or a browser or social platform everyone uses, and every item has a why and a duration with its assumption", () => {
    const dataset = engine.readDataset();
    const knowledge = new Set(dataset.elements.filter((e) => e.category === "knowledge").map((e) => e.name));
    const problems: string[] = [];
    let withAdvice = 0;
    for (const each of dataset.occupations) {
      if (engine.scoreOccupation(each.code) === null) continue;
      const result = engine.assess({
        occupations: [{ code: each.code, confidence: 1 }],
        responsibilities: [],
        skills: [],
      });
      if (result.recommendations.skills.length > 0) withAdvice++;
      for (const item of result.recommendations.skills) {
        if (knowledge.has(item.name)) problems.push(`${each.code}: ${item.name}`);
        if (
          /^(Apple Safari|Microsoft Edge|Mozilla Firefox|Google Chrome|Web browser software|Facebook|YouTube)$/.test(
            item.name,
          )
        )
          problems.push(`${each.code}: ${item.name} is an everyday tool, not something to learn`);
        if (!item.reason || !/assumes/.test(item.duration))
          problems.push(`${each.code}: ${item.name} lacks a why or an assumption`);
      }
    }
    expect(problems).toEqual([]);
    expect(withAdvice).toBeGreaterThan(800);
  }, 120_000);
});
