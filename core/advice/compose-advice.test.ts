import { beforeAll, describe, expect, it } from "vitest";
import { assessExposure } from "../exposure/assess-exposure";
import { prepareExposureData, profileOccupation } from "../exposure/exposure-data";
import { loadCatalogueDataset } from "./catalogue/catalogue-fixture";
import { composeAdvice, type AdviceInput } from "./compose-advice";
import { describeRequirements } from "./moves/describe-requirements";
import { prepareAdviceData } from "./prepare-advice-data";

const dataset = loadCatalogueDataset();

/** The advice a visitor who typed exactly this occupation's title would get. */
function adviseFor(code: string, person: AdviceInput["person"] = {}) {
  const exposure = assessExposure({ dataset, occupations: [{ code, confidence: 1 }], skills: person.skills ?? [] });
  return {
    exposure,
    advice: composeAdvice({
      dataset,
      occupationCode: code,
      riskScore: exposure.riskScore,
      band: exposure.band,
      person,
    }),
  };
}

beforeAll(() => {
  prepareExposureData(dataset);
  prepareAdviceData(dataset);
}, 60_000);

describe("the counsellor's named ladders each appear, as a step up that pays more", () => {
  it.each([
    ["cook → chef", "35-2014.00", "35-1011.00"],
    ["bookkeeper → accountant", "43-3031.00", "13-2011.00"],
    ["registered nurse → nurse practitioner", "29-1141.00", "29-1171.00"],
    ["real estate agent → broker", "41-9022.00", "41-9021.00"],
    ["teller → loan officer", "43-3071.00", "13-2072.00"],
    ["paralegal → lawyer", "23-2011.00", "23-1011.00"],
    ["graphic designer → art director", "27-1024.00", "27-1011.00"],
  ])("%s", (_name, from, to) => {
    const move = adviseFor(from).advice.moves.moves.find((m) => m.code === to);
    expect(move?.kind).toBe("ladder");
    expect(move!.pay.changePct!).toBeGreaterThan(0);
    expect(move!.why.length).toBeGreaterThan(20);
  });

  it("names the law degree and the bar on paralegal → lawyer", () => {
    const lawyer = adviseFor("23-2011.00").advice.moves.moves.find((m) => m.code === "23-1011.00")!;
    expect(lawyer.preparation.label).toMatch(/Juris Doctor/);
    expect(lawyer.preparation.label).toMatch(/bar/i);
  });

  it("keeps the ladder for an exposed bookkeeper even though accountants are more exposed", () => {
    const { exposure, advice } = adviseFor("43-3031.00");
    const accountant = advice.moves.moves.find((m) => m.code === "13-2011.00")!;
    expect(accountant.riskScore).toBeGreaterThan(exposure.riskScore);
    expect(advice.moves.moves[0]!.kind).toBe("ladder");
  });
});

describe("moves a counsellor would sign", () => {
  const sample = dataset.occupations
    .filter((o, i) => i % 9 === 0 && profileOccupation(dataset, o.code) !== null)
    .map((o) => o.code);

  it("never offers a growth or ladder move that pays less", () => {
    for (const code of sample) {
      for (const move of adviseFor(code).advice.moves.moves)
        if (move.kind === "ladder" || move.kind === "growth") expect(move.pay.changePct ?? 0).toBeGreaterThanOrEqual(0);
    }
  });

  it("labels every pay cut with its size", () => {
    for (const code of sample) {
      for (const move of adviseFor(code).advice.moves.moves)
        if ((move.pay.changePct ?? 0) < 0) expect(move.caveats).toContain(`pay cut ${Math.abs(move.pay.changePct!)}%`);
    }
  });

  it("never goes two steps away: a move is the job's ladder or O*NET's own relation", () => {
    for (const code of sample)
      for (const move of adviseFor(code).advice.moves.moves)
        expect([
          "Career ladder",
          "Primary-Short",
          "Primary-Long",
          "Supplemental",
          "Lists your job",
          "Same group",
        ]).toContain(move.relatedness);
  });

  it("shows at most three moves that are not the job's curated rungs", () => {
    for (const code of sample)
      expect(
        adviseFor(code).advice.moves.moves.filter((move) => move.relatedness !== "Career ladder").length,
      ).toBeLessThanOrEqual(3);
  });

  it("offers no manager's post in a first job", () => {
    for (const code of ["15-2051.01", "13-1161.00", "43-4051.00", "13-2011.00"]) {
      const moves = adviseFor(code, { yearsOfExperience: 1 }).advice.moves.moves;
      expect(moves.filter((move) => move.code.startsWith("11-"))).toEqual([]);
    }
  });

  it("says stay and grow, with no moves, where only step-downs are left", () => {
    const staying = dataset.occupations
      .filter((o, i) => i % 3 === 0 && profileOccupation(dataset, o.code) !== null)
      .map((o) => adviseFor(o.code).advice.moves)
      .filter((moves) => moves.moves.length === 0);
    expect(staying.length).toBeGreaterThan(0);
    for (const moves of staying) expect(["stay-and-grow", "no-related-data"]).toContain(moves.noMoveReason);
  });
});

describe("what a move takes, aware of fields of study", () => {
  const data = () => prepareAdviceData(dataset);
  const byCode = (code: string) => data().byCode.get(code)!;
  const takes = (from: string, to: string) =>
    describeRequirements({ data: data(), from: byCode(from), to: byCode(to) });

  it("names medical school and residency for a pharmacist who would become a physician", () => {
    const label = takes("29-1051.00", "29-1215.00").label ?? "";
    expect(label).toMatch(/Doctor of Medicine|MD/);
    expect(label).toMatch(/residency/i);
  });

  it("names the physical therapist assistant programme and licence for a translator", () => {
    const needs = takes("27-3091.00", "31-2021.00");
    expect(needs.label).toMatch(/physical therap(ist|y) assistant/i);
    expect(needs.label).toMatch(/licen[cs]e/i);
    expect(needs.newCredential).toBe(true);
  });

  it("names the police academy for a claims adjuster who would become a detective", () => {
    expect(takes("13-1031.00", "33-3021.00").label).toMatch(/police|academy|officer/i);
  });

  it("does not ask a registered nurse for the nursing licence they hold", () => {
    const needs = takes("29-1141.00", "29-1171.00");
    expect(needs.label).not.toMatch(/NCLEX-RN/);
    expect(needs.label).toMatch(/master|DNP/);
  });
});

describe("pay at the visitor's level", () => {
  it("shows an early-career visitor the 25th percentile, labelled, not the median", () => {
    const occupation = dataset.occupations.find((o) => o.code === "15-2051.01")!;
    const junior = adviseFor("15-2051.01", { experienceLevel: "0-2 years", yearsOfExperience: 1 });
    expect(junior.advice.payBasis).toBe("early-career");
    for (const move of junior.advice.moves.moves) {
      expect(move.pay.basis).toBe("early-career");
      expect(move.pay.from).toBe(occupation.labourMarket!.annualWageP25);
    }
    expect(adviseFor("15-2051.01", { yearsOfExperience: 8 }).advice.payBasis).toBe("median");
  });

  it("says so where most workers are self-employed and BLS pay counts employees only", () => {
    const moves = adviseFor("41-9022.00").advice.moves.moves;
    const broker = moves.find((m) => m.code === "41-9021.00")!;
    expect(broker.selfEmployedPct).toBeGreaterThanOrEqual(30);
  });
});

describe("the time story", () => {
  it("gives the timeline as duration strings", () => {
    const { timeline } = adviseFor("41-9041.00").advice;
    for (const value of Object.values(timeline)) expect(value).toMatch(/^\d+(-\d+|\+) years$/);
  });
});
