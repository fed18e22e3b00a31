import { describe, expect, it } from "vitest";
import { buildOccupationPickPrompt, buildOccupationPickSchema, NONE_OF_THESE } from "./ai-occupation-pick";

const CANDIDATES = [
  { code: "11-9021.00", title: "Construction Managers" },
  { code: "47-2031.00", title: "Carpenters" },
];

describe("the occupation pick request", () => {
  it("lets the model answer only one of the candidate codes or 'none of these'", () => {
    expect(buildOccupationPickSchema(CANDIDATES.map((c) => c.code))).toEqual({
      type: "object",
      additionalProperties: false,
      required: ["code"],
      properties: { code: { type: "string", enum: ["11-9021.00", "47-2031.00", NONE_OF_THESE] } },
    });
  });

  it("shows the candidates in rank order with the title, industry and at most 12 duties", () => {
    const duties = Array.from({ length: 20 }, (_, i) => `Duty number ${i + 1}`);
    const { system, user } = buildOccupationPickPrompt({
      jobTitle: "General Contractor",
      industry: "other",
      duties,
      candidates: CANDIDATES,
    });
    expect(system).toContain(NONE_OF_THESE);
    expect(user).toContain("Job title: General Contractor");
    expect(user).toContain("Industry: other");
    expect(user).toContain("1. 11-9021.00 Construction Managers\n2. 47-2031.00 Carpenters");
    expect(user).toContain("- Duty number 12");
    expect(user).not.toContain("Duty number 13");
  });
});
