import { beforeAll, describe, expect, it } from "vitest";
import { loadOccupationDatasetSync } from "../../integrations/occupation-data";
import { listAllCommonSkills, listCommonSkills } from "./common-skills";
import type { OccupationDataset } from "./dataset";
import { listOwnSuggestions, prepareSkillSuggestions, suggestSkills } from "./suggest-skills";
import { buildTitleIndex, type TitleIndex } from "./title-index";

let dataset: OccupationDataset;
let index: TitleIndex;

beforeAll(() => {
  dataset = loadOccupationDatasetSync();
  index = buildTitleIndex(dataset);
  // Build the suggestion tables once, as the engine does at start-up.
  prepareSkillSuggestions(dataset);
}, 120_000);

function names(input: { jobTitle?: string; industry?: "healthcare" | "retail" | "finance"; query: string }): string[] {
  return suggestSkills({ dataset, index, ...input }).map((s) => s.name);
}

describe("skill suggestions for the visitor's job", () => {
  it("offers a nurse patient care before products that share the letters", () => {
    const list = names({ jobTitle: "Registered Nurse", industry: "healthcare", query: "pat" });
    expect(list[0]).toBe("Patient care");
    const pathLogix = list.indexOf("PathLogix");
    const patch = list.findIndex((name) => name.startsWith("Patch management"));
    for (const position of [pathLogix, patch]) expect(position === -1 || position >= 5).toBe(true);
  });

  it("offers a barista latte art and espresso before Lattice MediCopia or Platte River BasinMod", () => {
    const latt = names({ jobTitle: "Barista", industry: "retail", query: "latt" });
    expect(latt[0]).toBe("Latte art");
    expect(latt).not.toContain("Platte River BasinMod");
    const lattice = latt.indexOf("Lattice MediCopia");
    expect(lattice === -1 || lattice > 0).toBe(true);
    expect(names({ jobTitle: "Barista", industry: "retail", query: "es" })[0]).toBe("Espresso making");
  });

  it("offers an accountant Microsoft Excel before Exact Software Macola ES", () => {
    const list = names({ jobTitle: "Accountant", industry: "finance", query: "ex" });
    expect(list).toContain("Microsoft Excel");
    const macola = list.indexOf("Exact Software Macola ES");
    expect(macola === -1 || macola > list.indexOf("Microsoft Excel")).toBe(true);
  });

  it("matches the start of any word, but not small words inside an activity's name", () => {
    const waiter = names({ jobTitle: "Waiter", query: "or" });
    expect(waiter[0]).toBe("Order taking");
    expect(waiter).not.toContain("Serve food or beverages");
  });

  it("finds a match inside a word only from three typed letters", () => {
    expect(names({ jobTitle: "Barista", query: "la" })).not.toContain("Platte River BasinMod");
    expect(names({ query: "atte" }).some((name) => name.toLowerCase().includes("atte"))).toBe(true);
  });

  it("ranks the job's own skills, then related jobs', then anything else", () => {
    // A roofer's own data has no Python; the cross-occupation tier still finds it.
    expect(names({ jobTitle: "Roofer", query: "python" })[0]).toBe("Python");
  });

  it("offers only the job's own list, most relevant first, before anything is typed", () => {
    const list = suggestSkills({ dataset, index, jobTitle: "Barista", query: "" });
    expect(list).toHaveLength(10);
    for (let i = 1; i < list.length; i++) expect(list[i - 1]!.relevance).toBeGreaterThanOrEqual(list[i]!.relevance);
  });
});

describe("two typed letters give five skills of the job, even where O*NET lists few", () => {
  /** The job's own list (common skills, rated skills, in-demand tools, activities) and its closest related jobs'. */
  function ownNames(code: string): Set<string> {
    const related = dataset.occupations.find((o) => o.code === code)?.related ?? [];
    const codes = [code, ...related.filter((r) => r.tier === "Primary-Short").map((r) => r.code)];
    return new Set(codes.flatMap((each) => listOwnSuggestions({ dataset, code: each }).map((entry) => entry.name)));
  }

  function firstFive(input: { jobTitle: string; industry?: "retail"; query: string; code: string }): string[] {
    const list = names(input).slice(0, 5);
    expect(list).toHaveLength(5);
    const own = ownNames(input.code);
    for (const name of list) expect(own.has(name), `${name} for ${input.jobTitle}`).toBe(true);
    return list;
  }

  it("offers a barista coffee-bar skills for 'la', not lawn care or lab testing", () => {
    const list = firstFive({ jobTitle: "Barista", industry: "retail", query: "la", code: "35-3023.01" });
    expect(list[0]).toBe("Latte art");
    expect(list).toContain("Labelling and date marking");
    for (const stranger of ["Lawn care", "Lab testing", "Landscaping"]) expect(list).not.toContain(stranger);
  });

  it("offers a carpenter framing work for 'fr', not Microsoft .NET Framework or front desk", () => {
    const list = firstFive({ jobTitle: "Carpenter", query: "fr", code: "47-2031.00" });
    expect(list).toContain("Roof framing");
    expect(listCommonSkills("47-2111.00")).toContain("Fractions and measurement");
    for (const stranger of ["Microsoft .NET Framework", "Front desk", "Freight+"]) expect(list).not.toContain(stranger);
  });

  it("offers a marketing manager brand work and creative briefs for 'br'", () => {
    const list = firstFive({ jobTitle: "Marketing Manager", query: "br", code: "11-2021.00" });
    expect(list).toEqual(expect.arrayContaining(["Branding", "Brand positioning", "Creative briefs"]));
  });

  it("offers a project manager the risk work of a project for 'ri', not investment risk analysis", () => {
    const list = firstFive({ jobTitle: "Project Manager", query: "ri", code: "13-1082.00" });
    expect(list).toEqual(expect.arrayContaining(["Risk registers", "Risk mitigation"]));
    expect(list).not.toContain("Analyze risks related to investments in green technology");
  });

  it("offers a police officer patrol and traffic enforcement for 'pa', not counselling patients", () => {
    const list = firstFive({ jobTitle: "Police Officer", query: "pa", code: "33-3051.00" });
    expect(list).toEqual(expect.arrayContaining(["Parking and traffic enforcement", "Patrol vehicle operation"]));
    expect(list).not.toContain("Counsel clients or patients with substance abuse issues");
  });

  it("offers a warehouse worker forklift and picking skills for 'fo', not formwork or food safety", () => {
    const list = firstFive({ jobTitle: "Warehouse Worker", industry: "retail", query: "fo", code: "53-7062.00" });
    expect(list).toEqual(expect.arrayContaining(["Forklift operation", "Following pick lists"]));
    for (const stranger of ["Formwork", "Food safety"]) expect(list).not.toContain(stranger);
  });
});

describe("common skills by SOC group", () => {
  it("gives the most specific list first and adds the group's", () => {
    const barista = listCommonSkills("35-3023.01");
    expect(barista.slice(0, 2)).toEqual(["Espresso making", "Latte art"]);
    expect(barista).toContain("Food safety");
    expect(listCommonSkills("29-1141.00")).toContain("Patient care");
  });

  it("has no duplicates and nothing for a group it does not know", () => {
    const all = listAllCommonSkills();
    expect(new Set(all.map((s) => s.toLowerCase())).size).toBe(all.length);
    expect(listCommonSkills("99-9999.00")).toEqual([]);
  });
});
