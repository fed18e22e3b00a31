import { describe, expect, it } from "vitest";
import {
  censusRestrictionIndustries,
  cleanIndexTitle,
  expandIndexCode,
  industryBit,
  peopleOrderTitle,
  readCodingIndex,
  splitOfTitleKey,
  titleKey,
} from "./coding-index";
import type { Occupation } from "./dataset";

const CODES = [
  "15-1252.00",
  "51-9121.00",
  "51-9122.00",
  "51-9191.00",
  "51-9199.00",
  "47-4011.00",
  "47-4099.03",
  "11-9199.01",
  "11-9199.02",
];

describe("expandIndexCode", () => {
  it.each([
    ["15-1252", ["15-1252.00"]],
    ["51-9120", ["51-9121.00", "51-9122.00"]],
    ["51-91XX", ["51-9121.00", "51-9122.00", "51-9191.00", "51-9199.00"]],
    ["47-4XXX", ["47-4011.00", "47-4099.03"]],
    ["11-9199", ["11-9199.01", "11-9199.02"]],
    ["99-9999", []],
    ["", []],
  ])("expands %j", (code, expected) => {
    expect(expandIndexCode(code, CODES)).toEqual(expected);
  });
});

describe("censusRestrictionIndustries", () => {
  it.each([
    ["", 0],
    ["Exc. 9470", 0],
    ["\\ Any not listed", 0],
    ["GOV", 0],
    ["(0770)", industryBit("other")],
    ["1470-1670", industryBit("manufacturing")],
    ["7970-8470", industryBit("healthcare")],
    ["(7380)", industryBit("technology")],
    ["1990, 6471, 6481", industryBit("manufacturing") | industryBit("other")],
    ["6870", industryBit("finance")],
    ["Bookmobile 6770", industryBit("other")],
  ])("maps %j", (restriction, mask) => {
    expect(censusRestrictionIndustries(restriction)).toBe(mask);
  });
});

describe("index titles in people's order", () => {
  const isRoleNoun = (word: string): boolean => ["mechanic", "engineer", "nurse", "practitioner"].includes(word);
  it.each([
    ["Engineer, civil", "civil Engineer"],
    ["Mechanic gun", "gun Mechanic"],
    ["Engineer design\\ ns", "design Engineer"],
    ["Nurse practitioner", "Nurse practitioner"],
    ["Mechanic industrial exc truck", "industrial Mechanic"],
    ["Book illustrator", "Book illustrator"],
  ])("writes %j as %j", (title, expected) => {
    expect(peopleOrderTitle(title, isRoleNoun)).toBe(expected);
  });

  it("drops the coder's notes", () => {
    expect(cleanIndexTitle("Occupational therapy less than bachelors degree")).toBe("Occupational therapy");
    expect(cleanIndexTitle("IBM operator\\ any other specified or ns")).toBe("IBM operator");
  });
});

describe("the development split", () => {
  it("is a stable 80/20 split by the order-free key", () => {
    expect(titleKey("Engineer, civil")).toBe(titleKey("civil engineer"));
    const keys = Array.from({ length: 2000 }, (_, i) => `title ${i}`);
    const dev = keys.filter((key) => splitOfTitleKey(key).part === "dev").length;
    expect(dev / keys.length).toBeGreaterThan(0.17);
    expect(dev / keys.length).toBeLessThan(0.23);
    expect(splitOfTitleKey("civil engineer")).toEqual(splitOfTitleKey("civil engineer"));
  });
});

describe("readCodingIndex", () => {
  const occupation = (code: string, title: string, alternateTitles: string[] = []): Occupation =>
    ({ code, title, alternateTitles, shortTitles: [], reportedTitles: [], indexTitles: [] }) as unknown as Occupation;
  const occupations = [
    occupation("47-2031.00", "Carpenters", ["Carpenter", "Finish Carpenter"]),
    occupation("51-9121.00", "Coating Machine Operators", ["Coating Machine Operator"]),
    occupation("51-9122.00", "Painters, Transportation Equipment", ["Auto Painter"]),
  ];

  it("lists new titles under every occupation a broad code covers, with their industry limits, and groups rows", () => {
    const { titlesByCode, titles } = readCodingIndex(occupations, [
      { title: "Carpenter, rough", code: "47-2031", industries: industryBit("other") },
      { title: "Carpenter", code: "47-2031", industries: 0 },
      { title: "Sprayer", code: "51-9120", industries: 0 },
    ]);
    expect(titlesByCode.get("47-2031.00")).toEqual([
      { title: "Carpenter, rough", industries: industryBit("other") },
      { title: "rough Carpenter", industries: industryBit("other") },
    ]);
    expect(titlesByCode.get("51-9121.00")).toEqual([{ title: "Sprayer", industries: 0 }]);
    expect(titlesByCode.get("51-9122.00")).toEqual([{ title: "Sprayer", industries: 0 }]);
    expect(titles.find((title) => title.title === "Carpenter")?.listedByOnet).toBe(true);
    expect(titles.find((title) => title.title === "Sprayer")?.codes).toEqual(["51-9121.00", "51-9122.00"]);
  });

  it("leaves out titles the filter rejects", () => {
    const { titlesByCode } = readCodingIndex(occupations, [{ title: "Sprayer", code: "51-9121", industries: 0 }], {
      keep: () => false,
    });
    expect(titlesByCode.size).toBe(0);
  });
});
