import { beforeAll, describe, expect, it } from "vitest";
import { createAssessmentEngine } from "../../services/platform/engine/assessment-engine";
import type { ScoredAssessment } from "../../core/assessment/scored-assessment";
import { REVIEW_CASES, runReviewCase, type ReviewCase, type ReviewedResult } from "./review-cases";

/**
 * The November 2026 counsellor review as regression cases (issue #35, ADR 029): for each of the 35
 * people, every career move, skill and side income the counsellor would not sign is either gone
 * from today's result or now carries what was missing. One test per rejected item.
 */
const engine = createAssessmentEngine();
const results = new Map<string, ReviewedResult>();

function resultFor(reviewCase: ReviewCase): ReviewedResult {
  let result = results.get(reviewCase.id);
  if (!result) {
    result = runReviewCase({ engine, reviewCase });
    results.set(reviewCase.id, result);
  }
  return result;
}

function describePerson(reviewCase: ReviewCase): string {
  return "jobTitle" in reviewCase.input ? reviewCase.input.jobTitle : `resume ${reviewCase.id}`;
}

const titleOf = (code: string) => engine.findOccupation(code)?.title ?? code;

type Move = ScoredAssessment["recommendations"]["careerPivots"][number];

/**
 * Rejected moves that may stay because today's card carries what the counsellor found missing,
 * each with what that was. Everything else the counsellor rejected must be gone.
 */
const FIXED_MOVES: Readonly<Record<string, { missing: string; carries: (move: Move) => boolean }>> = {
  "r05:47-2011.00": {
    missing: "the separate boilermaker apprenticeship",
    carries: (move) => /apprenticeship/i.test(move.preparation.label ?? ""),
  },
  "r29:29-1126.00": {
    missing: "the respiratory therapy programme, not only a licence",
    carries: (move) =>
      /respiratory therapy/i.test(move.preparation.label ?? "") && /associate/i.test(move.preparation.label ?? ""),
  },
  "r29:29-1124.00": {
    missing: "the radiation therapy programme",
    carries: (move) => /radiation therapy/i.test(move.preparation.label ?? ""),
  },
  // Matched as a web developer (a matching miss, not advice): the move now says why web developers climb there.
  "r17:15-1252.00": {
    missing: "a reason beyond O*NET's relation",
    carries: (move) => move.kind === "ladder" && /back-end/i.test(move.why),
  },
};

describe("the counsellor's rejected items (November 2026 review)", () => {
  beforeAll(() => engine.readDataset(), 60_000);

  for (const reviewCase of REVIEW_CASES) {
    const person = `${reviewCase.id} ${describePerson(reviewCase)}`;
    for (const code of reviewCase.rejected.moves) {
      const fixed = FIXED_MOVES[`${reviewCase.id}:${code}`];
      const title = fixed
        ? `${person}: the rejected move to ${titleOf(code)} is gone or now names ${fixed.missing}`
        : `${person}: the rejected move to ${titleOf(code)} is gone`;
      it(title, () => {
        const move = resultFor(reviewCase).result.recommendations.careerPivots.find((m) => m.code === code);
        if (move && fixed) expect(fixed.carries(move)).toBe(true);
        else expect(move).toBeUndefined();
      });
    }
    for (const name of reviewCase.rejected.skills)
      it(`${person}: the rejected skill "${name}" is gone`, () => {
        const shown = resultFor(reviewCase).result.recommendations.skills.map((skill) => skill.name.toLowerCase());
        expect(shown).not.toContain(name.toLowerCase());
        expect(shown.some((skill) => skill.startsWith("take on more of"))).toBe(false);
      });
    for (const name of reviewCase.rejected.services)
      it(`${person}: the rejected side income "${name}" is gone, or priced from the visitor's own pay`, () => {
        const { result, code } = resultFor(reviewCase);
        for (const service of result.recommendations.services)
          if (service.name.toLowerCase() === name.toLowerCase()) expect(service.pricedFromCode).toBe(code);
      });
  }
});

/**
 * The second blind reading (round 5, issue #35): what the counsellor still would not sign, each as a
 * general rule of ADR 029 seen on the person it was found on.
 */
describe("the second blind reading (round 5)", () => {
  beforeAll(() => engine.readDataset(), 60_000);
  const caseOf = (id: string) => {
    const found = REVIEW_CASES.find((reviewCase) => reviewCase.id === id);
    if (!found) throw new Error(`no review case ${id}`);
    return resultFor(found);
  };
  const movesOf = (id: string) => caseOf(id).result.recommendations.careerPivots;
  const moveTo = (id: string, code: string) => movesOf(id).find((move) => move.code === code);

  it("r05 electrician of 12 years: no new apprenticeship (boilermaker) for +21%", () => {
    expect(moveTo("r05", "47-2011.00")).toBeUndefined();
  });

  it("r21 mechanical engineer of 8 years: no new four-year electronics degree for +25%", () => {
    expect(moveTo("r21", "17-2072.00")).toBeUndefined();
  });

  it("r25 site manager of 12 years: no engineering degree plus years as an engineer (A&E manager)", () => {
    expect(moveTo("r25", "11-9041.00")).toBeUndefined();
  });

  it("r30 pharmacist of 12 years: no seven-year route to physician", () => {
    expect(movesOf("r30").some((move) => move.code.startsWith("29-12"))).toBe(false);
  });

  it("r32 paralegal with a BA: law school is a long route of about 3 years that counts his degree", () => {
    const lawyer = moveTo("r32", "23-1011.00");
    expect(lawyer?.caveats).toContain("long route: about 3 years");
    expect(lawyer?.preparation.needs?.join(" ")).not.toMatch(/bachelor/i);
    expect(lawyer?.preparation.notes?.join(" ")).toMatch(/which you hold/);
  });

  it("r32 paralegal with a BA: compliance asks for no bachelor's degree", () => {
    const compliance = moveTo("r32", "13-1041.00");
    expect(compliance?.preparation.needs?.join(" ") ?? "").not.toMatch(/bachelor/i);
  });

  it("r35 bookkeeper with an AAS in accounting: the accounting degree is about 2 more years", () => {
    expect(moveTo("r35", "13-2011.00")?.preparation.needs?.[0]).toMatch(/about 2 more years with your associate's/);
  });

  it("r35 bookkeeper running her own practice: no employee promotion to office supervisor", () => {
    expect(movesOf("r35").some((move) => /^(11-|43-1)/.test(move.code))).toBe(false);
  });

  it("r31 agent of two years (after two as a cashier): read as 2 years, with early-career pay", () => {
    const { prepared, result } = caseOf("r31");
    expect(prepared.profile.yearsOfExperience).toBe(2);
    expect(result.recommendations.careerPivots[0]?.pay?.basis).toBe("early-career");
  });

  it("r08 store manager: supervising B2B sales is no rung, and the years in that work are named", () => {
    const move = moveTo("r08", "41-1012.00");
    if (move) {
      expect(move.kind).not.toBe("ladder");
      expect(move.caveats.some((caveat) => /years of experience first/.test(caveat))).toBe(true);
    }
  });

  it("r08 store manager: district manager is a promotion, with the usual degree noted, not a 4-year route", () => {
    const move = moveTo("r08", "11-1021.00");
    expect(move?.caveats.some((caveat) => caveat.startsWith("long route"))).toBe(false);
    expect(move?.preparation.needs ?? []).toEqual([]);
    expect(move?.preparation.notes?.[0]).toMatch(/BLS lists a bachelor's degree as the usual entry/);
  });

  it("r20 medical receptionist: an executive assistant post is no rung, and the years supporting executives are a step", () => {
    const move = moveTo("r20", "43-6011.00");
    if (move) {
      expect(move.kind).not.toBe("ladder");
      expect(move.caveats.some((caveat) => /years of experience first/.test(caveat))).toBe(true);
      expect(move.preparation.needs?.join(" ")).toMatch(/supporting managers or executives/);
    }
  });

  const skillsOf = (id: string) => caseOf(id).result.recommendations.skills;
  it.each([
    ["r07", /Oracle Database SQL/, "a SQL certificate for an analyst who lists SQL"],
    ["r18", /Adobe Certified Professional/, "an Adobe certificate for a designer who lists the Adobe tools"],
    ["r21", /SOLIDWORKS/, "a SolidWorks certificate after 8 years in SolidWorks"],
    ["r05", /NABCEP PV Associate/, "an entry solar certificate for an electrician of 12 years"],
    ["r20", /Certified Medical Administrative Assistant/, "the CMAA after 4 years at the front desk"],
    ["r32", /Paralegal CORE Competency Exam/, "the entry paralegal exam after 5 years"],
    ["r34", /Certified Emergency Nurse|Certified Pediatric Nurse/, "another specialty's credential for an ICU nurse"],
    [
      "r27",
      /AI features in accounting software/,
      "bank matching in QuickBooks beside real credentials, at low exposure",
    ],
    [
      "r35",
      /AI features in accounting software/,
      "bank matching in QuickBooks beside real credentials, at low exposure",
    ],
    ["r30", /general AI assistant/, "a generic assistant beside real credentials, at low exposure"],
  ])("%s: no %s (%s)", (id, name) => {
    expect(
      skillsOf(id)
        .map((skill) => skill.name)
        .filter((skill) => name.test(skill)),
    ).toEqual([]);
  });

  it("r06 dental hygienist: something to learn, though no move fits", () => {
    expect(skillsOf("r06").length).toBeGreaterThan(0);
  });

  it.each([
    ["r20", /shipments or mail/],
    ["r08", /educational programs/],
  ])("%s: the AI tool's reason names no other job's activity", (id, foreign) => {
    for (const skill of skillsOf(id)) expect(skill.reason).not.toMatch(foreign);
  });

  const servicesOf = (id: string) => caseOf(id).result.recommendations.services;
  it("r07 junior analyst: dashboards priced from the analyst's own pay, early-career range", () => {
    const { code } = caseOf("r07");
    for (const service of servicesOf("r07")) {
      expect(service.pricedFromCode).toBe(code);
      expect(service.basis).toMatch(/early-career range/);
    }
  });

  it.each([
    ["r05", "small-electrical-jobs", /electrical contractor licence in most states.*permit/],
    ["r11", "tax-return-preparation", /individual income tax.*EFIN.*Oregon/],
    ["r35", "tax-return-preparation", /Oregon a Licensed Tax Preparer must .* work under/],
    ["r20", "medical-billing", /billing and coding training.*HIPAA business associate agreement/],
    ["r09", "catering", /per head.*commissary/],
  ])("%s: the side income %s names what it needs first", (id, serviceId, needs) => {
    const service = servicesOf(id).find((offered) => offered.id === serviceId);
    if (service) expect(service.basis).toMatch(needs);
  });

  it("r16 claims adjuster: independent and catastrophe adjusting is offered", () => {
    expect(servicesOf("r16").map((service) => service.id)).toContain("independent-catastrophe-adjusting");
  });

  it("r21 mechanical engineer: mechanical design on contract, not architectural drafting", () => {
    const ids = servicesOf("r21").map((service) => service.id);
    expect(ids).toContain("mechanical-design-contract");
    expect(ids).not.toContain("cad-drafting");
  });

  it("r23 copywriter: no agent's post, which BLS fills from years in a related occupation", () => {
    expect(moveTo("r23", "13-1011.00")).toBeUndefined();
  });

  it("r15 dispatcher: no postal carrier move priced at the career median newcomers do not earn", () => {
    expect(moveTo("r15", "43-5052.00")).toBeUndefined();
  });

  it("r01 rideshare driver: no school bus move priced as a full-time year", () => {
    expect(moveTo("r01", "53-3051.00")).toBeUndefined();
  });
});
