import { describe, expect, it } from "vitest";
import { bigramKey, occupationTitleParts } from "./title-index";

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
