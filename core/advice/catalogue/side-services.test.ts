/**
 * The side-services table, row by row, read with the rule catalogue-types.ts states: a service is
 * offered when the visitor's occupation is under `for` or their own skills name a keyword as whole
 * words, and never, when it `requires` a licence or degree, to an occupation outside `heldBy`. The
 * review's rejected side incomes are replayed with the skills those visitors typed.
 */
import { describe, expect, it } from "vitest";
import type { SideService } from "./catalogue-types";
import {
  anyKeyCovers,
  CODE_OR_PREFIX,
  FULL_CODE,
  loadCatalogueDataset,
  occupationsUnder,
  skillNamesKeyword,
} from "./catalogue-fixture";
import { SIDE_SERVICES } from "./side-services";

const dataset = loadCatalogueDataset();
const byCode = new Map(dataset.occupations.map((occupation) => [occupation.code, occupation]));
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Lower-case whole words or phrases: letters, digits and + # & . ' - inside words, single spaces between. */
const KEYWORD = /^[a-z0-9][a-z0-9+#&.'-]*(?: [a-z0-9+#&.'-]+)*$/;
/** Single words that name no service on their own ("Teeth cleaning", "Video editing", "Driving sales"). */
const TOO_BROAD = [
  "cleaning",
  "painting",
  "editing",
  "writing",
  "testing",
  "sales",
  "security",
  "driving",
  "moving",
  "maintenance",
  "repairs",
  "framing",
  "typing",
  "transcription",
  "coaching",
  "mentoring",
  "counseling",
  "teaching",
  "events",
  "excel",
  "python",
  "scheduling",
  "budgeting",
  "drafting",
  "cooking",
  "tax",
];
/** Services only licensed occupations may sell, by the occupation whose pay prices them. */
const LICENSED_PRICING = [
  "23-1011.00",
  "29-1141.00",
  "29-2061.00",
  "29-1292.00",
  "29-1051.00",
  "47-2111.00",
  "47-2152.00",
  "49-9021.00",
  "31-9011.00",
  "39-5012.00",
  "39-5092.00",
  "21-1014.00",
];

function offers(input: { service: SideService; code: string; skills?: readonly string[] }): boolean {
  const { service, code, skills = [] } = input;
  const fits =
    anyKeyCovers({ keys: service.for, code }) ||
    service.keywords.some((keyword) => skills.some((skill) => skillNamesKeyword({ skill, keyword })));
  const barred = service.notFor !== undefined && anyKeyCovers({ keys: service.notFor, code });
  return fits && !barred && (!service.requires || anyKeyCovers({ keys: service.requires.heldBy, code }));
}

function offeredTo(code: string, skills: readonly string[] = []): string[] {
  return SIDE_SERVICES.filter((service) => offers({ service, code, skills })).map((service) => service.id);
}

describe("side services table", () => {
  it("has between 40 and 80 entries with unique ids and names", () => {
    expect(SIDE_SERVICES.length).toBeGreaterThanOrEqual(40);
    expect(SIDE_SERVICES.length).toBeLessThanOrEqual(80);
    expect(new Set(SIDE_SERVICES.map((service) => service.id)).size).toBe(SIDE_SERVICES.length);
    expect(new Set(SIDE_SERVICES.map((service) => service.name)).size).toBe(SIDE_SERVICES.length);
  });

  it.each(SIDE_SERVICES)(
    "$id: priced from a real occupation, keyed on whole words, offered to its example",
    (service) => {
      expect(service.id).toMatch(KEBAB);
      for (const text of [service.name, service.why]) {
        expect(text.trim()).toBe(text);
        expect(text.length).toBeGreaterThan(5);
      }
      expect(service.why).toMatch(/\.$/);
      // Priced from an occupation BLS publishes pay for (hourly, or annual where it publishes no hourly figures).
      expect(service.pricedFrom).toMatch(FULL_CODE);
      const pricing = byCode.get(service.pricedFrom)?.labourMarket;
      const hasHourly = typeof pricing?.hourlyWageP25 === "number" && typeof pricing.hourlyWageP75 === "number";
      const hasAnnual = typeof pricing?.annualWageP25 === "number" && typeof pricing.annualWageP75 === "number";
      expect(hasHourly || hasAnnual, service.pricedFrom).toBe(true);
      // Codes and prefixes exist.
      expect(service.for.length).toBeGreaterThan(0);
      for (const key of [...service.for, ...(service.requires?.heldBy ?? [])]) {
        expect(key).toMatch(CODE_OR_PREFIX);
        expect(occupationsUnder({ key, occupations: dataset.occupations }).length, key).toBeGreaterThan(0);
      }
      // Keywords: lower-case whole words or phrases, specific enough to name the service.
      expect(service.keywords.length).toBeGreaterThan(0);
      expect(new Set(service.keywords).size).toBe(service.keywords.length);
      for (const keyword of service.keywords) {
        expect(keyword).toMatch(KEYWORD);
        if (!service.requires) expect(TOO_BROAD, keyword).not.toContain(keyword);
      }
      // A licensed service is never offered through `for` to someone outside its holders.
      if (service.requires) {
        expect(service.requires.what.length).toBeGreaterThan(5);
        for (const key of service.for)
          expect(anyKeyCovers({ keys: service.requires.heldBy, code: key }), key).toBe(true);
      }
      expect(byCode.has(service.example)).toBe(true);
      expect(anyKeyCovers({ keys: service.for, code: service.example })).toBe(true);
      expect(offers({ service, code: service.example })).toBe(true);
    },
  );

  it("reserves services priced from licensed professions to people who hold the licence", () => {
    for (const service of SIDE_SERVICES)
      if (LICENSED_PRICING.includes(service.pricedFrom)) expect(service.requires, service.id).toBeDefined();
    const reserved = new Map(SIDE_SERVICES.map((service) => [service.id, service.requires?.heldBy]));
    expect(reserved.get("contract-review")).toEqual(["23-1011"]);
    expect(reserved.get("financial-statement-reviews")).toEqual(["13-2011"]);
    expect(reserved.get("medical-coding-audits")).toEqual(["29-2072"]);
  });

  it("says anyone with a PTIN may prepare tax returns instead of restricting the service", () => {
    const tax = SIDE_SERVICES.find((service) => service.id === "tax-return-preparation");
    expect(tax?.requires).toBeUndefined();
    expect(tax?.why).toMatch(/PTIN/);
  });

  it("matches no service inside a word or on a word that names no service", () => {
    for (const skill of [
      "Teeth cleaning",
      "Prototyping",
      "Document drafting",
      "Typing",
      "Driving",
      "Staff scheduling",
      "Budgeting",
      "Coaching",
      "Negotiation",
      "Patient counseling",
      "Safety (OSHA)",
      "Editing",
      "Painting",
    ])
      for (const service of SIDE_SERVICES)
        if (!service.requires)
          for (const keyword of service.keywords)
            expect(skillNamesKeyword({ skill, keyword }), `${skill} ~ ${service.id}`).toBe(false);
    expect(skillNamesKeyword({ skill: "Payroll tax filings", keyword: "payroll tax" })).toBe(true);
    // "Wireframing" names UX work, not carpentry ("framing" inside it once matched carpentry).
    expect(offeredTo("27-3043.00", ["Wireframing"])).toContain("ux-reviews");
    expect(offeredTo("27-3043.00", ["Wireframing"])).not.toContain("carpentry");
  });

  it.each([
    [
      "dental hygienist",
      "29-1292.00",
      ["Teeth cleaning", "Dental X-rays", "Periodontal charting", "Patient education"],
      ["temp-dental-hygiene"],
      ["house-cleaning", "per-diem-rn-shifts"],
    ],
    [
      "UX designer",
      "15-1255.00",
      ["Figma", "User research", "Wireframing", "Usability testing", "Design systems"],
      ["ux-reviews"],
      ["carpentry", "software-testing", "software-development"],
    ],
    [
      "electrician",
      "47-2111.00",
      ["Wiring", "Reading blueprints", "Troubleshooting", "Electrical code", "Conduit bending"],
      ["small-electrical-jobs"],
      ["small-plumbing-jobs"],
    ],
    [
      "paralegal",
      "23-2011.00",
      ["Legal research", "Document drafting", "E-discovery", "Case management", "Westlaw"],
      ["legal-document-preparation"],
      ["contract-review", "cad-drafting"],
    ],
    [
      "claims adjuster",
      "13-1031.00",
      ["Claims investigation", "Damage estimating", "Negotiation", "Xactimate"],
      [],
      ["contract-review", "financial-statement-reviews", "xactimate-estimates"],
    ],
    [
      "pharmacist",
      "29-1051.00",
      ["Dispensing", "Drug interactions", "Patient counseling", "Immunizations"],
      ["relief-pharmacist-shifts"],
      ["per-diem-rn-shifts", "private-practice-counselling"],
    ],
    [
      "bookkeeper",
      "43-3031.00",
      ["QuickBooks", "Accounts payable", "Bank reconciliation", "Month-end close"],
      ["tax-return-preparation", "payroll-processing"],
      ["financial-statement-reviews", "bookkeeping", "month-end-close"],
    ],
    [
      "bank teller",
      "43-3071.00",
      ["Cash handling", "Customer service", "Account opening", "Balancing drawer"],
      ["notary-loan-signing"],
      ["financial-statement-reviews"],
    ],
    [
      "truck dispatcher",
      "43-5032.00",
      ["Load boards", "Route planning", "Driver communication", "ELD systems"],
      ["independent-truck-dispatching"],
      ["moving-help"],
    ],
    [
      "high school math teacher",
      "25-2031.00",
      ["Lesson planning", "Algebra", "Classroom management", "Assessment"],
      ["teacher-tutoring", "course-material-design"],
      ["private-tutoring"],
    ],
    [
      "call centre agent",
      "43-4051.00",
      ["Phone support", "CRM (Salesforce)", "De-escalation", "Typing"],
      [],
      ["virtual-assistant"],
    ],
    [
      "construction manager",
      "11-9021.00",
      ["Scheduling", "Subcontractor management", "Safety (OSHA)", "Budgeting", "Reading drawings"],
      [],
      ["cash-flow-forecasts", "virtual-assistant"],
    ],
    [
      "retail store manager",
      "41-1011.00",
      ["Staff scheduling", "Inventory management", "Sales targets", "Coaching", "Loss prevention"],
      [],
      ["resume-and-career-coaching"],
    ],
    ["ICU nurse", "29-1141.03", ["Critical care", "IV therapy"], ["per-diem-rn-shifts"], ["medical-coding-audits"]],
    ["lab technician", "29-2012.00", ["Specimen processing"], ["cpr-instruction"], ["medical-coding-audits"]],
    ["real estate agent", "41-9022.00", ["Negotiation", "MLS"], ["rental-property-management"], []],
    ["line cook", "35-2014.00", ["Grill", "Food prep"], ["catering", "private-chef"], []],
    ["warehouse picker", "53-7064.00", ["Order picking", "Forklift"], ["moving-help"], []],
    ["rideshare driver", "53-3054.00", ["Driving", "Navigation apps"], [], ["delivery-driving"]],
  ])("a %s (%s) is offered what they can legally sell, not what the review rejected", (_who, code, skills, yes, no) => {
    const offered = offeredTo(code, skills);
    expect(offered).toEqual(expect.arrayContaining(yes));
    for (const id of no) expect(offered).not.toContain(id);
  });

  it("never offers a licensed service to someone outside it, whatever their skills say", () => {
    for (const service of SIDE_SERVICES.filter((entry) => entry.requires))
      for (const occupation of dataset.occupations) {
        const holds = anyKeyCovers({ keys: service.requires!.heldBy, code: occupation.code });
        expect(
          offers({ service, code: occupation.code, skills: service.keywords }),
          `${service.id} ${occupation.code}`,
        ).toBe(holds);
      }
  });
});
