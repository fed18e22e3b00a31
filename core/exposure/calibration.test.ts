import { describe, expect, it } from "vitest";
import {
  CALIBRATION_ANCHORS,
  calibrateExposure,
  classifyRiskLevel,
  decalibrateScore,
  scoreExposure,
} from "./calibration";

describe("calibrateExposure", () => {
  it.each([
    [0, 0],
    [0.38, 30],
    [0.56, 70],
    [1, 100],
    [0.19, 15],
    [0.47, 50],
    [0.78, 85],
  ])("maps exposure index %s to score %s", (index, score) => {
    expect(calibrateExposure(index)).toBeCloseTo(score, 6);
  });

  it("clamps indices outside 0–1 and treats NaN as no exposure", () => {
    expect(calibrateExposure(-0.2)).toBe(0);
    expect(calibrateExposure(1.4)).toBe(100);
    expect(calibrateExposure(Number.NaN)).toBe(0);
  });

  it("is strictly increasing, so it never reorders occupations", () => {
    let previous = -1;
    for (let i = 0; i <= 1000; i++) {
      const score = calibrateExposure(i / 1000);
      expect(score).toBeGreaterThan(previous);
      previous = score;
    }
  });

  it("has anchors that increase in both coordinates", () => {
    for (let i = 1; i < CALIBRATION_ANCHORS.length; i++) {
      expect(CALIBRATION_ANCHORS[i]![0]).toBeGreaterThan(CALIBRATION_ANCHORS[i - 1]![0]);
      expect(CALIBRATION_ANCHORS[i]![1]).toBeGreaterThan(CALIBRATION_ANCHORS[i - 1]![1]);
    }
  });

  it("is undone by decalibrateScore", () => {
    for (const index of [0, 0.1, 0.38, 0.5, 0.56, 0.9, 1]) {
      expect(decalibrateScore(calibrateExposure(index))).toBeCloseTo(index, 9);
    }
  });

  it("rounds to an integer score", () => {
    expect(scoreExposure(0.4)).toBe(Math.round(calibrateExposure(0.4)));
    expect(Number.isInteger(scoreExposure(0.123))).toBe(true);
  });
});

describe("classifyRiskLevel", () => {
  it.each([
    [0, "Low Risk"],
    [29, "Low Risk"],
    [30, "Medium Risk"],
    [69, "Medium Risk"],
    [70, "High Risk"],
    [100, "High Risk"],
  ] as const)("puts score %s in %s", (score, level) => {
    expect(classifyRiskLevel(score)).toBe(level);
  });
});
