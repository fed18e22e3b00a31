/**
 * Every title of the reviewed regulated list (ADR 031), end to end: it reaches the entry's code,
 * surely, whichever of its forms is written; and every entry says why ESCO's route is wrong.
 */
import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ESCO_TITLES_PATH, loadEscoTitlesSync } from "../../../integrations/esco-titles";
import { DEFAULT_OCCUPATION_DATASET_PATH, loadOccupationDatasetSync } from "../../../integrations/occupation-data";
import { matchOccupations } from "../match-occupations";
import { buildTitleIndex, type TitleIndex } from "../title-index";
import { titleKey } from "./fold-title";
import { buildForeignTitleIndex, type ForeignTitleIndex } from "./foreign-title-index";
import { REGULATED_TITLES, type RegulatedTitle } from "./regulated-titles";

const hasData = existsSync(DEFAULT_OCCUPATION_DATASET_PATH) && existsSync(DEFAULT_ESCO_TITLES_PATH);
let index: TitleIndex;
let foreignTitles: ForeignTitleIndex;

beforeAll(() => {
  if (!hasData) return;
  index = buildTitleIndex(loadOccupationDatasetSync());
  foreignTitles = buildForeignTitleIndex(loadEscoTitlesSync());
});

const rows = REGULATED_TITLES.flatMap((entry) => entry.titles.map((title) => [entry.language, title, entry] as const));

describe("the regulated list", () => {
  it.each(REGULATED_TITLES.map((entry) => [entry.profession, entry.language, entry] as const))(
    "%s (%s) names its code and why ESCO's route is wrong",
    (_profession, _language, entry: RegulatedTitle) => {
      expect(entry.code).toMatch(/^\d\d-\d{4}\.\d\d$/);
      expect(entry.why.length).toBeGreaterThan(40);
      expect(entry.titles.length).toBeGreaterThan(0);
    },
  );

  it('gives a title written alike in two languages (Spanish and Italian "veterinario") one code', () => {
    const codeByKey = new Map<string, string>();
    for (const [, title, entry] of rows) {
      const key = titleKey(title);
      expect(codeByKey.get(key) ?? entry.code).toBe(entry.code);
      codeByKey.set(key, entry.code);
    }
  });
});

describe.skipIf(!hasData)("every regulated title, end to end", () => {
  it.each(rows)("(%s) %j reaches its code, surely", (_language, title, entry) => {
    const result = matchOccupations({ index, title, limit: 10, foreignTitles });
    expect(result.matches[0]?.code).toBe(entry.code);
    expect(result.sureEnough).toBe(true);
  });

  it.each([
    ["Gesundheits- und Krankenpflegerin (m/w/d)", "29-1141.00"],
    ["Pflegefachfrau", "29-1141.00"],
    ["infirmière", "29-1141.00"],
    ["Hebamme", "29-9099.01"],
  ])("%j, as a visitor writes it, reaches %s", (title, code) => {
    expect(matchOccupations({ index, title, limit: 10, foreignTitles }).matches[0]?.code).toBe(code);
  });
});
