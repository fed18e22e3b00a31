import { beforeAll, describe, expect, it } from "vitest";
import { createAssessmentEngine, type AssessmentEngine } from "../../services/assessments/assessment-engine";
import type { Occupation } from "../occupations/dataset";
import { makeOccupation } from "./occupation-fixture";
import { FREELANCE_CATALOGUE } from "./freelance-catalogue";
import { formatHourlyRange, OWN_OCCUPATION_SERVICE, recommendFreelanceServices } from "./freelance-services";

function pay(p25: number | null, p75: number | null): Occupation["labourMarket"] {
  return {
    blsCode: "00-0000",
    medianAnnualWage: 50_000,
    annualWageP10: null,
    annualWageP90: null,
    hourlyWageP25: p25,
    hourlyWageP75: p75,
    wageTopCoded: false,
    employment: null,
    projectedGrowthPct: null,
    annualOpenings: null,
  };
}

describe("formatHourlyRange", () => {
  it("rounds the quartiles to whole dollars, and gives nothing without hourly figures", () => {
    expect(formatHourlyRange({ p25: 20.92, p75: 29.55 })).toBe("$21 - $30");
    expect(formatHourlyRange({ p25: null, p75: 30 })).toBeNull();
    expect(formatHourlyRange({ p25: undefined, p75: undefined })).toBeNull();
  });
});

describe("recommendFreelanceServices", () => {
  const clerks = makeOccupation({
    code: "43-3031.00",
    title: "Bookkeeping, Accounting, and Auditing Clerks",
    labourMarket: pay(20.92, 29.55),
  });
  const accountants = makeOccupation({
    code: "13-2011.00",
    title: "Accountants and Auditors",
    labourMarket: pay(31.5, 52.8),
    related: [{ code: "43-3031.00", tier: "Primary-Short", index: 3 }],
  });
  const byCode = new Map([clerks, accountants].map((o) => [o.code, o]));
  const resolve = (code: string) => byCode.get(code) ?? null;

  it("prices freelance bookkeeping from bookkeeping clerks for an accountant, and says so", () => {
    const services = recommendFreelanceServices({
      occupation: accountants,
      personSkills: [],
      resolve,
      wageVintage: "May 2025",
    });
    const bookkeeping = services.find((s) => s.id === "bookkeeping");
    expect(bookkeeping).toEqual({
      id: "bookkeeping",
      name: "Freelance bookkeeping",
      earning: "$21 - $30",
      unit: "per hour",
      pricedFrom: "Bookkeeping, Accounting, and Auditing Clerks",
      pricedFromCode: "43-3031.00",
      basis:
        "Priced from what Bookkeeping, Accounting, and Auditing Clerks earn per hour, middle half (BLS OEWS May 2025, 25th–75th percentile).",
    });
  });

  it("offers a service the visitor's own skills name, whatever their job", () => {
    const driver = makeOccupation({ code: "53-3032.00", title: "Truck Drivers", labourMarket: pay(23, 33) });
    const services = recommendFreelanceServices({
      occupation: driver,
      personSkills: ["QuickBooks bookkeeping"],
      resolve: (code) => (code === clerks.code ? clerks : null),
      wageVintage: "May 2025",
    });
    expect(services[0]?.id).toBe("bookkeeping");
  });

  it("falls back to per-hour work in the visitor's own field, priced from its own quartiles", () => {
    const unusual = makeOccupation({
      code: "19-4099.00",
      title: "Life, Physical, and Social Science Technicians",
      labourMarket: pay(18.2, 30.4),
    });
    expect(
      recommendFreelanceServices({
        occupation: unusual,
        personSkills: [],
        resolve: () => null,
        wageVintage: "May 2025",
      }),
    ).toEqual([
      expect.objectContaining({ id: OWN_OCCUPATION_SERVICE, earning: "$18 - $30", pricedFromCode: "19-4099.00" }),
    ]);
  });

  it("offers nothing it cannot price from hourly pay", () => {
    const teacher = makeOccupation({ code: "25-2021.00", title: "Teachers", labourMarket: pay(null, null) });
    expect(
      recommendFreelanceServices({
        occupation: teacher,
        personSkills: [],
        resolve: () => null,
        wageVintage: "May 2025",
      }),
    ).toEqual([]);
  });
});

describe("side incomes that pay", () => {
  const assistants = makeOccupation({
    code: "43-6014.00",
    title: "Secretaries and Administrative Assistants",
    labourMarket: pay(19.1, 27.6),
  });
  const executives = makeOccupation({ code: "11-1011.00", title: "Chief Executives", labourMarket: pay(62, 115) });
  const catalogue = [
    {
      id: "virtual-assistant",
      name: "Virtual assistant services",
      pricedFrom: "43-6014.00",
      for: ["11"],
      keywords: ["calendar"],
    },
  ];
  const resolve = (code: string) =>
    code === assistants.code ? assistants : code === executives.code ? executives : null;

  it("does not offer a chief executive virtual-assistant work at a fraction of their pay", () => {
    const services = recommendFreelanceServices({
      occupation: executives,
      personSkills: [],
      resolve,
      wageVintage: "May 2025",
      catalogue,
    });
    expect(services.map((s) => s.id)).not.toContain("virtual-assistant");
  });

  it("still offers it when the visitor's own skills name it", () => {
    const services = recommendFreelanceServices({
      occupation: executives,
      personSkills: ["Calendar management"],
      resolve,
      wageVintage: "May 2025",
      catalogue,
    });
    expect(services.map((s) => s.id)).toContain("virtual-assistant");
  });
});

describe("side incomes on every occupation", () => {
  let engine: AssessmentEngine;
  beforeAll(() => {
    engine = createAssessmentEngine();
    engine.readDataset();
  }, 120_000);

  it("prices every catalogue service from an occupation with published hourly quartiles", () => {
    for (const definition of FREELANCE_CATALOGUE) {
      const pricing = engine.findOccupation(definition.pricedFrom);
      expect(pricing, definition.id).not.toBeNull();
      expect(
        formatHourlyRange({ p25: pricing?.labourMarket?.hourlyWageP25, p75: pricing?.labourMarket?.hourlyWageP75 }),
        definition.id,
      ).not.toBeNull();
    }
  });

  it("never names a service after a task statement or work activity, and prices each from the occupation it names", () => {
    const dataset = engine.readDataset();
    const activityNames = new Set(
      [...dataset.workActivities.map((w) => w.title), ...dataset.detailedWorkActivities.map((d) => d.title)].map((t) =>
        t.replace(/\.$/, "").toLowerCase(),
      ),
    );
    let withServices = 0;
    const problems: string[] = [];
    for (const each of dataset.occupations) {
      if (engine.scoreOccupation(each.code) === null) continue;
      const result = engine.assess({
        occupations: [{ code: each.code, confidence: 1 }],
        responsibilities: [],
        skills: [],
      });
      if (result.recommendations.services.length > 0) withServices++;
      for (const service of result.recommendations.services) {
        if (activityNames.has(service.name.toLowerCase())) problems.push(`${each.code}: ${service.name}`);
        const pricing = engine.findOccupation(service.pricedFromCode)!;
        const expected = formatHourlyRange({
          p25: pricing.labourMarket?.hourlyWageP25,
          p75: pricing.labourMarket?.hourlyWageP75,
        });
        if (service.earning !== expected)
          problems.push(`${each.code}: ${service.name} ${service.earning} ≠ ${expected}`);
        if (!service.basis.includes(pricing.title))
          problems.push(`${each.code}: ${service.name} does not say where its price comes from`);
      }
    }
    expect(problems).toEqual([]);
    expect(withServices).toBeGreaterThan(850);
  }, 120_000);
});
