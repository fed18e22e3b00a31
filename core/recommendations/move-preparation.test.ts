import { describe, expect, it } from "vitest";
import type { Occupation, Preparation } from "../occupations/dataset";
import { describeMovePreparation, joinList } from "./move-preparation";
import { makeOccupation } from "./occupation-fixture";

function occupation(
  code: string,
  jobZone: Occupation["jobZone"],
  preparation: Partial<Preparation> | null,
): Occupation {
  return makeOccupation({
    code,
    title: code,
    jobZone,
    preparation: preparation && {
      education: null,
      experience: null,
      training: null,
      entryEducation: null,
      entryExperience: null,
      entryTraining: null,
      ...preparation,
    },
  });
}

describe("describeMovePreparation", () => {
  it("names the degree a move needs beyond the person's own", () => {
    const nurse = occupation("29-1141.00", 4, { entryEducation: "Bachelor's degree" });
    const anaesthetist = occupation("29-1151.00", 5, { entryEducation: "Master's degree" });
    const result = describeMovePreparation({ from: nurse, to: anaesthetist });
    expect(result).toMatchObject({ extraZones: 1, educationStepsUp: 1, label: "needs a graduate degree (2–3 years)" });
    expect(result.licence).toBe("an advanced practice nursing licence");
  });

  it("joins several needs into one phrase", () => {
    const paralegal = occupation("23-2011.00", 3, { entryEducation: "Associate's degree" });
    const judge = occupation("23-1021.00", 5, {
      entryEducation: "Doctoral or professional degree",
      entryExperience: "5 years or more",
    });
    expect(describeMovePreparation({ from: paralegal, to: judge }).label).toBe(
      "needs a doctoral or professional degree (3–7 years) and 5+ years of related experience",
    );
  });

  it("labels a move two Job Zones up even when the sources name nothing specific", () => {
    const from = occupation("11-9199.00", 2, null);
    const to = occupation("11-9198.00", 4, null);
    expect(describeMovePreparation({ from, to }).label).toBe("needs much more preparation (O*NET Job Zone 2 → 4)");
  });

  it("needs nothing for a move at the same level, and no licence the person already holds", () => {
    const nurse = occupation("29-1141.00", 4, { entryEducation: "Bachelor's degree" });
    const acute = occupation("29-1141.01", 4, { entryEducation: "Bachelor's degree" });
    expect(describeMovePreparation({ from: nurse, to: acute })).toMatchObject({
      extraZones: 0,
      label: null,
      licence: null,
      needs: [],
    });
  });

  it("reads lists the way people write them", () => {
    expect(joinList(["a"])).toBe("a");
    expect(joinList(["a", "b", "c"])).toBe("a, b and c");
  });
});
