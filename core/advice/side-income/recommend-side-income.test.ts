import { beforeAll, describe, expect, it } from "vitest";
import { prepareExposureData } from "../../exposure/exposure-data";
import { loadCatalogueDataset } from "../catalogue/catalogue-fixture";
import { readPersonSkills } from "../skills/person-skills";
import { recommendSideIncome } from "./recommend-side-income";

const dataset = loadCatalogueDataset();
const byCode = new Map(dataset.occupations.map((o) => [o.code, o]));

function sideIncomeFor(code: string, skills: string[] = []) {
  return recommendSideIncome({
    occupation: byCode.get(code)!,
    person: readPersonSkills(skills),
    resolve: (c) => byCode.get(c) ?? null,
    wageVintage: "May 2025",
  });
}

beforeAll(() => prepareExposureData(dataset), 60_000);

describe("side income a person can legally and realistically offer", () => {
  it("matches keywords as whole words: teeth cleaning is not house cleaning, wireframing is not framing", () => {
    const hygienist = sideIncomeFor("29-1292.00", ["Teeth cleaning", "Dental X-rays", "Patient education"]);
    expect(hygienist.map((s) => s.name).join(" ")).not.toMatch(/house|home|office cleaning/i);
    const designer = sideIncomeFor("15-1255.00", ["Figma", "Wireframing", "Prototyping"]);
    expect(designer.map((s) => s.name).join(" ")).not.toMatch(/carpentry|framing|transcription/i);
  });

  it("offers a licensed service only to those who hold the licence", () => {
    expect(
      sideIncomeFor("29-1292.00")
        .map((s) => s.name)
        .join(" "),
    ).not.toMatch(/nursing/i);
    expect(
      sideIncomeFor("23-2011.00", ["Contract review"])
        .map((s) => s.name)
        .join(" "),
    ).not.toMatch(/contract review/i);
    expect(
      sideIncomeFor("43-3031.00")
        .map((s) => s.name)
        .join(" "),
    ).not.toMatch(/financial statement review/i);
    expect(
      sideIncomeFor("47-2111.00")
        .map((s) => s.name)
        .join(" "),
    ).not.toMatch(/plumbing/i);
  });

  it("says whose pay sets every price, and prices a teacher's tutoring from the teacher's own pay", () => {
    for (const service of sideIncomeFor("43-3031.00"))
      expect(service.basis).toMatch(/\. Priced from .*a freelance rate must also cover your own costs and taxes\.$/);
    const teacher = sideIncomeFor("25-2031.00", ["Lesson planning", "Algebra"]);
    const tutoring = teacher.find((s) => /tutor/i.test(s.name));
    expect(tutoring?.pricedFromCode).toBe("25-2031.00");
    expect(tutoring?.basis).toMatch(/your own pay/);
  });

  it("prices work from another field at that field's rate: a developer's technical writing at technical writers' pay", () => {
    const developer = sideIncomeFor("15-1252.00", ["Java", "Spring Boot"]);
    const writing = developer.find((s) => s.id === "technical-writing");
    expect(writing?.pricedFromCode).toBe("27-3042.00");
    expect(writing?.basis).not.toMatch(/your own pay/);
    const writers = byCode.get("27-3042.00")!.labourMarket!;
    const developers = byCode.get("15-1252.00")!.labourMarket!;
    expect(writers.medianAnnualWage!).toBeLessThan(developers.medianAnnualWage!);
  });
});
