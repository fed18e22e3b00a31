import { describe, expect, it } from "vitest";
import type { AssessmentView } from "./assessment-view";
import { PUBLIC_JOB_TITLE, readPreparedForName, toPublicAssessmentView } from "./public-assessment-view";

const OWNER_VIEW: AssessmentView = {
  id: "6f1c1f0e-2d1b-4d8e-9a51-0c7f3e0d8a11",
  riskScore: 58,
  riskLevel: "Medium Risk",
  jobTitle: "Payroll Clerk at Quillfeather Orchards",
  industry: "finance",
  skills: ["Zephyrine payroll suite"],
  responsibilities: "Balance the Hobbsworth cider co-op ledgers",
  createdAt: "2026-11-27T04:00:00.000Z",
  experienceLevel: "6-10",
  certifications: ["Certified Payroll Professional"],
  personalInfo: { name: "Thaddeus Quillfeather", location: "Walla Walla, WA", address: "1 Orchard Lane" },
  timeline: { aggressive: "1-3 years", median: "2-5 years", conservative: "5-10 years" },
  riskFactors: [
    { name: "Process information", description: "40% of the work.", exposure: 70, kind: "task-group" },
    { name: "Your cider ledgers", description: "Read from your resume.", kind: "personal" },
  ],
  recommendations: {
    skills: [{ name: "Judgment and Decision Making", impact: "High", duration: "3-6 months" }],
    careerPivots: [{ title: "Payroll Managers", matchPercentage: 70 }],
    services: [{ name: "Bookkeeping reviews", earning: "$45 - $70" }],
  },
  resumeData: {
    name: "Thaddeus Quillfeather",
    personalInfo: { name: "Thaddeus Quillfeather" },
    education: [{ degree: "AAS Viticulture Accounting", institution: "Blue Heron Community College" }],
  },
  aiStatus: { success: true, fallbackUsed: false, reason: "", message: "" },
  occupation: {
    code: "43-3051.00",
    title: "Payroll and Timekeeping Clerks",
    confidence: 0.9,
    sureEnough: true,
    matchedBy: "engine",
    alternatives: [{ code: "43-3031.00", title: "Bookkeeping, Accounting, and Auditing Clerks", confidence: 0.4 }],
  },
  band: { alpha: 40, beta: 55, gamma: 80 },
  sources: [{ id: "eloundou-human-beta", name: "GPTs are GPTs", figure: "β share", value: "0.5" }],
  tasks: [
    { id: "1", group: "Process payroll", importance: 4, label: "E1", matchedBullet: "Balance the Hobbsworth ledgers" },
  ],
  aiReading: { summary: "Thaddeus, your cider ledgers…", riskFactors: [], recommendations: ["Learn SQL"] },
  country: "de",
  international: {
    isco: {
      code: "4313",
      titles: { en: "Payroll clerks", de: "Bürokräfte in der Lohnbuchhaltung", fr: "Commis, service de paie" },
    },
    otherIsco: [],
    ilo: { score: 0.61, gradient: "Exposed: Gradient 4" },
    noc: { code: "13102", title: "Payroll administrators" },
    otherNoc: [],
  },
};

describe("toPublicAssessmentView", () => {
  it("keeps the score, the occupation and the reasoning", () => {
    const shown = toPublicAssessmentView(OWNER_VIEW);
    expect(shown).toMatchObject({
      id: OWNER_VIEW.id,
      riskScore: 58,
      riskLevel: "Medium Risk",
      industry: "finance",
      experienceLevel: "6-10",
      createdAt: OWNER_VIEW.createdAt,
      timeline: OWNER_VIEW.timeline,
      recommendations: OWNER_VIEW.recommendations,
      occupation: OWNER_VIEW.occupation,
      band: OWNER_VIEW.band,
      sources: OWNER_VIEW.sources,
      aiStatus: OWNER_VIEW.aiStatus,
      international: OWNER_VIEW.international,
    });
    expect(shown.riskFactors).toEqual([OWNER_VIEW.riskFactors[0]]);
    expect(shown.tasks).toEqual([{ id: "1", group: "Process payroll", importance: 4, label: "E1" }]);
  });

  it("leaves out the person and every word they gave us, and names the occupation instead of their title", () => {
    const shown = toPublicAssessmentView(OWNER_VIEW);
    expect(shown.jobTitle).toBe("Payroll and Timekeeping Clerks");
    const text = JSON.stringify(shown);
    for (const secret of [
      "Quillfeather",
      "Walla Walla",
      "Orchard Lane",
      "Viticulture",
      "Hobbsworth",
      "Zephyrine",
      "cider",
    ])
      expect(text).not.toContain(secret);
    expect(Object.keys(shown).sort()).toEqual(Object.keys(OWNER_VIEW).sort());
    expect(readPreparedForName(shown)).toBeUndefined();
  });

  it("names no occupation in the header while the owner has yet to choose it", () => {
    const waiting = { ...OWNER_VIEW.occupation!, needsConfirmation: true, sureEnough: false };
    expect(toPublicAssessmentView({ ...OWNER_VIEW, occupation: waiting }).jobTitle).toBe(PUBLIC_JOB_TITLE);
  });

  it("leaves out where the visitor works, so a stranger with the link cannot tell their country", () => {
    const shown = toPublicAssessmentView(OWNER_VIEW);
    expect(shown.country).toBeNull();
    expect(JSON.stringify(shown)).not.toMatch(/"country":"de"/);
  });

  it("falls back to the header line's default title when no occupation matched", () => {
    expect(toPublicAssessmentView({ ...OWNER_VIEW, occupation: null }).jobTitle).toBe(PUBLIC_JOB_TITLE);
  });
});

describe("readPreparedForName", () => {
  it("reads the owner's name from the details, then from the resume data", () => {
    expect(readPreparedForName(OWNER_VIEW)).toBe("Thaddeus Quillfeather");
    expect(readPreparedForName({ personalInfo: {}, resumeData: { name: "R. F." } })).toBe("R. F.");
    expect(readPreparedForName({ personalInfo: {}, resumeData: null })).toBeUndefined();
  });
});
