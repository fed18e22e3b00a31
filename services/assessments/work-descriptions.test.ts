import { beforeAll, describe, expect, it } from "vitest";
import {
  HELD_OUT_WORK_DESCRIPTIONS,
  WORK_DESCRIPTIONS,
  type WorkDescription,
} from "../../core/resume-profile/fixtures/work-descriptions";
import { MAX_CONFIRM_CANDIDATES, needsOccupationConfirmation } from "../../core/occupations/weak-match";
import { createAssessmentEngine, type AssessmentEngine } from "../platform/engine/assessment-engine";
import { prepareFromText } from "./assessment-prepared";

/**
 * The paste box with one-paragraph descriptions of work (issue 36): how many are read right, as
 * the visitor meets them. Read right: the occupation scored is one the description names, or the
 * visitor is asked to choose and one of the choices is.
 */
let engine: AssessmentEngine;

beforeAll(async () => {
  engine = createAssessmentEngine();
  await engine.warmUp();
}, 120_000);

type Reading = { id: string; outcome: "scored right" | "asked, among the choices" | "wrong" | "refused" };

function readDescription(description: WorkDescription): Reading {
  const prepared = prepareFromText({ resumeText: description.text, engine });
  const matches = prepared.match?.matches ?? [];
  const top = matches[0];
  if (!prepared.match || !top) return { id: description.id, outcome: "refused" };
  const asked = needsOccupationConfirmation({
    sureEnough: prepared.match.sureEnough,
    matchedBy: "engine",
    confidence: top.confidence,
  });
  if (!asked) return { id: description.id, outcome: description.codes.includes(top.code) ? "scored right" : "wrong" };
  const choices = matches.filter((m) => engine.scoreOccupation(m.code) !== null).slice(0, MAX_CONFIRM_CANDIDATES);
  return {
    id: description.id,
    outcome: choices.some((choice) => description.codes.includes(choice.code)) ? "asked, among the choices" : "wrong",
  };
}

function countRight(readings: Reading[]): number {
  return readings.filter((reading) => reading.outcome !== "wrong" && reading.outcome !== "refused").length;
}

describe("one-paragraph descriptions in the paste box", () => {
  it("reads at least 26 of the 27 descriptions it was built on right (none before: every one was refused)", () => {
    const readings = WORK_DESCRIPTIONS.map(readDescription);
    expect(readings.filter((reading) => reading.outcome === "refused")).toEqual([]);
    expect(countRight(readings), JSON.stringify(readings.filter((r) => r.outcome === "wrong"))).toBeGreaterThanOrEqual(
      26,
    );
  });

  it("reads at least 5 of the 6 descriptions it never saw right", () => {
    const readings = HELD_OUT_WORK_DESCRIPTIONS.map(readDescription);
    expect(countRight(readings), JSON.stringify(readings)).toBeGreaterThanOrEqual(5);
  });

  it("offers Payroll and Timekeeping Clerks for a UK payroll and accounts payable specialist", () => {
    const payroll = WORK_DESCRIPTIONS.find((description) => description.id === "payroll-ap-leeds")!;
    const prepared = prepareFromText({ resumeText: payroll.text, engine });
    const offered = (prepared.match?.matches ?? []).slice(0, 4).map((match) => match.code);
    expect(offered).toContain("43-3051.00");
  });

  it("asks with candidates from the duties when a description never names the job", () => {
    const lorry = WORK_DESCRIPTIONS.find((description) => description.id === "lorry-driver-verbs-only")!;
    const prepared = prepareFromText({ resumeText: lorry.text, engine });
    expect(prepared.match?.sureEnough).toBe(false);
    expect(prepared.match?.matches[0]?.code).toBe("53-3032.00");
    expect(prepared.match?.matches[0]?.confidence).toBeLessThan(0.5);
  });

  it("still refuses text that describes no work", () => {
    const prepared = prepareFromText({
      resumeText:
        "I love my family and my dog, we go walking every weekend in the hills near our house and I enjoy cooking big meals on Sundays.",
      engine,
    });
    expect(prepared.match?.matches ?? []).toEqual([]);
  });
});
