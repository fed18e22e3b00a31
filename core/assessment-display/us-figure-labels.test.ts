import { describe, expect, it } from "vitest";
import type { CareerPivot } from "../assessment/assessment-view";
import { describeCareerMove, summariseMove } from "./career-move-text";
import {
  addInTheUs,
  formatUsDollars,
  labelUsEarning,
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

describe("a move's card", () => {
  it("labels every US figure itself: pay percentage first in US$, what it takes and the outlook in the US", () => {
    const byLabel = Object.fromEntries(
      describeCareerMove(NURSE_PRACTITIONERS).facts.map((fact) => [fact.label, fact.text]),
    );
    expect(byLabel["Pay (US)"]).toMatch(/^\+36%: US\$97,550 → US\$132,300 a year/);
    expect(byLabel["What it takes in the US"]).toMatch(/advanced practice nursing licence/);
    expect(byLabel["Outlook (US)"]).toMatch(/jobs by 2034/);
    expect(JSON.stringify(byLabel)).not.toMatch(/(?<!US)\$\d/);
  });
});

describe("labelUsMoveSummary", () => {
  it("closes a summary that quotes pay or a requirement by saying they are US figures", () => {
    expect(labelUsMoveSummary({ move: NURSE_PRACTITIONERS, sentence: summariseMove(NURSE_PRACTITIONERS) })).toMatch(
      /pay \+36%, .*needs a graduate degree \(2–3 years\), needs an advanced practice nursing licence; pay and requirements are US figures\.$/,
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
