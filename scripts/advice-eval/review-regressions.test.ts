import { beforeAll, describe, expect, it } from "vitest";
import { createAssessmentEngine } from "../../services/assessments/assessment-engine";
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

describe("the counsellor's rejected items (November 2026 review)", () => {
  beforeAll(() => engine.readDataset(), 60_000);

  for (const reviewCase of REVIEW_CASES) {
    const person = `${reviewCase.id} ${describePerson(reviewCase)}`;
    for (const code of reviewCase.rejected.moves)
      it(`${person}: the rejected move to ${titleOf(code)} is gone`, () => {
        const shown = resultFor(reviewCase).result.recommendations.careerPivots.map((move) => move.code);
        expect(shown).not.toContain(code);
      });
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
