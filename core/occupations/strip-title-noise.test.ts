import { describe, expect, it } from "vitest";
import { splitTitleNoise } from "./strip-title-noise";

describe("splitTitleNoise", () => {
  it.each([
    ["Carpenter, Acme Builders — Austin, TX", ["Carpenter", "Acme Builders"]],
    ["Carpenter Company Name City", ["Carpenter"]],
    ["Sales Associate Company Name City", ["Sales Associate"]],
    ["Nurse | 2019 – Present", ["Nurse"]],
    ["Barista (Jan 2018 - Dec 2020)", ["Barista"]],
    ["Cook @ Maple Street Bakery", ["Cook", "Maple Street Bakery"]],
    ["Teacher at Lincoln Elementary, Denver, Colorado", ["Teacher", "Lincoln Elementary"]],
    ["Welder - Company Name, City, State", ["Welder"]],
  ])("splits %j into its title and the rest", (title, segments) => {
    const parts = splitTitleNoise(title);
    expect(parts.segments).toEqual(segments);
    expect(parts.noisy).toBe(true);
  });

  it("drops a segment that names a company", () => {
    expect(splitTitleNoise("Accountant, Smith & Sons LLC").segments).toEqual(["Accountant"]);
  });

  it("leaves titles that hold place-like or placeholder-like words alone", () => {
    for (const title of ["City Planner", "State Trooper", "PA-C", "MD", "Company Commander", "Current Collector"]) {
      const parts = splitTitleNoise(title);
      expect(parts.segments).toEqual([title]);
      expect(parts.noisy).toBe(false);
    }
  });
});
