import { beforeAll, describe, expect, it } from "vitest";
import { assessExposure } from "../../exposure/assess-exposure";
import { prepareExposureData } from "../../exposure/exposure-data";
import { loadCatalogueDataset } from "../catalogue/catalogue-fixture";
import { composeAdvice } from "../compose-advice";
import { prepareAdviceData } from "../prepare-advice-data";

const dataset = loadCatalogueDataset();
const elementNames = new Set(dataset.elements.map((element) => element.name.toLowerCase()));

function skillsFor(code: string, skills: string[] = [], yearsOfExperience?: number) {
  const exposure = assessExposure({ dataset, occupations: [{ code, confidence: 1 }], skills });
  return composeAdvice({
    dataset,
    occupationCode: code,
    riskScore: exposure.riskScore,
    band: exposure.band,
    person: { skills, yearsOfExperience },
  }).skills;
}

beforeAll(() => {
  prepareExposureData(dataset);
  prepareAdviceData(dataset);
}, 60_000);

describe("skills a person can sign up for", () => {
  it.each([
    ["a rideshare driver", "53-3054.00"],
    ["a bookkeeper", "43-3031.00"],
    ["a registered nurse", "29-1141.00"],
    ["a customer service representative", "43-4051.00"],
    ["a warehouse worker", "53-7062.00"],
    ["a software developer", "15-1252.00"],
  ])("gives %s named things with a why and how long, never an O*NET element name", (_who, code) => {
    const skills = skillsFor(code);
    expect(skills.length).toBeGreaterThan(0);
    for (const skill of skills) {
      expect(elementNames.has(skill.name.toLowerCase())).toBe(false);
      expect(skill.name).not.toMatch(/^take on more of/i);
      expect(skill.reason.length).toBeGreaterThan(20);
      expect(skill.duration.length).toBeGreaterThan(5);
      expect(["ai-tool", "certification", "course"]).toContain(skill.kind);
    }
  });

  it("offers a first credential to a newcomer only, and none the visitor's skills show held", () => {
    const names = (code: string, skills: string[], years: number) => skillsFor(code, skills, years).map((s) => s.name);
    expect(names("47-2111.00", [], 1).some((name) => /OSHA 10/.test(name))).toBe(true);
    expect(names("47-2111.00", [], 12).some((name) => /OSHA 10/.test(name))).toBe(false);
    expect(names("53-7062.00", [], 1).some((name) => /forklift/i.test(name))).toBe(true);
    expect(names("53-7062.00", ["Forklift"], 1).some((name) => /forklift/i.test(name))).toBe(false);
  });

  it("offers a CPR card required before the first shift to a newcomer, never after years of patient care", () => {
    const names = (years: number) => skillsFor("31-9092.00", ["Phlebotomy", "Vital signs"], years).map((s) => s.name);
    expect(names(1).some((name) => /Basic Life Support/.test(name))).toBe(true);
    expect(names(8).some((name) => /Basic Life Support/.test(name))).toBe(false);
  });

  it("never offers two credentials of one awarding body", () => {
    for (const code of ["13-1071.00", "17-2141.00", "43-3051.00"]) {
      const names = skillsFor(code, [], 8).map((s) => s.name);
      expect(names.filter((name) => /SHRM/.test(name)).length).toBeLessThanOrEqual(1);
      expect(names.filter((name) => /\(FE\)|\(PE\)/.test(name)).length).toBeLessThanOrEqual(1);
    }
  });

  it("never offers office basics by default", () => {
    for (const code of ["53-7064.00", "35-2014.00", "47-2111.00", "43-3031.00", "43-4051.00"])
      for (const skill of skillsFor(code))
        expect(skill.name).not.toMatch(/Microsoft (Excel|Word|Outlook|PowerPoint|Access)/);
  });

  it("never suggests a product the visitor already lists", () => {
    const names = skillsFor("43-4051.00", ["CRM (Salesforce)", "Phone support"]).map((s) => s.name);
    expect(names.some((name) => /salesforce/i.test(name) && !/AI/.test(name))).toBe(false);
  });

  it("offers no AI tool for work that is hands-on, and a coding assistant to a developer", () => {
    for (const code of ["53-3054.00", "47-2111.00", "35-2014.00"])
      expect(skillsFor(code).some((skill) => skill.kind === "ai-tool")).toBe(false);
    const tool = skillsFor("15-1252.00").find((skill) => skill.kind === "ai-tool");
    expect(tool?.name).toMatch(/cod/i);
  });

  it("never builds a reason on a rating O*NET does not give", () => {
    for (const code of ["53-3054.00", "15-1255.00", "43-3031.00"])
      for (const skill of skillsFor(code)) expect(skill.reason).not.toMatch(/hardly at all/);
  });
});
