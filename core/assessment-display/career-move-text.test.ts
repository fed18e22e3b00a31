import { describe, expect, it } from "vitest";
import type { CareerPivot } from "../assessment/assessment-view";
import { describeCareerMove, describeMovesContext, formatAnnualPay, summariseMove } from "./career-move-text";

const MOVE: CareerPivot = {
  title: "Nurse Practitioners",
  code: "29-1171.00",
  matchPercentage: 77,
  riskScore: 28,
  medianWage: 132_300,
  relatedness: "Primary-Short",
  kind: "growth",
  caveats: [],
  transfer: { skills: 0.9, knowledge: 0.9, activities: 0.6, shared: ["Maintain health or medical records"] },
  exposure: { from: 29, to: 28 },
  pay: { from: 97_550, to: 132_300, changePct: 36 },
  preparation: {
    jobZoneFrom: 4,
    jobZoneTo: 5,
    extraZones: 1,
    entryEducation: "Master's degree",
    educationStepsUp: 1,
    needs: ["a graduate degree (2–3 years)"],
    label: "needs a graduate degree (2–3 years)",
    licence: "an advanced practice nursing licence",
  },
  outlook: { growthPct: 40.1, annualOpenings: 29_500 },
};

describe("describeCareerMove", () => {
  it("gives every reason a visitor can check", () => {
    const text = describeCareerMove(MOVE);
    expect(text.tier).toBe("Closely related (O*NET)");
    expect(text.facts).toEqual([
      { label: "What carries over", text: "77% of your work, including: Maintain health or medical records" },
      { label: "Pay (US)", text: "+36%: US$97,550 → US$132,300 a year (median)" },
      {
        label: "What it takes in the US",
        text: "A graduate degree (2–3 years) and an advanced practice nursing licence.",
      },
      { label: "Outlook (US)", text: "+40.1% jobs by 2034, 29,500 openings a year (BLS projections)" },
      { label: "AI exposure", text: "29 → 28 out of 100 (about the same)" },
    ]);
  });

  it("says the size of every pay cut", () => {
    const cut: CareerPivot = {
      ...MOVE,
      caveats: ["pay cut 29%"],
      pay: { from: 148_270, to: 105_770, changePct: -29 },
    };
    expect(describeCareerMove(cut).caveats).toEqual(["Pay cut 29%"]);
    expect(summariseMove(cut)).toContain("pay −29%");
  });

  it("still renders a move stored before the reasons were added", () => {
    const text = describeCareerMove({ title: "Financial Managers", matchPercentage: 80, riskScore: 46 });
    expect(text.tier).toBeNull();
    expect(text.caveats).toEqual([]);
    expect(text.facts).toEqual([
      { label: "What carries over", text: "80% of your work" },
      { label: "AI exposure", text: "46 out of 100" },
    ]);
    expect(summariseMove({ title: "Financial Managers", matchPercentage: 80 })).toBe(
      "Financial Managers: 80% of your work carries over.",
    );
  });

  it("marks top-coded wages as a lower bound", () => {
    expect(formatAnnualPay(239_200)).toBe("US$239,200 or more");
    expect(formatAnnualPay(61_770)).toBe("US$61,770");
  });
});

describe("describeMovesContext", () => {
  it("tells a low-exposure visitor so", () => {
    expect(
      describeMovesContext({ context: { situation: "low", noMoveReason: null }, riskScore: 20, moveCount: 4 }),
    ).toMatch(/^Your exposure is low \(20\/100\)/);
  });

  it("says why there is no move", () => {
    expect(
      describeMovesContext({ context: { situation: "low", noMoveReason: "none-fit" }, riskScore: 29, moveCount: 0 }),
    ).toMatch(/^No related occupation passed our checks/);
    expect(
      describeMovesContext({
        context: { situation: "exposed", noMoveReason: "all-as-exposed" },
        riskScore: 80,
        moveCount: 0,
      }),
    ).toMatch(/at least as exposed as your 80\/100/);
  });

  it("speaks about the job, not the reader, on an occupation's page", () => {
    expect(
      describeMovesContext({
        context: { situation: "exposed", noMoveReason: null },
        riskScore: 72,
        moveCount: 3,
        audience: "occupation",
      }),
    ).toMatch(/^Exposure in this job is 72\/100\. The job's own ladder comes first/);
    expect(describeCareerMove({ title: "File Clerks", matchPercentage: 90 }, "occupation").facts[0]?.text).toBe(
      "90% of the work",
    );
  });

  it("says nothing for assessments stored without the context", () => {
    expect(describeMovesContext({ context: undefined, riskScore: 50, moveCount: 2 })).toBeNull();
  });
});
