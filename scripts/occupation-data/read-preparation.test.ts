import { describe, expect, it } from "vitest";
import {
  buildPreparation,
  findMedianCategory,
  readBlsEntryRequirements,
  readOnetPreparation,
} from "./read-preparation";

describe("entry requirements", () => {
  it("takes the category at which half of the respondents are reached", () => {
    expect(
      findMedianCategory(
        new Map([
          [1, 10],
          [2, 30],
          [6, 40],
          [8, 20],
        ]),
      ),
    ).toBe(6);
    expect(
      findMedianCategory(
        new Map([
          [3, 50],
          [6, 50],
        ]),
      ),
    ).toBe(3);
    expect(findMedianCategory(new Map())).toBeNull();
  });

  it("reads O*NET's education, experience and on-the-job training, skipping suppressed rows and other scales", () => {
    const row = (scale: string, category: number, value: number, suppress = "N") => ({
      "O*NET-SOC Code": "29-1141.00",
      "Scale ID": scale,
      Category: String(category),
      "Data Value": String(value),
      "Recommend Suppress": suppress,
    });
    const figures = readOnetPreparation([
      row("RL", 5, 30),
      row("RL", 6, 60),
      row("RL", 11, 10),
      row("RW", 1, 80),
      row("RW", 6, 20),
      row("PT", 9, 100),
      row("OJ", 4, 100, "Y"),
    ]);
    expect(figures.get("29-1141.00")).toEqual({ education: 6, experience: 1, training: null });
  });

  it("keeps BLS's typical entry requirements and treats the dash as no value", () => {
    const bls = readBlsEntryRequirements([
      {
        "2024 National Employment Matrix code": "29-1141",
        "Typical education needed for entry": "Bachelor's degree",
        "Work experience in a related occupation": "None",
        "Typical on-the-job training needed to attain competency in the occupation": "None",
      },
      {
        "2024 National Employment Matrix code": "29-0000",
        "Typical education needed for entry": "—",
        "Work experience in a related occupation": "—",
        "Typical on-the-job training needed to attain competency in the occupation": "—",
      },
    ]);
    expect(bls.get("29-1141")?.entryEducation).toBe("Bachelor's degree");
    expect(bls.has("29-0000")).toBe(false);
    const fieldsOfStudy = new Map([["29-1141.00", ["51.3801"]]]);
    const credentials = new Map([["29-1141", { licencePct: 99.9, certificationPct: 12.5 }]]);
    const preparation = buildPreparation({
      code: "29-1141.00",
      blsCode: "29-1141",
      onet: new Map(),
      bls,
      fieldsOfStudy,
      credentials,
    });
    expect(preparation).toEqual({
      education: null,
      experience: null,
      training: null,
      entryEducation: "Bachelor's degree",
      entryExperience: "None",
      entryTraining: "None",
      fieldsOfStudy: ["51.3801"],
      licenceRequiredPct: 99.9,
      certificationRequiredPct: 12.5,
    });
    expect(
      buildPreparation({ code: "55-1011.00", blsCode: null, onet: new Map(), bls, fieldsOfStudy, credentials }),
    ).toBeNull();
  });
});
