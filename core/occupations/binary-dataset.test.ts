import { describe, expect, it } from "vitest";
import {
  decodeBinaryOccupationDataset,
  encodeBinaryOccupationDataset,
  isBinaryOccupationDataset,
} from "./binary-dataset";
import type { Occupation, OccupationDataset } from "./dataset";
import { buildTitleIndex } from "./title-index";
import { findStoredMatcherTables } from "./matcher-tables";
import { findStoredTitleIndexArrays } from "./title-index-arrays";

const identity = (bytes: Uint8Array): Uint8Array => bytes;

function occupation(code: string, title: string, alternateTitles: string[], employment: number | null): Occupation {
  return {
    code,
    socCode: code.slice(0, 7),
    title,
    jobZone: 3,
    alternateTitles,
    shortTitles: [],
    reportedTitles: [title.replace(/s$/, "")],
    indexTitles: [{ title: `${title} trainee`, industries: 1 }],
    skills: [{ id: "2.A.1.a", name: "Reading Comprehension", importance: 3.5, level: null }],
    knowledge: [],
    technologySkills: [
      {
        name: "Microsoft Excel",
        commodityCode: 43232110,
        commodityTitle: "Spreadsheet software",
        hot: true,
        inDemand: false,
      },
    ],
    related: [{ code: "11-1011.00", tier: "Primary-Short", index: 1 }],
    exposure: { eloundou: null, microsoft: null, felten: null, anthropic: null, ilo: null, freyOsborne: null },
    labourMarket:
      employment === null
        ? null
        : {
            blsCode: code.slice(0, 7),
            medianAnnualWage: 50_000,
            annualWageP10: 30_000,
            annualWageP90: 90_000,
            wageTopCoded: false,
            employment,
            projectedGrowthPct: 1.5,
            annualOpenings: employment / 10,
          },
    tasks: [
      {
        id: 101,
        type: "core",
        importance: 4.25,
        relevance: 88.1,
        frequency: null,
        eloundou: { human: "E1", gpt4: "E0" },
        anthropicPct: 0.012,
        dwaIds: ["4.A.2.a.4.I09.D03"],
        iwaIds: ["4.A.2.a.4.I09"],
        terms: { budget: 0.61, financi: 0.79 },
      },
    ],
    preparation:
      employment === null
        ? null
        : {
            education: 6,
            experience: 7,
            training: 2,
            entryEducation: "Bachelor's degree",
            entryExperience: "5 years or more",
            entryTraining: "None",
          },
  };
}

const DATASET: OccupationDataset = {
  schemaVersion: 1,
  vintages: { onet: "30.1" },
  occupations: [
    occupation("11-1011.00", "Chief Executives", ["CEO", "Chief Executive Officer"], 200_000),
    occupation("13-2011.00", "Accountants and Auditors", ["Certified Public Accountant", "Auditor"], 1_400_000),
    occupation("13-2099.00", "Financial Specialists, All Other", ["Financial Analyst"], null),
  ],
  workActivities: [
    { id: "4.A.2.a.4.I09", title: "Manage budgets", gwaId: "4.A.2.a.4", gwaName: "Analyzing Data", microsoft: null },
  ],
  detailedWorkActivities: [{ id: "4.A.2.a.4.I09.D03", title: "Direct financial operations", iwaId: "4.A.2.a.4.I09" }],
  elements: [{ id: "2.A.1.a", name: "Reading Comprehension", category: "skill" }],
  anthropicInteractionShares: { directive: 22.6 },
  coverage: {
    occupations: 3,
    occupationsWithTasks: 3,
    tasks: 3,
    occupationsWithJobZone: 3,
    occupationsWithSkills: 3,
    eloundou: 0,
    microsoft: 0,
    felten: 0,
    anthropic: 0,
    ilo: 0,
    freyOsborne: 0,
    labourMarket: 2,
    wages: 2,
    projections: 2,
    tasksWithImportance: 3,
    tasksWithEloundou: 3,
    tasksWithAnthropic: 3,
  },
};

describe("binary occupation dataset", () => {
  it("round-trips the dataset, deterministically", () => {
    const bytes = encodeBinaryOccupationDataset(DATASET, { compress: identity });
    expect(isBinaryOccupationDataset(bytes)).toBe(true);
    expect(encodeBinaryOccupationDataset(DATASET, { compress: identity })).toEqual(bytes);
    const decoded = decodeBinaryOccupationDataset(bytes, { decompress: identity });
    expect(JSON.stringify(decoded)).toBe(JSON.stringify(DATASET));
  });

  it("unpacks an occupation's other fields on first access only, keeping the plain-object shape", () => {
    const bytes = encodeBinaryOccupationDataset(DATASET, { compress: identity });
    const unpacked: number[] = [];
    const decoded = decodeBinaryOccupationDataset(bytes, {
      decompress: (row) => {
        unpacked.push(row.length);
        return row;
      },
    });
    const [first] = decoded.occupations;
    expect(first?.code).toBe("11-1011.00");
    expect(first?.socCode).toBe("11-1011");
    expect(first?.title).toBe("Chief Executives");
    expect(unpacked).toHaveLength(0);
    expect(first?.tasks[0]?.terms).toEqual({ budget: 0.61, financi: 0.79 });
    expect(first?.alternateTitles).toEqual(["CEO", "Chief Executive Officer"]);
    expect(unpacked).toHaveLength(1);
    expect(Object.keys(first ?? {})).toEqual(Object.keys(DATASET.occupations[0] ?? {}));
    const copy = { ...first, jobZone: 5 };
    expect(copy.related).toEqual([{ code: "11-1011.00", tier: "Primary-Short", index: 1 }]);
    expect(first?.jobZone).toBe(3);
    if (first) first.alternateTitles = ["Chief Executive"];
    expect(first?.alternateTitles).toEqual(["Chief Executive"]);
  });

  it("carries the title index: a built index equals one built from scratch", () => {
    const decoded = decodeBinaryOccupationDataset(encodeBinaryOccupationDataset(DATASET, { compress: identity }), {
      decompress: identity,
    });
    expect(findStoredMatcherTables(decoded.occupations)).toBeDefined();
    expect(findStoredTitleIndexArrays(decoded.occupations)).toBeDefined();
    const stored = buildTitleIndex(decoded);
    const scratch = buildTitleIndex(DATASET);
    expect([...stored.entryPostings.weights]).toEqual([...scratch.entryPostings.weights]);
    expect([...stored.occupationLogPrior]).toEqual([...scratch.occupationLogPrior]);
    expect([...stored.entryIsOwn]).toEqual([...scratch.entryIsOwn]);
    expect([...stored.bigramFeature]).toEqual([...scratch.bigramFeature]);
    expect([...stored.taskPostings.weights]).toEqual([...scratch.taskPostings.weights]);
  });

  it("reads arrays from a buffer that is not 8-byte aligned", () => {
    const bytes = encodeBinaryOccupationDataset(DATASET, { compress: identity });
    const shifted = new Uint8Array(bytes.length + 1).subarray(1);
    shifted.set(bytes);
    const aligned = decodeBinaryOccupationDataset(bytes, { decompress: identity });
    const unaligned = decodeBinaryOccupationDataset(shifted, { decompress: identity });
    expect(JSON.stringify(unaligned)).toBe(JSON.stringify(aligned));
    expect([...buildTitleIndex(unaligned).entryPostings.weights]).toEqual([
      ...buildTitleIndex(aligned).entryPostings.weights,
    ]);
  });

  it("rejects other files", () => {
    expect(isBinaryOccupationDataset(new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe(false);
    expect(() => decodeBinaryOccupationDataset(new Uint8Array(16), { decompress: identity })).toThrow(
      /not a binary occupation dataset/,
    );
  });
});
