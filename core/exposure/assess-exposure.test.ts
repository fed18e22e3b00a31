import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import type { OccupationDataset } from "../occupations/dataset";
import { unpackOccupationDataset, type PackedOccupationDataset } from "../occupations/packed-dataset";
import { assessExposure, ExposureAssessmentError, type AssessExposureInput } from "./assess-exposure";
import { TOTAL_FACTOR_BOUNDS } from "./modifiers";
import { prepareExposureData } from "./exposure-data";

const dataset: OccupationDataset = unpackOccupationDataset(
  JSON.parse(
    gunzipSync(readFileSync(new URL("../../data/occupations.json.gz", import.meta.url))).toString("utf8"),
  ) as PackedOccupationDataset,
);

const NURSE = "29-1141.00";
const BOOKKEEPER = "43-3031.00";
const PARALEGAL = "23-2011.00";

function assessCode(code: string, extra: Partial<AssessExposureInput> = {}) {
  return assessExposure({ dataset, occupations: [{ code, confidence: 1 }], ...extra });
}

describe("task term weights", () => {
  it("hold a task's own words only: an inherited name such as 'constructor' reads as absent", () => {
    const task = dataset.occupations.find((occupation) => occupation.code === BOOKKEEPER)?.tasks[0];
    expect(task).toBeDefined();
    const terms = task!.terms;
    expect(Object.keys(terms).length).toBeGreaterThan(0);
    expect(Object.getPrototypeOf(terms)).toBeNull();
    expect(terms["constructor"]).toBeUndefined();
    expect(terms["toString"]).toBeUndefined();
    expect(JSON.parse(JSON.stringify(terms))).toEqual({ ...terms });
  });
});

describe("assessExposure on the real dataset", () => {
  // The per-dataset tables are built once, as the server's warm-up does, not inside the first test's time limit.
  beforeAll(() => {
    prepareExposureData(dataset);
  }, 60_000);

  it.each([
    ["41-9041.00", "Telemarketers", 73, "High Risk"],
    ["43-9021.00", "Data Entry Keyers", 72, "High Risk"],
    ["43-4051.00", "Customer Service Representatives", 79, "High Risk"],
    [PARALEGAL, "Paralegals and Legal Assistants", 46, "Medium Risk"],
    [NURSE, "Registered Nurses", 29, "Low Risk"],
    ["47-2181.00", "Roofers", 1, "Low Risk"],
    ["35-2014.00", "Cooks, Restaurant", 10, "Low Risk"],
  ] as const)("scores %s (%s) about %s, %s, from the title alone", (code, title, score, level) => {
    const result = assessCode(code);
    expect(result.occupation.title).toBe(title);
    expect(Math.abs(result.riskScore - score)).toBeLessThanOrEqual(3);
    expect(result.riskLevel).toBe(level);
  });

  it("gives the same output for the same input, whatever the order of the matches", () => {
    const input: AssessExposureInput = {
      dataset,
      occupations: [
        { code: BOOKKEEPER, confidence: 0.7 },
        { code: "13-2011.00", confidence: 0.5 },
      ],
      responsibilities: "Reconcile bank statements\nPrepare invoices\nLead month-end close",
      skills: ["Negotiation", "Data entry"],
      experienceLevel: "Senior",
    };
    const first = assessExposure(input);
    expect(assessExposure(input)).toEqual(first);
    expect(assessExposure({ ...input, occupations: [...input.occupations].reverse() })).toEqual(first);
  });

  it("returns integer scores with the level matching the score and the score inside the band", () => {
    for (const code of [NURSE, BOOKKEEPER, PARALEGAL, "15-1252.00", "47-2061.00"]) {
      const result = assessCode(code, { responsibilities: ["Write reports", "Answer emails"] });
      expect(Number.isInteger(result.riskScore)).toBe(true);
      expect(result.riskScore).toBeGreaterThanOrEqual(result.band.alpha);
      expect(result.riskScore).toBeLessThanOrEqual(result.band.gamma);
      expect(result.band.alpha).toBeLessThanOrEqual(result.band.beta);
      expect(result.band.beta).toBeLessThanOrEqual(result.band.gamma);
    }
  });

  it("never lets externally supplied AI labels move the score outside the occupation's α–γ band", () => {
    const allDirect = ["Write newsletters", "Draft emails", "Summarise reports", "Translate leaflets", "Answer FAQs"];
    const up = assessCode(NURSE, { aiTaskLabels: allDirect.map((text) => ({ text, label: "E1" as const })) });
    const down = assessCode(BOOKKEEPER, { aiTaskLabels: allDirect.map((text) => ({ text, label: "E0" as const })) });
    expect(up.riskScore).toBe(up.band.gamma);
    expect(up.explanation.clampedToBand).toBe(true);
    expect(down.riskScore).toBe(down.band.alpha);
    expect(down.explanation.responsibilities.aiLabelled).toBe(allDirect.length);
  });

  it("uses an AI label only for a responsibility the matcher could not place", () => {
    const bullet = "Administer medications to patients and monitor their reactions";
    const placed = assessCode(NURSE, { responsibilities: [bullet], aiTaskLabels: [{ text: bullet, label: "E1" }] });
    expect(placed.explanation.responsibilities.matched).toBe(1);
    expect(placed.explanation.responsibilities.aiLabelled).toBe(0);
    const unplaced = "Zorbify the quuxes";
    const labelled = assessCode(NURSE, {
      responsibilities: [unplaced],
      aiTaskLabels: [{ text: unplaced, label: "E1" }],
    });
    expect(labelled.explanation.responsibilities.aiLabelled).toBe(1);
  });

  it("falls back to the occupation prior for responsibilities that match nothing", () => {
    const plain = assessCode(PARALEGAL);
    const unmatched = assessCode(PARALEGAL, { responsibilities: ["Zorbify the quuxes", "Blorp the flanges"] });
    expect(unmatched.explanation.responsibilities.unmatched).toBe(2);
    expect(unmatched.riskScore).toBe(plain.riskScore);
  });

  it("moves the score towards the exposure of the tasks a person actually does", () => {
    const clinical = assessCode(NURSE, {
      responsibilities: [
        "Administer medications and monitor patients",
        "Start IV lines",
        "Care for wounds and change dressings",
      ],
    });
    const records = assessCode(NURSE, {
      responsibilities: [
        "Record patient medical information",
        "Maintain patient records",
        "Prepare reports on patient care",
      ],
    });
    expect(records.riskScore).toBeGreaterThan(clinical.riskScore);
    expect(records.tasks.some((task) => task.matchedBullet !== undefined)).toBe(true);
  });

  it("lowers the score for senior, judgement-heavy people with complementary skills, within the modifier bounds", () => {
    const base = assessCode(PARALEGAL);
    const senior = assessCode(PARALEGAL, {
      experienceLevel: "Director",
      skills: ["Negotiation", "Leadership", "Stakeholder management", "Coaching"],
      responsibilities: ["Lead the litigation support team", "Negotiate settlements"],
    });
    const junior = assessCode(PARALEGAL, { experienceLevel: "Entry level", skills: ["Data entry", "Typing"] });
    expect(senior.riskScore).toBeLessThan(base.riskScore);
    expect(junior.riskScore).toBeGreaterThan(base.riskScore);
    expect(senior.explanation.modifiers.total).toBeGreaterThanOrEqual(TOTAL_FACTOR_BOUNDS.min);
    expect(junior.explanation.modifiers.total).toBeLessThanOrEqual(TOTAL_FACTOR_BOUNDS.max);
  });

  it("weights several matched occupations by confidence and ignores weak alternatives", () => {
    const nurse = assessCode(NURSE).explanation.finalIndex;
    const bookkeeper = assessCode(BOOKKEEPER).explanation.finalIndex;
    const mixed = assessExposure({
      dataset,
      occupations: [
        { code: NURSE, confidence: 0.6 },
        { code: BOOKKEEPER, confidence: 0.4 },
        { code: "47-2181.00", confidence: 0.1 },
      ],
    });
    expect(mixed.occupation.code).toBe(NURSE);
    expect(mixed.occupation.alternatives.map((a) => a.code)).toEqual([BOOKKEEPER, "47-2181.00"]);
    expect(mixed.explanation.occupations.map((o) => o.code)).toEqual([NURSE, BOOKKEEPER]);
    expect(mixed.explanation.finalIndex).toBeCloseTo(0.6 * nurse + 0.4 * bookkeeper, 3);
  });

  it("scores residual 'All Other' occupations from their SOC group", () => {
    const result = assessCode("43-9199.00");
    expect(result.explanation.occupations[0]!.basis).toBe("soc-group");
    expect(result.riskLevel).toBe("High Risk");
  });

  it("rejects a match list with nothing scorable", () => {
    expect(() => assessExposure({ dataset, occupations: [{ code: "00-0000.00", confidence: 1 }] })).toThrow(
      ExposureAssessmentError,
    );
  });

  it("explains with groups, labels and figures but never task statement text", () => {
    const result = assessCode(BOOKKEEPER, { responsibilities: ["Reconcile bank statements"] });
    expect(result.tasks.length).toBeGreaterThan(5);
    for (const task of result.tasks) {
      expect(Object.keys(task).sort()).toEqual(
        ["group", "id", "importance", "label", ...(task.matchedBullet ? ["matchedBullet"] : [])].sort(),
      );
    }
    const ids = result.sources.map((s) => s.id);
    expect(ids).toEqual(
      expect.arrayContaining(["eloundou-human-beta", "frey-osborne", "bls-median-wage", "ilo-gradient"]),
    );
    expect(result.sources.find((s) => s.id === "frey-osborne")!.role).toBe("context");
    expect(result.riskFactors.some((f) => f.kind === "task-group")).toBe(true);
    expect(result.riskFactors.some((f) => f.kind === "driver")).toBe(true);
    for (const factor of result.riskFactors) {
      expect(factor.exposure).toBeGreaterThanOrEqual(0);
      expect(factor.exposure).toBeLessThanOrEqual(100);
    }
  });

  it("computes the score only: the advice around it is composed in core/advice (ADR 029)", () => {
    const result = assessCode(BOOKKEEPER, { skills: ["Negotiation"] });
    expect(Object.keys(result).sort()).toEqual(
      ["band", "explanation", "occupation", "riskFactors", "riskLevel", "riskScore", "sources", "tasks"].sort(),
    );
  });
});
