import { beforeAll, describe, expect, it } from "vitest";
import { assessExposure } from "../../exposure/assess-exposure";
import { prepareExposureData } from "../../exposure/exposure-data";
import { loadCatalogueDataset } from "../catalogue/catalogue-fixture";
import { composeAdvice } from "../compose-advice";
import { prepareAdviceData } from "../prepare-advice-data";

const dataset = loadCatalogueDataset();
const elementNames = new Set(dataset.elements.map((element) => element.name.toLowerCase()));

function skillsFor(code: string, skills: string[] = []) {
  const exposure = assessExposure({ dataset, occupations: [{ code, confidence: 1 }], skills });
  return composeAdvice({
    dataset,
    occupationCode: code,
    riskScore: exposure.riskScore,
    band: exposure.band,
    person: { skills },
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
      expect(["ai-tool", "certification", "course", "tool"]).toContain(skill.kind);
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
