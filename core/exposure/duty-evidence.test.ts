import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OCCUPATION_DATASET_PATH, loadOccupationDatasetSync } from "../../integrations/occupation-data";
import type { OccupationDataset } from "../occupations/dataset";
import type { MatchResult } from "../occupations/match-occupations";
import { DUTY_EVIDENCE, dutyFit, weighDuties } from "./duty-evidence";
import { prepareExposureData } from "./exposure-data";
import { vectorizeText } from "./responsibility-matching";

const hasDataset = existsSync(DEFAULT_OCCUPATION_DATASET_PATH);
let dataset: OccupationDataset;

beforeAll(() => {
  if (hasDataset) dataset = loadOccupationDatasetSync({ path: DEFAULT_OCCUPATION_DATASET_PATH });
});

const ACCOUNTANTS = "13-2011.00";
const SOFTWARE_DEVELOPERS = "15-1252.00";
const FIREFIGHTERS = "33-2011.00";

const SOFTWARE_DUTIES = [
  "Wrote, tested and debugged code for web applications and services",
  "Designed software modules and database schemas with the product team",
  "Reviewed other developers' code and fixed software defects",
];

function result(entries: [code: string, confidence: number][], sureEnough = false): MatchResult {
  return {
    matches: entries.map(([code, confidence]) => ({ code, title: code, score: confidence, confidence })),
    sureEnough,
  };
}

describe.skipIf(!hasDataset)("duty lines as evidence among a title's candidates", () => {
  it("fits duties to the occupation whose tasks they describe", () => {
    const index = prepareExposureData(dataset);
    const vectors = SOFTWARE_DUTIES.map((duty) => vectorizeText(index, duty));
    expect(dutyFit(dataset, SOFTWARE_DEVELOPERS, vectors)).toBeGreaterThan(dutyFit(dataset, ACCOUNTANTS, vectors));
    expect(dutyFit(dataset, "99-9999.99", vectors)).toBe(0);
  });

  it("reorders a near tie towards the duties, keeps the probabilities a distribution, and is then not sure", () => {
    const before = result([
      [ACCOUNTANTS, 0.45],
      [SOFTWARE_DEVELOPERS, 0.4],
    ]);
    const after = weighDuties({ dataset, result: before, duties: SOFTWARE_DUTIES });
    expect(after.matches.map((match) => match.code)).toEqual([SOFTWARE_DEVELOPERS, ACCOUNTANTS]);
    const total = after.matches.reduce((sum, match) => sum + match.confidence, 0);
    expect(total).toBeLessThanOrEqual(1.001);
    // The probability left to occupations outside the list stays outside it.
    expect(total).toBeLessThan(0.9);
    expect(after.sureEnough).toBe(false);
  });

  it("cannot overturn a title the ranking is sure of: the weight caps the fit's effect", () => {
    const before = result(
      [
        [FIREFIGHTERS, 0.98],
        [SOFTWARE_DEVELOPERS, 0.02],
      ],
      true,
    );
    const after = weighDuties({ dataset, result: before, duties: SOFTWARE_DUTIES });
    expect(after.matches[0]?.code).toBe(FIREFIGHTERS);
    expect(after.sureEnough).toBe(true);
    // At most e^weight between two candidates, whatever the duties say.
    expect(Math.exp(DUTY_EVIDENCE.weight)).toBeLessThan(0.98 / 0.02);
  });

  it("leaves the result as it is without duty lines worth reading", () => {
    const before = result([
      [ACCOUNTANTS, 0.45],
      [SOFTWARE_DEVELOPERS, 0.4],
    ]);
    expect(weighDuties({ dataset, result: before, duties: [] })).toBe(before);
    expect(weighDuties({ dataset, result: before, duties: ["Sales", "Various duties"] })).toBe(before);
  });
});
