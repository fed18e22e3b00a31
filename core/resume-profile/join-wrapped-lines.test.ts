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

  it("joins the end of a range that starts the next line with its dash: no bullet (issue 36)", () => {
    for (const dash of ["–", "-", "—"])
      expect(
        joinWrappedLines([
          "Material Handler — Ohio Valley Building Supply, Findlay, OH — Jun 2015",
          `${dash} Mar 2017`,
          "- Picked and packed orders",
        ]),
      ).toEqual([
        `Material Handler — Ohio Valley Building Supply, Findlay, OH — Jun 2015 ${dash} Mar 2017`,
        "- Picked and packed orders",
      ]);
    expect(joinWrappedLines(["Material Handler — Findlay, OH — Jun 2015", "– Loaded trailers"])).toEqual([
      "Material Handler — Findlay, OH — Jun 2015",
      "– Loaded trailers",
    ]);
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
