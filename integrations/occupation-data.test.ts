import { describe, expect, it } from "vitest";
import { DEFAULT_OCCUPATION_DATASET_PATH, loadOccupationDataset, loadOccupationDatasetSync } from "./occupation-data";

describe("loading the occupation dataset", () => {
  it("keeps one dataset object per process when a synchronous load finishes during an asynchronous one", async () => {
    const pending = loadOccupationDataset({ path: DEFAULT_OCCUPATION_DATASET_PATH });
    const loadedSync = loadOccupationDatasetSync({ path: DEFAULT_OCCUPATION_DATASET_PATH });
    const loadedAsync = await pending;
    expect(loadedAsync).toBe(loadedSync);
    expect(await loadOccupationDataset({ path: DEFAULT_OCCUPATION_DATASET_PATH })).toBe(loadedSync);
    expect(loadedSync.occupations.length).toBeGreaterThan(900);
  });
});
