import { describe, expect, it } from "vitest";
import type { EscoOccupation } from "./esco-titles";
import { ESCO_TITLES_VERSION } from "./esco-titles";
import {
  buildForeignTitleIndex,
  findEntriesByKey,
  findStemId,
  findStemsEndingWith,
  findStemsStartingWith,
} from "./foreign-title-index";
import { stemTitleWord } from "./fold-title";
import { computeLabelEntries, splitLabelForms, toEscoTitleIndexData } from "./label-entries";

const occupation = (id: string, labels: EscoOccupation["labels"], onet: string[]): EscoOccupation => ({
  id,
  isco: "0000",
  crosswalk: onet,
  confidence: 2,
  inherited: false,
  onet,
  shares: onet.map(() => 1 / onet.length),
  labels,
});

const OCCUPATIONS: EscoOccupation[] = [
  occupation(
    "bus",
    {
      en: { preferred: "bus driver", other: [] },
      de: { preferred: "Omnibusfahrer/Omnibusfahrerin", other: ["Linienbusfahrer"] },
    },
    ["53-3052.00"],
  ),
  occupation(
    "lawyer",
    {
      en: { preferred: "lawyer", other: ["attorney"] },
      de: { preferred: "Rechtsanwalt/Rechtsanwältin", other: ["Anwalt"] },
    },
    ["23-1011.00"],
  ),
  occupation("truck", { pl: { preferred: "kierowca samochodu ciężarowego", other: [] } }, ["53-3032.00"]),
];

const index = buildForeignTitleIndex(
  toEscoTitleIndexData({
    occupations: OCCUPATIONS,
    sources: { esco: "test", crosswalk: "test" },
    version: ESCO_TITLES_VERSION,
  }),
);

describe("splitLabelForms", () => {
  it("splits ESCO's masculine/feminine preferred labels, not a slash beside a short word", () => {
    expect(splitLabelForms("Rechtsanwalt/Rechtsanwältin")).toEqual(["Rechtsanwalt", "Rechtsanwältin"]);
    expect(splitLabelForms("TV/Radio-Sprecher")).toEqual(["TV/Radio-Sprecher"]);
  });
});

describe("computeLabelEntries", () => {
  it("writes each form once per occupation and language, keys ascending", () => {
    const entries = computeLabelEntries(OCCUPATIONS);
    expect(entries.key).toEqual([...entries.key].sort());
    expect(entries.key).toContain("rechtsanwaltin");
    expect(entries.key.filter((key) => key === "lawyer")).toHaveLength(1);
    expect(entries.stemOffsets).toHaveLength(entries.key.length + 1);
  });
});

describe("buildForeignTitleIndex", () => {
  it("finds a label by its exact key, in any language", () => {
    const found = findEntriesByKey(index, "rechtsanwaltin");
    expect(found).toHaveLength(1);
    expect(index.occupations[index.entryOccupation[found[0] ?? -1] ?? -1]?.id).toBe("lawyer");
    expect(findEntriesByKey(index, "notarin")).toEqual([]);
  });

  it("finds the compounds that end with a word, and the forms that begin like it", () => {
    const endings = findStemsEndingWith(index, "busfahrer", 10).map((id) => index.stems[id]);
    expect(endings.sort()).toEqual(["linienbusfahrer", "omnibusfahrer"]);
    const forms = findStemsStartingWith(index, "ciezarow", 10).map((id) => index.stems[id]);
    expect(forms).toEqual(["ciezaroweg"]);
    expect(findStemId(index, stemTitleWord("kierowca"))).toBeGreaterThanOrEqual(0);
    expect(findStemId(index, "kierowca")).toBe(-1);
  });

  it("gives every stem its entries and every entry a positive norm", () => {
    const stem = findStemId(index, "anwalt");
    const postings = index.postings.slice(index.postingOffsets[stem], index.postingOffsets[stem + 1]);
    expect([...postings].map((entry) => index.keys[entry])).toEqual(["anwalt"]);
    expect([...index.entryNorm].every((norm) => norm > 0)).toBe(true);
  });
});
