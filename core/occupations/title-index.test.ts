import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_OCCUPATION_DATASET_PATH, loadOccupationDatasetSync } from "../../integrations/occupation-data";
import { packOccupationDataset, unpackOccupationDataset } from "./packed-dataset";
import { bigramKey, computeTitleIndexArrays, FEATURE_BOOSTS, findStoredTitleIndexArrays } from "./title-index-arrays";
import { buildTitleIndex } from "./title-index";
import {
  computeMatcherTables,
  findStoredMatcherTables,
  type MatcherTables,
  occupationTitleParts,
} from "./matcher-tables";

describe("occupationTitleParts", () => {
  it.each([
    [
      "Secretaries and Administrative Assistants, Except Legal, Medical, and Executive",
      ["Secretaries", "Administrative Assistants"],
    ],
    ["Cooks, Restaurant", ["Cooks", "Restaurant Cooks"]],
    ["Bus Drivers, School", ["Bus Drivers", "School Bus Drivers"]],
    ["Cardiovascular Technologists and Technicians", ["Cardiovascular Technologists", "Cardiovascular Technicians"]],
    ["Business Operations Specialists, All Other", ["Business Operations Specialists"]],
    ["Soil and Plant Scientists", ["Plant Scientists"]],
  ])("splits %j into %j", (title, parts) => {
    expect(occupationTitleParts(title)).toEqual(parts);
  });

  it.each([
    "First-Line Supervisors of Production and Operating Workers",
    "Meeting, Convention, and Event Planners",
    "Software Developers",
    "Helpers--Electricians",
  ])("leaves %j alone", (title) => {
    expect(occupationTitleParts(title)).toEqual([]);
  });
});

describe("bigramKey", () => {
  it("gives distinct keys for ordered pairs, small and large ids alike", () => {
    const keys = new Set([
      bigramKey(1, 2),
      bigramKey(2, 1),
      bigramKey(16_383, 16_383),
      bigramKey(16_384, 0),
      bigramKey(0, 16_384),
      bigramKey(1, 16_384),
    ]);
    expect(keys.size).toBe(6);
  });
});

/** Element-wise equality of every field (typed arrays compared directly; `toEqual` on them is slow). */
function sameTables(a: MatcherTables | undefined, b: MatcherTables | undefined): boolean {
  if (!a || !b) return false;
  return (Object.keys(a) as (keyof MatcherTables)[]).every((key) => {
    const x = a[key];
    const y = b[key];
    if (typeof x === "number" || typeof y === "number") return x === y;
    return x.length === y.length && x.every((value, i) => value === y[i]);
  });
}

/**
 * Deep equality of index parts: typed arrays element-wise (same type, same values, -0 ≠ 0), maps by
 * entries in order, plain objects field by field. Returns the path of the first difference, or null.
 */
function firstDifference(a: unknown, b: unknown, path = ""): string | null {
  if (ArrayBuffer.isView(a) || ArrayBuffer.isView(b)) {
    const x = a as unknown as ArrayLike<number>;
    const y = b as unknown as ArrayLike<number>;
    if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b) || x.length !== y.length) return path;
    for (let i = 0; i < x.length; i++) if (!Object.is(x[i], y[i])) return `${path}[${i}]`;
    return null;
  }
  if (a instanceof Map && b instanceof Map) {
    const x = [...a.entries()];
    const y = [...b.entries()];
    if (x.length !== y.length) return path;
    for (let i = 0; i < x.length; i++)
      if (!Object.is(x[i]?.[0], y[i]?.[0]) || !Object.is(x[i]?.[1], y[i]?.[1])) return `${path}<${i}>`;
    return null;
  }
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = Object.keys(a);
    if (keys.join() !== Object.keys(b).join()) return `${path}{keys}`;
    for (const key of keys) {
      const difference = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
      if (difference !== null) return difference;
    }
    return null;
  }
  return Object.is(a, b) ? null : path;
}

describe.skipIf(!existsSync(DEFAULT_OCCUPATION_DATASET_PATH))("index arrays stored in the dataset", () => {
  it("equal the arrays computed from the dataset's titles, tasks and figures (rebuild the data if this fails)", () => {
    const dataset = loadOccupationDatasetSync();
    const stored = findStoredTitleIndexArrays(dataset.occupations);
    expect(stored).toBeDefined();
    expect(firstDifference(stored, computeTitleIndexArrays(dataset.occupations))).toBeNull();
  }, 30_000);

  it("give the same index as building from scratch, field by field", () => {
    const dataset = loadOccupationDatasetSync();
    const copy = { ...dataset, occupations: [...dataset.occupations] };
    expect(findStoredTitleIndexArrays(copy.occupations)).toBeUndefined();
    const { dataset: ownDataset, occupations, searchEntries, ...fromStored } = buildTitleIndex(dataset);
    const { dataset: copyDataset, occupations: copyOccupations, ...fromScratch } = buildTitleIndex(copy);
    expect(ownDataset).toBe(dataset);
    expect(copyDataset).toBe(copy);
    expect(occupations).toBe(dataset.occupations);
    expect(copyOccupations).toBe(copy.occupations);
    const { searchEntries: copySearchEntries, ...scratchArrays } = fromScratch;
    expect(firstDifference(fromStored, scratchArrays)).toBeNull();
    expect(searchEntries).toEqual(copySearchEntries);
  }, 30_000);

  it("are set aside when the weighting constants they were computed with have changed", () => {
    const dataset = loadOccupationDatasetSync();
    const bigram = FEATURE_BOOSTS.bigram;
    try {
      FEATURE_BOOSTS.bigram = bigram + 0.1;
      expect(findStoredTitleIndexArrays(dataset.occupations)).toBeUndefined();
    } finally {
      FEATURE_BOOSTS.bigram = bigram;
    }
    expect(findStoredTitleIndexArrays(dataset.occupations)).toBeDefined();
  });
});

describe.skipIf(!existsSync(DEFAULT_OCCUPATION_DATASET_PATH))("matcher tables stored in the dataset", () => {
  it("equal the tables computed from the dataset's titles and tasks (rebuild the data if this fails)", () => {
    const dataset = loadOccupationDatasetSync();
    const stored = findStoredMatcherTables(dataset.occupations);
    expect(stored).toBeDefined();
    expect(sameTables(stored, computeMatcherTables(dataset.occupations))).toBe(true);
  }, 30_000);

  it("survive packing and unpacking, and a changed copy of the occupations is indexed from scratch", () => {
    const dataset = loadOccupationDatasetSync();
    const unpacked = unpackOccupationDataset(packOccupationDataset(dataset));
    expect(
      sameTables(findStoredMatcherTables(unpacked.occupations), findStoredMatcherTables(dataset.occupations)),
    ).toBe(true);
    const copy = { ...dataset, occupations: [...dataset.occupations] };
    expect(findStoredMatcherTables(copy.occupations)).toBeUndefined();
    const fromStored = buildTitleIndex(dataset);
    const fromScratch = buildTitleIndex(copy);
    const same = (x: ArrayLike<number>, y: ArrayLike<number>): boolean =>
      x.length === y.length && Array.prototype.every.call(x, (value: number, i: number) => value === y[i]);
    expect(same(fromScratch.entryWords, fromStored.entryWords)).toBe(true);
    expect(same(fromScratch.entryPostings.weights, fromStored.entryPostings.weights)).toBe(true);
    expect(same(fromScratch.taskPostings.weights, fromStored.taskPostings.weights)).toBe(true);
  }, 30_000);
});
