import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildTitleIndex } from "../core/occupations/title-index";
import {
  DEFAULT_OCCUPATION_DATASET_PATH,
  loadOccupationDataset,
  loadOccupationDatasetSync,
  PORTABLE_OCCUPATION_DATASET_PATH,
} from "./occupation-data";

describe("loading the occupation dataset", () => {
  it("keeps one dataset object per process when a synchronous load finishes during an asynchronous one", async () => {
    const pending = loadOccupationDataset({ path: DEFAULT_OCCUPATION_DATASET_PATH });
    const loadedSync = loadOccupationDatasetSync({ path: DEFAULT_OCCUPATION_DATASET_PATH });
    const loadedAsync = await pending;
    expect(loadedAsync).toBe(loadedSync);
    expect(await loadOccupationDataset({ path: DEFAULT_OCCUPATION_DATASET_PATH })).toBe(loadedSync);
    expect(loadedSync.occupations.length).toBeGreaterThan(900);
  });

  it.skipIf(!existsSync(PORTABLE_OCCUPATION_DATASET_PATH))(
    "reads the same dataset from the binary and the portable (gzipped JSON) form",
    async () => {
      const binary = loadOccupationDatasetSync();
      const portable = await loadOccupationDataset({ path: PORTABLE_OCCUPATION_DATASET_PATH });
      expect(portable).not.toBe(binary);
      expect(JSON.stringify(portable) === JSON.stringify(binary)).toBe(true);
      const fromBinary = buildTitleIndex(binary);
      const fromPortable = buildTitleIndex(portable);
      expect([...fromBinary.entryPostings.weights]).toEqual([...fromPortable.entryPostings.weights]);
      expect([...fromBinary.profilePostings.weights]).toEqual([...fromPortable.profilePostings.weights]);
      expect([...fromBinary.occupationLogPrior]).toEqual([...fromPortable.occupationLogPrior]);
    },
    30_000,
  );
});
