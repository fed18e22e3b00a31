/**
 * The certifications table, row by row: each entry's shape, its codes against the real dataset, its
 * example (an occupation the entry is for), and what a counsellor checks: a credential that needs a
 * licence deepens only the work of people who hold that licence, and the fields the review named
 * get their recognised credential.
 */
import { describe, expect, it } from "vitest";
import { anyKeyCovers, CODE_OR_PREFIX, FULL_CODE, loadCatalogueDataset, occupationsUnder } from "./catalogue-fixture";
import { CERTIFICATIONS } from "./certifications";

const dataset = loadCatalogueDataset();
const codes = new Set(dataset.occupations.map((occupation) => occupation.code));
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function offeredFor(code: string): string[] {
  return CERTIFICATIONS.filter((entry) => anyKeyCovers({ keys: entry.for, code })).map((entry) => entry.id);
}

describe("certifications table", () => {
  it("has between 120 and 210 entries, with unique ids and unique names", () => {
    expect(CERTIFICATIONS.length).toBeGreaterThanOrEqual(120);
    expect(CERTIFICATIONS.length).toBeLessThanOrEqual(210);
    expect(new Set(CERTIFICATIONS.map((entry) => entry.id)).size).toBe(CERTIFICATIONS.length);
    expect(new Set(CERTIFICATIONS.map((entry) => entry.name.toLowerCase())).size).toBe(CERTIFICATIONS.length);
  });

  it.each(CERTIFICATIONS)(
    "$id: its fields are filled in, its codes exist and its example is one it is for",
    (entry) => {
      expect(entry.id).toMatch(KEBAB);
      for (const text of [entry.name, entry.body, entry.duration, entry.why, entry.prerequisite ?? "x"]) {
        expect(text.trim()).toBe(text);
        expect(text.length).toBeGreaterThan(0);
      }
      expect(entry.why).toMatch(/\.$/);
      expect(entry.for.length).toBeGreaterThan(0);
      for (const key of [...entry.for, ...(entry.toward ?? [])]) {
        expect(key).toMatch(CODE_OR_PREFIX);
        expect(occupationsUnder({ key, occupations: dataset.occupations }).length, key).toBeGreaterThan(0);
      }
      expect(new Set(entry.for).size).toBe(entry.for.length);
      expect(entry.example).toMatch(FULL_CODE);
      expect(codes.has(entry.example)).toBe(true);
      expect(anyKeyCovers({ keys: entry.for, code: entry.example })).toBe(true);
    },
  );

  it("deepens the work only of people who hold the licence a credential assumes", () => {
    const holders: [RegExp, readonly string[]][] = [
      [/\bRN licence\b/, ["29-1141", "29-1151", "29-1161", "29-1171"]],
      [/\bpharmacist licence\b/, ["29-1051"]],
      [/\bPT licence\b/, ["29-1123"]],
      [/\bteaching licence\b/, ["25-2"]],
      [/\bCDL class A\b/, ["53-3032"]],
      [/\bstate massage licence\b/, ["31-9011"]],
      [/\bMaster of Social Work\b/, ["21-1021", "21-1022", "21-1023"]],
    ];
    const checked: string[] = [];
    for (const entry of CERTIFICATIONS)
      for (const [pattern, heldBy] of holders)
        if (entry.prerequisite && pattern.test(entry.prerequisite)) {
          checked.push(entry.id);
          for (const key of entry.for)
            expect(anyKeyCovers({ keys: heldBy, code: key }), `${entry.id} ${key}`).toBe(true);
        }
    expect(checked).toEqual(
      expect.arrayContaining(["aacn-ccrn", "bps-pharmacotherapy-specialist", "cdl-endorsements"]),
    );
  });

  it("names the prerequisite of credentials that need one", () => {
    const byId = new Map(CERTIFICATIONS.map((entry) => [entry.id, entry]));
    expect(byId.get("aacn-ccrn")?.prerequisite).toMatch(/RN licence and 1,750 hours/);
    expect(byId.get("nremt-paramedic")?.prerequisite).toMatch(/EMT/);
    expect(byId.get("licensed-clinical-social-worker")?.prerequisite).toMatch(/Master of Social Work/);
    expect(byId.get("project-management-professional")?.prerequisite).toMatch(/36 months/);
    expect(byId.get("cdl-class-a")?.prerequisite).toMatch(/medical card/);
  });

  it.each([
    ["a payroll clerk", "43-3051.00", ["certified-payroll-professional", "fundamental-payroll-certification"]],
    ["a bookkeeper", "43-3031.00", ["aipb-certified-bookkeeper", "quickbooks-online-proadvisor"]],
    ["an accountant", "13-2011.00", ["certified-public-accountant"]],
    ["a tax preparer", "13-2082.00", ["enrolled-agent"]],
    ["an HR specialist", "13-1071.00", ["shrm-certified-professional", "professional-in-hr"]],
    ["an HR assistant", "43-4161.00", ["associate-professional-in-hr"]],
    ["a project manager", "13-1082.00", ["project-management-professional"]],
    ["an executive assistant", "43-6011.00", ["certified-associate-in-project-management"]],
    ["an IT support specialist", "15-1232.00", ["comptia-a-plus", "comptia-security-plus"]],
    ["a systems administrator", "15-1244.00", ["aws-solutions-architect-associate"]],
    ["a BI analyst", "15-2051.01", ["microsoft-power-bi-data-analyst"]],
    ["a statistical assistant", "43-9111.00", ["google-data-analytics-certificate"]],
    ["an ICU nurse", "29-1141.03", ["aacn-ccrn"]],
    ["a registered nurse", "29-1141.00", ["bcen-cen"]],
    ["a medical assistant", "31-9092.00", ["aama-cma"]],
    ["a pharmacy technician", "29-2052.00", ["ptcb-cpht"]],
    ["a medical records specialist", "29-2072.00", ["aapc-cpc"]],
    ["a warehouse packer", "53-7064.00", ["forklift-operator-certification"]],
    ["a rideshare driver", "53-3054.00", ["cdl-class-a"]],
    ["a construction laborer", "47-2061.00", ["osha-10-hour", "nccer-core-and-craft"]],
    ["a construction supervisor", "47-1011.00", ["osha-30-hour"]],
    ["an HVAC mechanic", "49-9021.00", ["epa-608"]],
    ["a line cook", "35-2014.00", ["servsafe-manager"]],
    ["a real estate agent", "41-9022.00", ["real-estate-broker-licence"]],
    ["a claims adjuster", "13-1031.00", ["associate-in-claims"]],
    ["an underwriter", "13-2053.00", ["chartered-property-casualty-underwriter"]],
    ["a secondary school teacher", "25-2031.00", ["special-education-endorsement"]],
    ["an elementary teacher", "25-2021.00", ["esl-endorsement"]],
    ["a marketing specialist", "13-1161.00", ["google-ads-and-analytics-certification"]],
    ["a UX designer", "15-1255.00", ["nng-ux-certification"]],
    ["a graphic designer", "27-1024.00", ["google-ux-design-certificate"]],
    ["a translator", "27-3091.00", ["ata-certification", "court-interpreter-certification"]],
    ["a paralegal", "23-2011.00", ["nala-certified-paralegal", "nfpa-pcce"]],
    ["a logistician", "13-1081.00", ["ascm-cltd", "ascm-cscp"]],
    ["a quality inspector", "51-9061.00", ["asq-certified-quality-inspector", "asq-certified-quality-technician"]],
    ["an industrial engineer", "17-2112.00", ["asq-six-sigma-green-belt"]],
    ["a security guard", "33-9032.00", ["asis-app"]],
    ["an usher", "39-3031.00", ["state-security-guard-licence"]],
  ])("offers %s (%s) the field's recognised credentials", (_who, code, expected) => {
    expect(offeredFor(code)).toEqual(expect.arrayContaining(expected));
  });

  it("offers no nursing, pharmacy or teaching credential to people outside those licensed fields", () => {
    for (const code of ["29-1292.00", "29-1051.00", "43-6013.00", "53-3054.00"])
      expect(offeredFor(code).filter((id) => ["aacn-ccrn", "bcen-cen", "pncb-cpn"].includes(id))).toEqual([]);
    for (const code of ["25-3041.00", "25-9042.00", "39-9011.00"])
      expect(offeredFor(code)).not.toContain("special-education-endorsement");
  });
});
