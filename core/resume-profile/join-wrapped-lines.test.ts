import { describe, expect, it } from "vitest";
import { joinWrappedLines } from "./join-wrapped-lines";

describe("joinWrappedLines", () => {
  it("joins a date range that a page's width broke across two lines", () => {
    expect(
      joinWrappedLines([
        "Warehouse Supervisor — Great Lakes Grocery, Etna, OH — Jan / 2020 –",
        "Present",
        "- Led a crew",
      ]),
    ).toEqual(["Warehouse Supervisor — Great Lakes Grocery, Etna, OH — Jan / 2020 – Present", "- Led a crew"]);
  });

  it("joins a header whose last field mark dangles to the line holding its dates", () => {
    expect(joinWrappedLines(["Head Chef — Harborview Kitchen, Portland, ME —", "2019 – Present"])).toEqual([
      "Head Chef — Harborview Kitchen, Portland, ME — 2019 – Present",
    ]);
    expect(
      joinWrappedLines(["Licensed Practical Nurse | Evergreen Senior Living |", "Spokane, WA | 03/2017 – Present"]),
    ).toEqual(["Licensed Practical Nurse | Evergreen Senior Living | Spokane, WA | 03/2017 – Present"]);
  });

  it("leaves a complete header, its own date line, bullets and blank lines alone", () => {
    const lines = [
      "Bus Operator",
      "Metro Transit, Minneapolis, MN",
      "August 2018 – Present",
      "",
      "- Drive routes 2019 –",
      "- 2020 figures",
    ];
    expect(joinWrappedLines(lines)).toEqual(lines);
    expect(joinWrappedLines(["Sous Chef — The Salt Cellar — 2015 – 2019", "2019 – 2020 Line Cook"])).toEqual([
      "Sous Chef — The Salt Cellar — 2015 – 2019",
      "2019 – 2020 Line Cook",
    ]);
  });
});
