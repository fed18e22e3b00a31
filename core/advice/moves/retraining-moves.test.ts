import { beforeAll, describe, expect, it } from "vitest";
import { describeCareerMove } from "../../assessment-display/career-move-text";
import { assessExposure } from "../../exposure/assess-exposure";
import { prepareExposureData } from "../../exposure/exposure-data";
import { loadCatalogueDataset } from "../catalogue/catalogue-fixture";
import { composeAdvice, type AdviceInput } from "../compose-advice";
import { prepareAdviceData } from "../prepare-advice-data";

/**
 * Moves that are really retraining (ADR 029, the second blind reading): shown only as the one long
 * route with its years, never as a nearby move; a degree the resume names counts; "no new degree"
 * is never said where the usual entry is above the visitor's schooling.
 */
const dataset = loadCatalogueDataset();

function movesFor(code: string, person: AdviceInput["person"] = {}) {
  const exposure = assessExposure({ dataset, occupations: [{ code, confidence: 1 }], skills: [] });
  return composeAdvice({ dataset, occupationCode: code, riskScore: exposure.riskScore, band: exposure.band, person })
    .moves.moves;
}

beforeAll(() => {
  prepareExposureData(dataset);
  prepareAdviceData(dataset);
}, 60_000);

describe("retraining is a long route, labelled with its years", () => {
  it("a bookkeeper with no degree named: the accounting bachelor's is the long route of about 4 years", () => {
    const accountant = movesFor("43-3031.00").find((move) => move.code === "13-2011.00");
    expect(accountant?.caveats).toContain("long route: about 4 years");
  });

  it("a bookkeeper with an associate's degree: the same rung is about 2 more years, not a long route", () => {
    const accountant = movesFor("43-3031.00", { education: ["Associate of Applied Science, Accounting"] }).find(
      (move) => move.code === "13-2011.00",
    );
    expect(accountant?.caveats.some((caveat) => caveat.startsWith("long route"))).toBe(false);
    expect(accountant?.preparation.needs[0]).toMatch(/about 2 more years/);
  });

  it("at most one long route in any result", () => {
    for (const code of ["43-3031.00", "23-2011.00", "29-2061.00", "47-2111.00", "41-4012.00", "43-4131.00"]) {
      const long = movesFor(code).filter((move) => move.caveats.some((caveat) => caveat.startsWith("long route")));
      expect(long.length, code).toBeLessThanOrEqual(1);
    }
  });

  it("an electrician of 12 years is not sent back to an apprenticeship; without years named it is only the long route", () => {
    expect(movesFor("47-2111.00", { yearsOfExperience: 12 }).some((move) => move.code === "47-2011.00")).toBe(false);
    const boilermaker = movesFor("47-2111.00").find((move) => move.code === "47-2011.00");
    if (boilermaker) expect(boilermaker.caveats.some((caveat) => caveat.startsWith("long route"))).toBe(true);
  });
});

describe("a route never hides the degree most people there hold", () => {
  it("a funeral home manager's move to coroner names the bachelor's BLS lists, not 'no new degree'", () => {
    const coroner = movesFor("11-9171.00").find((move) => move.code === "13-1041.06");
    expect(coroner).toBeDefined();
    const text = describeCareerMove(coroner!)
      .facts.map((fact) => fact.text)
      .join(" ");
    expect(text).toMatch(/BLS lists a bachelor's degree as the usual entry/);
    expect(text).not.toMatch(/no new degree/i);
  });
});
