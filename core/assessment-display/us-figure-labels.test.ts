import { describe, expect, it } from "vitest";
import type { CareerPivot } from "../assessment/assessment-view";
import { describeCareerMove, summariseMove } from "./career-move-text";
import {
  addInTheUs,
  describeUsPay,
  formatUsDollars,
  labelUsEarning,
  labelUsMoveFacts,
  labelUsMoveSummary,
  labelUsSourceFigure,
  labelUsSourceMentions,
  prefixInTheUs,
} from "./us-figure-labels";

const NURSE_PRACTITIONERS: CareerPivot = {
  title: "Nurse Practitioners",
  matchPercentage: 78,
  code: "29-1171.00",
  riskScore: 30,
  relatedness: "Primary-Short",
  kind: "lower-exposure",
  exposure: { from: 45, to: 30 },
  pay: { from: 97_550, to: 132_300, changePct: 36 },
  preparation: {
    jobZoneFrom: 3,
    jobZoneTo: 5,
    extraZones: 2,
    entryEducation: "Master's degree",
    needs: ["a graduate degree (2–3 years)"],
    label: "needs a graduate degree (2–3 years)",
    licence: "an advanced practice nursing licence",
  },
  outlook: { growthPct: 40, annualOpenings: 29_000 },
};

describe("US amounts and pay changes", () => {
  it("marks every amount US$, top-coded wages as a lower bound", () => {
    expect(formatUsDollars(97_550)).toBe("US$97,550");
    expect(formatUsDollars(239_200)).toBe("US$239,200 or more");
  });

  it("gives a pay change as a percentage first, then the US median amounts", () => {
    expect(describeUsPay(NURSE_PRACTITIONERS)).toBe("+36% pay (US median: US$97,550 → US$132,300 a year)");
    expect(describeUsPay({ pay: { from: 60_000, to: 48_000, changePct: -20 } })).toBe(
      "−20% pay (US median: US$60,000 → US$48,000 a year)",
    );
    expect(describeUsPay({ pay: { from: 50_000, to: 50_100, changePct: 0 } })).toMatch(/^About the same pay \(/);
    expect(describeUsPay({ medianWage: 41_000 })).toBe("US median: US$41,000 a year");
    expect(describeUsPay({})).toBeNull();
  });

  it("marks prices stored as '$21 - $30' as US dollars, once", () => {
    expect(labelUsEarning("$21 - $30")).toBe("US$21 - US$30");
    expect(labelUsEarning("US$21 - US$30")).toBe("US$21 - US$30");
    expect(labelUsEarning("what clerks earn ($21 an hour)")).toBe("what clerks earn (US$21 an hour)");
  });
});

describe("US licences, schooling and outlook", () => {
  it("ends a licence or schooling phrase 'in the US', and leaves other phrases alone", () => {
    expect(addInTheUs("Needs a state teaching licence")).toBe("Needs a state teaching licence in the US");
    expect(addInTheUs("needs a bachelor's degree (about 4 years).")).toBe(
      "needs a bachelor's degree (about 4 years) in the US.",
    );
    expect(addInTheUs("Needs a commercial driver's licence (CDL) in the US")).toBe(
      "Needs a commercial driver's licence (CDL) in the US",
    );
    expect(addInTheUs("No more schooling than your job needs (O*NET Job Zone 2 → 2)")).toBe(
      "No more schooling than your job needs (O*NET Job Zone 2 → 2)",
    );
  });

  it("starts an outlook 'In the US:'", () => {
    expect(prefixInTheUs("+40% jobs by 2034 (BLS projections)")).toBe("In the US: +40% jobs by 2034 (BLS projections)");
    expect(prefixInTheUs("In the US: +4%")).toBe("In the US: +4%");
  });
});

describe("labelUsSourceMentions", () => {
  it("says BLS figures are US ones, once", () => {
    expect(labelUsSourceMentions("Figures: O*NET 30.1, BLS wages (May 2025) and projections (2024–34).")).toBe(
      "Figures: O*NET 30.1, US BLS wages (May 2025) and projections (2024–34).",
    );
    expect(labelUsSourceMentions("US BLS wages")).toBe("US BLS wages");
    expect(labelUsSourceMentions("No figures here.")).toBe("No figures here.");
  });
});

describe("labelUsMoveFacts", () => {
  it("labels every US figure of a move's card and keeps the rest as written", () => {
    const facts = labelUsMoveFacts({ move: NURSE_PRACTITIONERS, facts: describeCareerMove(NURSE_PRACTITIONERS).facts });
    const byLabel = Object.fromEntries(facts.map((fact) => [fact.label, fact.text]));
    expect(byLabel["Pay"]).toBe("+36% pay (US median: US$97,550 → US$132,300 a year)");
    expect(byLabel["What it takes"]).toMatch(/advanced practice nursing licence in the US$/);
    expect(byLabel["Outlook"]).toMatch(/^In the US: \+40% jobs by 2034/);
    expect(byLabel["What carries over"]).toBe(describeCareerMove(NURSE_PRACTITIONERS).facts[0]?.text);
    expect(byLabel["AI exposure"]).toBe("45 → 30 out of 100");
  });
});

describe("labelUsMoveSummary", () => {
  it("closes a summary that quotes pay or a requirement by saying they are US figures", () => {
    expect(labelUsMoveSummary({ move: NURSE_PRACTITIONERS, sentence: summariseMove(NURSE_PRACTITIONERS) })).toMatch(
      /pay \+36%, needs a graduate degree \(2–3 years\), needs an advanced practice nursing licence; pay and requirements are US figures\.$/,
    );
  });

  it("leaves a summary without pay or requirements as it is", () => {
    const move: CareerPivot = { title: "Clerks", matchPercentage: 60, riskScore: 40 };
    expect(labelUsMoveSummary({ move, sentence: summariseMove(move) })).toBe(summariseMove(move));
  });
});

describe("labelUsSourceFigure", () => {
  it("names the BLS figures as US ones and leaves the research figures alone", () => {
    const wage = {
      id: "bls-median-wage",
      name: "BLS OEWS (May 2025)",
      figure: "Median annual wage, USD",
      value: "97,550",
    };
    expect(labelUsSourceFigure(wage).figure).toBe("Median annual wage in the US, US$");
    expect(labelUsSourceFigure({ ...wage, id: "bls-employment" }).figure).toBe("Employment in the US, jobs");
    expect(labelUsSourceFigure({ ...wage, id: "bls-something-new", figure: "Openings" }).figure).toBe("Openings (US)");
    const beta = { id: "eloundou-human-beta", name: "GPTs are GPTs", figure: "β", value: "0.5" };
    expect(labelUsSourceFigure(beta)).toBe(beta);
  });
});
