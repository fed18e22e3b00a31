import { describe, expect, it } from "vitest";
import { loadCatalogueDataset } from "./catalogue-fixture";
import { PAY_NOT_THEIR_OWN } from "./pay-not-their-own";

const dataset = loadCatalogueDataset();
const byCode = new Map(dataset.occupations.map((occupation) => [occupation.code, occupation]));

describe("occupations whose OEWS pay is not a newcomer's (ADR 029)", () => {
  it.each(PAY_NOT_THEIR_OWN.map((entry) => [entry.code, entry] as const))("%s exists, with a source", (code, entry) => {
    expect(byCode.get(code)?.labourMarket?.medianAnnualWage).toBeGreaterThan(0);
    expect(entry.why).toMatch(/BLS|USPS/);
  });
});
