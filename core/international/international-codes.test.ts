import { describe, expect, it } from "vitest";
import { describeInternationalCodes, type InternationalCodesFile } from "./international-codes";

const titles = (en: string) => ({ en, de: `${en} (de)`, fr: `${en} (fr)` });
const file: InternationalCodesFile = {
  schemaVersion: 1,
  iscoGroups: {
    "1120": {
      titles: titles("Managing directors and chief executives"),
      ilo: { score: 0.41, gradient: "Exposed: Gradient 1" },
    },
    "1112": { titles: titles("Senior government officials"), ilo: null },
    "0110": { titles: titles("Commissioned armed forces officers"), ilo: null },
  },
  nocGroups: { "00012": "Senior managers - financial", "00013": "Senior managers - health" },
  occupations: {
    "11-1011.00": { isco: ["1120", "1112"], noc: ["00012", "00013"] },
    "55-1011.00": { isco: ["0110"], noc: [] },
    "19-2099.00": { isco: [], noc: [] },
  },
};

describe("describeInternationalCodes", () => {
  it("shows the first group with the ILO figure of that group, and lists the others", () => {
    expect(describeInternationalCodes({ file, code: "11-1011.00" })).toEqual({
      isco: { code: "1120", titles: titles("Managing directors and chief executives") },
      otherIsco: [{ code: "1112", titles: titles("Senior government officials") }],
      ilo: { score: 0.41, gradient: "Exposed: Gradient 1" },
      noc: { code: "00012", title: "Senior managers - financial" },
      otherNoc: [{ code: "00013", title: "Senior managers - health" }],
    });
  });

  it("says there is no ILO figure or NOC group rather than borrowing one", () => {
    expect(describeInternationalCodes({ file, code: "55-1011.00" })).toMatchObject({ ilo: null, noc: null });
    expect(describeInternationalCodes({ file, code: "19-2099.00" })).toMatchObject({ isco: null, ilo: null });
  });

  it("knows nothing of an occupation the file does not hold", () => {
    expect(describeInternationalCodes({ file, code: "99-9999.00" })).toBeNull();
  });
});
