import { describe, expect, it } from "vitest";
import { priceFreelanceHour, recommendFreelanceServices, type TaskGroupMix } from "./freelance-services";

describe("priceFreelanceHour", () => {
  it.each([
    // median annual wage → hourly = wage / 2080; quoted 1.25×–2× rounded to $5
    [52000, "$30 - $50"],
    [104000, "$65 - $100"],
    [97550, "$60 - $95"],
    [20800, "$15 - $20"],
  ])("prices a median wage of $%s at %s an hour", (wage, expected) => {
    expect(priceFreelanceHour(wage)).toBe(expected);
  });

  it("returns null without a wage", () => {
    expect(priceFreelanceHour(null)).toBeNull();
    expect(priceFreelanceHour(0)).toBeNull();
  });
});

describe("recommendFreelanceServices", () => {
  const group = (id: string, share: number, e1Share: number, e2Share: number): TaskGroupMix => ({
    id,
    title: `Group ${id}.`,
    share,
    e1Share,
    e2Share,
  });

  it("names services after the most AI-complemented groups, tools-assisted work first", () => {
    const services = recommendFreelanceServices({
      groups: [group("a", 0.3, 0, 0), group("b", 0.2, 0, 1), group("c", 0.2, 1, 0), group("d", 0.01, 0, 1)],
      medianAnnualWage: 52000,
    });
    expect(services.map((s) => s.name)).toEqual(["Group b", "Group c", "Group a"]);
    expect(services.every((s) => s.earning === "$30 - $50" && s.unit === "per hour")).toBe(true);
  });

  it("offers nothing when there is no wage to price from", () => {
    expect(recommendFreelanceServices({ groups: [group("a", 1, 1, 0)], medianAnnualWage: null })).toEqual([]);
  });
});
