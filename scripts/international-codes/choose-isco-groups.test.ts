import { describe, expect, it } from "vitest";
import { chooseIscoGroups, readTitleWords, type IscoEvidence } from "./choose-isco-groups";

const TITLES: Record<string, string> = {
  "1112": "Senior government officials",
  "1113": "Traditional chiefs and heads of villages",
  "1120": "Managing directors and chief executives",
  "2211": "Generalist medical practitioners",
  "2212": "Specialist medical practitioners",
  "3339": "Business services agents not elsewhere classified",
  "5249": "Sales workers not elsewhere classified",
  "4213": "Pawnbrokers and money-lenders",
  "2413": "Financial analysts",
  "3312": "Credit and loans officers",
};
const facts = { titleOf: (code: string) => TITLES[code], hasIlo: (code: string) => code !== "1113" };

function evidence(overrides: Partial<IscoEvidence>): IscoEvidence {
  return {
    title: "Some Occupation",
    candidates: [],
    escoWeight: new Map(),
    socEscoWeight: new Map(),
    labelMatches: new Map(),
    override: null,
    ...overrides,
  };
}

describe("chooseIscoGroups", () => {
  it("shows the group whose title holds the whole O*NET title before the ESCO crosswalk's favourite", () => {
    const groups = chooseIscoGroups({
      evidence: evidence({
        title: "Chief Executives",
        candidates: [
          { code: "1112", partial: true },
          { code: "1113", partial: true },
          { code: "1120", partial: true },
        ],
        escoWeight: new Map([["1112", 7]]),
      }),
      facts,
    });
    expect(groups[0]).toBe("1120");
    expect(groups).toEqual(["1120", "1112", "1113"]);
  });

  it("follows the ESCO crosswalk's evidence for this very O*NET code when the titles do not decide", () => {
    const groups = chooseIscoGroups({
      evidence: evidence({
        title: "Cardiologists",
        candidates: [
          { code: "2211", partial: true },
          { code: "2212", partial: true },
        ],
        escoWeight: new Map([["2212", 1]]),
      }),
      facts,
    });
    expect(groups).toEqual(["2212", "2211"]);
  });

  it("takes a reviewed override over every other rule", () => {
    const groups = chooseIscoGroups({
      evidence: evidence({
        title: "Dermatologists",
        candidates: [
          { code: "2211", partial: false },
          { code: "2212", partial: true },
        ],
        socEscoWeight: new Map([["2211", 3]]),
        override: "2212",
      }),
      facts,
    });
    expect(groups[0]).toBe("2212");
  });

  it("sends an 'All Other' occupation to ISCO's 'not elsewhere classified' group", () => {
    const groups = chooseIscoGroups({
      evidence: evidence({
        title: "Financial Clerks, All Other",
        candidates: [
          { code: "4213", partial: true },
          { code: "3339", partial: true },
        ],
        labelMatches: new Map([["4213", 2]]),
      }),
      facts,
    });
    expect(groups[0]).toBe("3339");
  });

  it("prefers a full BLS match to a partial one, then the lower code", () => {
    expect(
      chooseIscoGroups({
        evidence: evidence({
          candidates: [
            { code: "2211", partial: true },
            { code: "2212", partial: false },
          ],
        }),
        facts,
      }),
    ).toEqual(["2212", "2211"]);
    expect(
      chooseIscoGroups({
        evidence: evidence({
          candidates: [
            { code: "2212", partial: true },
            { code: "2211", partial: true },
          ],
        }),
        facts,
      }),
    ).toEqual(["2211", "2212"]);
  });

  it("lists groups only the ESCO crosswalk names after the BLS ones, never first", () => {
    const groups = chooseIscoGroups({
      evidence: evidence({
        title: "Credit Analysts",
        candidates: [{ code: "2413", partial: false }],
        escoWeight: new Map([["3312", 2]]),
      }),
      facts,
    });
    expect(groups).toEqual(["2413", "3312"]);
  });

  it("leaves out codes the ISCO-08 table does not know", () => {
    expect(chooseIscoGroups({ evidence: evidence({ candidates: [{ code: "9999", partial: false }] }), facts })).toEqual(
      [],
    );
  });
});

describe("readTitleWords", () => {
  it("drops plurals and filler words so titles meet", () => {
    expect([...readTitleWords("Registered Nurses and Related")]).toEqual(["registered", "nurse"]);
    expect([...readTitleWords("Secretaries, All Other")]).toEqual(["secretary"]);
    expect([...readTitleWords("Glass")]).toEqual(["glass"]);
  });
});
