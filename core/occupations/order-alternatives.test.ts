import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OCCUPATION_DATASET_PATH, loadOccupationDatasetSync } from "../../integrations/occupation-data";
import type { Occupation } from "./dataset";
import { matchOccupations, type MatchResult } from "./match-occupations";
import { orderAlternatives } from "./order-alternatives";
import { buildTitleIndex, type TitleIndex } from "./title-index";

const hasDataset = existsSync(DEFAULT_OCCUPATION_DATASET_PATH);

describe.skipIf(!hasDataset)("the candidates beside the matcher's top one", () => {
  let index: TitleIndex;
  let byCode: Map<string, Occupation>;
  beforeAll(() => {
    const dataset = loadOccupationDatasetSync({});
    index = buildTitleIndex(dataset);
    byCode = new Map(dataset.occupations.map((occupation) => [occupation.code, occupation]));
  });

  function order(result: MatchResult, title: string): MatchResult {
    return orderAlternatives({
      result,
      title,
      findOccupation: (code) => byCode.get(code) ?? null,
      isScorable: (code) => !code.startsWith("55-"),
      limit: 10,
    });
  }

  function alternativesOf(title: string): string[] {
    const result = order(matchOccupations({ index, title, limit: 10 }), title);
    return result.matches.slice(1, 4).map((match) => match.title);
  }

  it("offers dental work beside Dental hygienist (100%), not Occupational Health and Safety Technicians", () => {
    const alternatives = alternativesOf("Dental hygienist");
    expect(alternatives).toContain("Dental Assistants");
    expect(alternatives).not.toContain("Occupational Health and Safety Technicians");
  }, 60_000);

  it("offers legal work beside Lawyers when a solicitor is scored as one, not Insurance Sales Agents", () => {
    const confident: MatchResult = {
      sureEnough: false,
      matches: [
        { code: "23-1011.00", title: "Lawyers", score: 0.9, confidence: 0.55 },
        { code: "41-3021.00", title: "Insurance Sales Agents", score: 0.8, confidence: 0.34 },
        { code: "41-9041.00", title: "Telemarketers", score: 0.5, confidence: 0.04 },
        { code: "23-2011.00", title: "Paralegals and Legal Assistants", score: 0.4, confidence: 0.01 },
      ],
    };
    const titles = order(confident, "Solicitor").matches.map((match) => match.title);
    expect(titles[0]).toBe("Lawyers");
    expect(titles).toContain("Paralegals and Legal Assistants");
    expect(titles).not.toContain("Insurance Sales Agents");
    expect(titles).not.toContain("Telemarketers");
  });

  it("lifts the occupation named by a word of the title into the choices: payroll → Payroll and Timekeeping Clerks", () => {
    const title = "payroll and accounts payable specialist";
    const ranked = matchOccupations({ index, title, limit: 10 });
    // The matcher alone ranks it too low to be offered among the first choices.
    expect(ranked.matches.slice(0, 4).map((match) => match.code)).not.toContain("43-3051.00");
    const ordered = order(ranked, title);
    expect(ordered.matches.slice(0, 4).map((match) => match.code)).toContain("43-3051.00");
  });

  it("keeps the top candidate, every confidence and sureEnough as the matcher gave them", () => {
    for (const title of ["Solicitor", "Registered Nurse", "payroll specialist", "Data analyst"]) {
      const ranked = matchOccupations({ index, title, limit: 10 });
      const ordered = order(ranked, title);
      expect(ordered.matches[0], title).toEqual(ranked.matches[0]);
      expect(ordered.sureEnough, title).toBe(ranked.sureEnough);
      for (const match of ordered.matches) {
        const before = ranked.matches.find((m) => m.code === match.code);
        expect(match.confidence, `${title}: ${match.title}`).toBe(before?.confidence ?? 0);
      }
    }
  });

  it("when the visitor is asked, keeps every rival with a real chance, whatever its field", () => {
    const ranked = matchOccupations({ index, title: "Solicitor", limit: 10 });
    expect(ranked.matches[0]!.confidence).toBeLessThan(0.5);
    const titles = order(ranked, "Solicitor")
      .matches.slice(0, 5)
      .map((match) => match.title);
    expect(titles.slice(0, 2)).toEqual(["Lawyers", "Insurance Sales Agents"]);
    expect(titles).not.toContain("Telemarketers");
  });
});
