import { describe, expect, it } from "vitest";
import type { AssessmentView, CareerPivot } from "../../../core/assessment/assessment-view";
import { renderPageForTest } from "../content/render-page-for-test";
import { CareerMovesSection } from "./career-moves-section";

const BASE = {
  id: "6f1c1f0e-2d1b-4d8e-9a51-0c7f3e0d8a11",
  riskScore: 20,
  recommendations: { skills: [], careerPivots: [], services: [] },
} as unknown as AssessmentView;

const BUS_DRIVER: CareerPivot = {
  title: "Bus Drivers, Transit and Intercity",
  code: "53-3052.00",
  matchPercentage: 66,
  riskScore: 15,
  medianWage: 59_050,
  relatedness: "Primary-Short",
  kind: "growth",
  caveats: [],
  transfer: {
    skills: null,
    knowledge: null,
    activities: 0.66,
    shared: ["Operate transportation equipment or vehicles"],
  },
  exposure: { from: 20, to: 15 },
  pay: { from: 42_100, to: 59_050, changePct: 40 },
  preparation: {
    jobZoneFrom: 2,
    jobZoneTo: 2,
    extraZones: 0,
    entryEducation: "High school diploma or equivalent",
    educationStepsUp: 1,
    needs: ["a high school diploma"],
    label: "needs a high school diploma",
    licence: "a commercial driver's licence (CDL)",
  },
  outlook: { growthPct: 4.3, annualOpenings: 20_900 },
};

function render(assessment: AssessmentView): string {
  const html = renderPageForTest({
    Component: (() => <CareerMovesSection assessment={assessment} />) as never,
    path: "/assessment/x",
  });
  return html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");
}

describe("CareerMovesSection", () => {
  it("shows each move with its tier and reasons, and tells a low-exposure visitor so", () => {
    const html = render({
      ...BASE,
      recommendations: {
        ...BASE.recommendations,
        careerPivots: [BUS_DRIVER],
        careerMoves: { situation: "low", noMoveReason: null },
      },
    });
    expect(html).toContain("Where you could move");
    expect(html).toContain("Your exposure is low (20/100), so these moves are for growth: your own ladder first");
    expect(html).toContain('href="/jobs/53-3052.00"');
    expect(html).toContain("Closely related (O*NET)");
    // US figures say so (ADR 034): the pay change first, the amounts marked US$, what it takes and the outlook "in the US".
    expect(html).toContain("+40%: US$42,100 → US$59,050 a year (median)");
    expect(html).toContain("What it takes in the US</dt>");
    expect(html).toContain("A high school diploma and a commercial driver's licence (CDL).");
    expect(html).toContain("Outlook (US)</dt>");
    expect(html).toContain("+4.3% jobs by 2034");
  });

  it("labels a fallback that cuts pay", () => {
    const html = render({
      ...BASE,
      recommendations: {
        ...BASE.recommendations,
        careerPivots: [{ ...BUS_DRIVER, caveats: ["pay cut"], pay: { from: 80_000, to: 59_050, changePct: -26 } }],
        careerMoves: { situation: "exposed", noMoveReason: null },
      },
    });
    expect(html).toContain(">Pay cut<");
  });

  it("says why when there is no move", () => {
    const html = render({
      ...BASE,
      riskScore: 29,
      recommendations: { ...BASE.recommendations, careerMoves: { situation: "low", noMoveReason: "none-fit" } },
    });
    expect(html).toContain("No related occupation passed our checks");
  });

  it("renders moves stored before the reasons were added", () => {
    const html = render({
      ...BASE,
      recommendations: {
        ...BASE.recommendations,
        careerPivots: [{ title: "Financial Managers", matchPercentage: 80, riskScore: 46 }],
      },
    });
    expect(html).toContain("Financial Managers");
    expect(html).toContain("80% of your work");
    expect(html).toContain("46 out of 100");
  });
});
