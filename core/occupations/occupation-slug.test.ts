import { describe, expect, it } from "vitest";
import { assignOccupationSlugs, slugifyOccupationTitle } from "./occupation-slug";

describe("slugifyOccupationTitle", () => {
  it("turns a title into lower-case words joined by hyphens", () => {
    expect(slugifyOccupationTitle("Registered Nurses")).toBe("registered-nurses");
    expect(slugifyOccupationTitle("Poets, Lyricists and Creative Writers")).toBe(
      "poets-lyricists-and-creative-writers",
    );
    expect(slugifyOccupationTitle("Chief Executives & Legislators")).toBe("chief-executives-and-legislators");
    expect(slugifyOccupationTitle("First-Line Supervisors of Farming/Fishing Workers")).toBe(
      "first-line-supervisors-of-farming-fishing-workers",
    );
  });

  it("drops accents and apostrophes, and never returns an empty slug", () => {
    expect(slugifyOccupationTitle("Café Managers")).toBe("cafe-managers");
    expect(slugifyOccupationTitle("Nurses' Aides")).toBe("nurses-aides");
    expect(slugifyOccupationTitle("  --  ")).toBe("occupation");
  });
});

describe("assignOccupationSlugs", () => {
  it("gives unique titles their own slug", () => {
    const slugs = assignOccupationSlugs([
      { code: "29-1141.00", title: "Registered Nurses" },
      { code: "29-1171.00", title: "Nurse Practitioners" },
    ]);
    expect(Object.fromEntries(slugs)).toEqual({
      "29-1141.00": "registered-nurses",
      "29-1171.00": "nurse-practitioners",
    });
  });

  it("tells colliding titles apart by code, whatever order they come in", () => {
    const occupations = [
      { code: "11-9199.02", title: "Compliance Managers" },
      { code: "13-1041.00", title: "Compliance  managers" },
      { code: "15-1252.00", title: "Software Developers" },
    ];
    const forward = assignOccupationSlugs(occupations);
    const backward = assignOccupationSlugs([...occupations].reverse());
    expect(Object.fromEntries(forward)).toEqual({
      "11-9199.02": "compliance-managers-11-9199-02",
      "13-1041.00": "compliance-managers-13-1041-00",
      "15-1252.00": "software-developers",
    });
    expect(Object.fromEntries(backward)).toEqual(Object.fromEntries(forward));
  });

  it("never hands a disambiguated slug to two occupations, even when a title already looks like one", () => {
    const slugs = assignOccupationSlugs([
      { code: "11-1111.00", title: "Clerks" },
      { code: "11-1111.01", title: "Clerks" },
      { code: "22-2222.00", title: "Clerks 11 1111 00" },
    ]);
    const values = [...slugs.values()];
    expect(new Set(values).size).toBe(3);
    expect(slugs.get("22-2222.00")).toBe("clerks-11-1111-00");
    expect(slugs.get("11-1111.00")).toBe("clerks-11-1111-00-2");
  });
});
