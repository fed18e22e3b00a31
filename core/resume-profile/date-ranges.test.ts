import { describe, expect, it } from "vitest";
import { countCoveredMonths, findDateRanges, hasDateRange, removeDateRanges } from "./date-ranges";

const now = new Date(Date.UTC(2026, 5, 15)); // June 2026

function monthsIn(text: string): number {
  return countCoveredMonths(findDateRanges({ text, now }));
}

describe("findDateRanges", () => {
  it.each([
    ["Jan 2016 – Dec 2016", 12],
    ["January 2016 - Present", 126],
    ["Mar 2020 – present", 76],
    ["2016-2020", 48],
    ["2016 – 2020", 48],
    ["03/2018 - 06/2021", 40],
    ["3/2018 to 6/2021", 40],
    ["Aug. 2015 to June 2019", 47],
    ["Sept 2019 – Current", 82],
    ["Sep 2021 to date", 58],
    ["2019–present", 90],
    ["May 2019 – Now", 86],
    ["Summer 2020 – Fall 2020", 4],
    ["2018/03 – 2018/05", 3],
    ["Oct 2023 — Ongoing", 33],
    ["March 2021 to Till Date", 64],
    ["01/03/2018 – 28/02/2020", 24],
    ["1.9.2014 – Present", 142],
    ["12/25/2019 - 01/15/2020", 2],
  ])("reads %j as %d months", (text, months) => {
    expect(monthsIn(text)).toBe(months);
  });

  // German and French CVs (#38): June 2026 is "now".
  it.each([
    ["seit 03/2019", 88],
    ["Seit März 2019", 88],
    ["03/2019 – heute", 88],
    ["03/2019 bis heute", 88],
    ["03.2019 - 06.2021", 28],
    ["März 2019 – Juni 2021", 28],
    ["Jan. 2018 – Dez. 2020", 36],
    ["von 01.2018 bis 12.2020", 36],
    ["depuis 2019", 90],
    ["depuis mars 2019", 88],
    ["2019 – aujourd'hui", 90],
    ["2019 à ce jour", 90],
    ["mars 2019 - juin 2021", 28],
    ["févr. 2017 – août 2018", 19],
    ["de janvier 2015 à décembre 2015", 12],
    ["du 01/03/2018 au 28/02/2019", 12],
    ["juillet 2020 – en cours", 72],
  ])("reads %j as %d months", (text, months) => {
    expect(monthsIn(text)).toBe(months);
  });

  it("reads a start and an end written with seit or depuis once, as one range", () => {
    expect(monthsIn("seit 03/2019 – 06/2021")).toBe(28);
  });

  it("ignores phone numbers, scores and lone years", () => {
    expect(monthsIn("(206) 555-0147")).toBe(0);
    expect(monthsIn("Grades 6-8")).toBe(0);
    expect(monthsIn("Graduated 2014")).toBe(0);
    expect(monthsIn("Reduced costs 20-30%")).toBe(0);
  });

  it("stops a future end date at the current month", () => {
    expect(monthsIn("Jan 2026 – Dec 2027")).toBe(6);
  });

  it("ignores a range that starts in the future", () => {
    expect(monthsIn("2027 - 2029")).toBe(0);
  });
});

describe("countCoveredMonths", () => {
  it("counts overlapping jobs once", () => {
    expect(monthsIn("Jan 2018 – Dec 2020\nJun 2020 – Dec 2021")).toBe(48);
  });

  it("adds separate jobs and leaves gaps out", () => {
    expect(monthsIn("Jan 2010 – Dec 2010\nJan 2015 – Dec 2015")).toBe(24);
  });

  it("joins back-to-back year ranges without counting the shared year twice", () => {
    expect(monthsIn("2014-2020\n2020 - Present")).toBe(150);
  });
});

describe("hasDateRange and removeDateRanges", () => {
  it("spots and removes a range inside a job line", () => {
    const line = "Delivery Driver, 2014-2020";
    expect(hasDateRange(line)).toBe(true);
    expect(removeDateRanges(line).trim()).toBe("Delivery Driver,");
    expect(hasDateRange("Delivery Driver")).toBe(false);
  });
});

describe("month and year written as two fields", () => {
  it('reads "Jan / 2020 – Present" and "Mar / 2016 – Dec / 2019" as month ranges', () => {
    expect(monthsIn("Jan / 2020 – Present")).toBe(78);
    expect(monthsIn("Mar / 2016 – Dec / 2019")).toBe(46);
  });
});
