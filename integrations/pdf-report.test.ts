import { describe, expect, it } from "vitest";
import type { AssessmentView } from "../core/assessment/assessment-view";
import { extractText, getDocumentProxy } from "unpdf";
import { renderAssessmentReport, toPdfText } from "./pdf-report";

const VIEW: AssessmentView = {
  id: "6f1c1f0e-2d1b-4d8e-9a51-0c7f3e0d8a11",
  riskScore: 64,
  riskLevel: "Medium Risk",
  jobTitle: "accountant",
  industry: "finance",
  skills: ["Excel"],
  responsibilities: "Prepare statements",
  createdAt: "2026-11-22T04:00:00.000Z",
  experienceLevel: "6-10",
  certifications: ["CPA"],
  personalInfo: { location: "Austin, TX" },
  timeline: { aggressive: "1-3 years", median: "2-5 years", conservative: "5-10 years" },
  riskFactors: [
    { name: "Process information", description: "40% of the work; β exposed.", exposure: 70, kind: "task-group" },
  ],
  recommendations: {
    skills: [{ name: "Judgment and Decision Making", impact: "High", duration: "3-6 months" }],
    careerPivots: [{ title: "Financial Managers", matchPercentage: 70, riskScore: 40, medianWage: 150000 }],
    services: [{ name: "Bookkeeping reviews", earning: "$45 - $70" }],
  },
  resumeData: null,
  aiStatus: { success: true, fallbackUsed: true, reason: "no_api_key", message: "" },
  occupation: {
    code: "13-2011.00",
    title: "Accountants and Auditors",
    confidence: 0.9,
    sureEnough: true,
    matchedBy: "engine",
    alternatives: [],
  },
  band: { alpha: 40, beta: 60, gamma: 80 },
  sources: [{ id: "eloundou-human-beta", name: "GPTs are GPTs", figure: "β share", value: "0.5" }],
  tasks: [],
  aiReading: null,
};

describe("renderAssessmentReport", () => {
  it("renders a PDF document", async () => {
    const bytes = await renderAssessmentReport({ view: VIEW });
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(3000);
  });

  it("closes with the note that the score is an exposure estimate, not a forecast", async () => {
    const bytes = await renderAssessmentReport({ view: VIEW });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    const printed = text.replace(/\s+/g, " ");
    expect(printed).toContain("This is an exposure estimate, not a forecast:");
    expect(printed).toContain("your resume text and file were not stored.");
    expect(printed).toContain("Accountants and Auditors");
  });
});

describe("career moves in the report", () => {
  async function printedText(view: AssessmentView): Promise<string> {
    const bytes = await renderAssessmentReport({ view });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    return text.replace(/\s+/g, " ");
  }

  it("gives each move its reasons, and says 'pay cut' on a fallback that cuts pay", async () => {
    const printed = await printedText({
      ...VIEW,
      recommendations: {
        ...VIEW.recommendations,
        careerMoves: { situation: "exposed", noMoveReason: null },
        careerPivots: [
          {
            title: "General and Operations Managers",
            code: "11-1021.00",
            matchPercentage: 65,
            riskScore: 36,
            medianWage: 105_770,
            relatedness: "Primary-Long",
            kind: "lower-exposure",
            caveats: ["pay cut"],
            transfer: { skills: 0.9, knowledge: 0.8, activities: 0.4, shared: ["Analyze business or financial data"] },
            exposure: { from: 64, to: 36 },
            pay: { from: 148_270, to: 105_770, changePct: -29 },
            preparation: {
              jobZoneFrom: 4,
              jobZoneTo: 4,
              extraZones: 0,
              entryEducation: "Bachelor's degree",
              educationStepsUp: 0,
              needs: [],
              label: null,
              licence: null,
            },
            outlook: { growthPct: 4.4, annualOpenings: 308_700 },
          },
        ],
      },
    });
    expect(printed).toContain("General and Operations Managers - Lower AI exposure - Related (O*NET) - PAY CUT");
    expect(printed).toContain("What carries over: 65% of your work, including: Analyze business or financial data");
    expect(printed).toContain("Pay (US): -29%: US$148,270 to US$105,770 a year (median)");
    expect(printed).toContain("Outlook (US): +4.4% jobs by 2034");
    expect(printed).toContain("AI exposure: 64 to 36 out of 100");
    expect(printed).toContain("Your exposure is 64/100. Your own ladder comes first");
  });

  it("still prints a move stored before the reasons were added", async () => {
    const printed = await printedText(VIEW);
    expect(printed).toContain("Financial Managers");
    expect(printed).toContain("What carries over: 70% of your work");
  });
});

describe("US figures and the international codes in the report (ADR 034)", () => {
  async function printedText(view: AssessmentView): Promise<string> {
    const bytes = await renderAssessmentReport({ view });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    return text.replace(/\s+/g, " ");
  }
  const INTERNATIONAL: AssessmentView["international"] = {
    isco: {
      code: "2411",
      titles: {
        en: "Accountants",
        de: "Wirtschaftsprüfer, Steuerberater und verwandte Berufe",
        fr: "Cadres comptables",
      },
    },
    otherIsco: [],
    ilo: { score: 0.51, gradient: "Exposed: Gradient 3" },
    noc: { code: "11100", title: "Financial auditors and accountants" },
    otherNoc: [],
  };
  const WAGE = {
    id: "bls-median-wage",
    name: "BLS OEWS (May 2025)",
    figure: "Median annual wage, USD",
    value: "81,680",
  };

  it("says the public report's pay, outlook and schooling are US figures, with every amount in US$", async () => {
    const printed = await printedText({ ...VIEW, sources: [...VIEW.sources, WAGE], international: INTERNATIONAL });
    expect(printed).toContain("Figures from the US.");
    expect(printed).toContain("Bookkeeping reviews - US$45 - US$70 per hour");
    expect(printed).toContain("Median annual wage in the US, US$: US$81,680");
    expect(printed).not.toMatch(/(^|[^S])\$\d/);
    expect(printed).toContain("ISCO-08 2411 Accountants.");
    expect(printed).toContain("The ILO's global figure for this group: 0.51 on a 0-1 scale, exposed, gradient 3 of 4");
    expect(printed).not.toContain("NOC 2021");
  });

  it("addresses the owner's report to where they work: German titles for Germany, NOC for Canada", async () => {
    const german = await printedText({ ...VIEW, country: "de", international: INTERNATIONAL });
    expect(german).toContain("You work in Germany.");
    expect(german).toContain("ISCO-08 2411 Wirtschaftsprüfer, Steuerberater und verwandte Berufe (Accountants).");
    const canadian = await printedText({ ...VIEW, country: "ca", international: INTERNATIONAL });
    expect(canadian).toContain("You work in Canada.");
    expect(canadian).toContain("Canada: NOC 2021 11100 Financial auditors and accountants.");
  });
});

describe("toPdfText", () => {
  it("spells out Greek letters and drops characters the built-in fonts cannot show", () => {
    expect(toPdfText("α–γ band, β “share” 😀 é")).toBe('alpha-gamma band, beta "share"  é');
  });
});
