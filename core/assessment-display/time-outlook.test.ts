import { describe, expect, it } from "vitest";
import { describeActionWindow } from "./action-window";
import { buildTimeOutlook, describeTodayAndOutlook, parseTimeframeYears } from "./time-outlook";

const timeline = { aggressive: "3-6 years", median: "6-10 years", conservative: "10+ years" };

describe("buildTimeOutlook", () => {
  it("keeps today's exposure as the headline and lets the 10-year scenarios only add tool-dependent exposure", () => {
    const outlook = buildTimeOutlook({ score: 19, band: { alpha: 10, beta: 29, gamma: 45 }, timeline });
    expect(outlook.today).toBe(19);
    expect(outlook.scenarios.map((s) => [s.adoption, s.timeframe, s.scoreIn10Years])).toEqual([
      ["slow", "10+ years", 19],
      ["expected", "6-10 years", 27],
      ["fast", "3-6 years", 35],
    ]);
  });

  it("marks the scenario the spec's action-window rule picks for the score", () => {
    expect(buildTimeOutlook({ score: 29, timeline }).actionKey).toBe("conservative");
    expect(buildTimeOutlook({ score: 30, timeline }).actionKey).toBe("median");
    expect(buildTimeOutlook({ score: 70, timeline }).actionKey).toBe("aggressive");
  });

  it("renders an old stored result without a band as one flat outlook", () => {
    const outlook = buildTimeOutlook({ score: 56, band: null, timeline: { median: "2-5 years" } });
    expect(outlook.scenarios.map((s) => s.scoreIn10Years)).toEqual([56, 56, 56]);
    expect(outlook.scenarios.map((s) => s.timeframe)).toEqual([null, "2-5 years", null]);
  });

  it("never goes past 100", () => {
    const outlook = buildTimeOutlook({ score: 95, band: { alpha: 60, beta: 80, gamma: 100 }, timeline });
    expect(outlook.scenarios[2].scoreIn10Years).toBe(100);
  });

  it("says which number is today's and which is the 10-year outlook", () => {
    const outlook = buildTimeOutlook({ score: 19, band: { alpha: 10, beta: 29, gamma: 45 }, timeline });
    expect(describeTodayAndOutlook(outlook)).toBe(
      "19 is today's exposure. In 10 years: 27 at the expected pace of AI adoption (19 if slow, 35 if fast).",
    );
  });
});

describe("the action window and the outlook", () => {
  it("names the scenario whose timeframe it quotes, so a barista's 10+ years reads as the slow-adoption row", () => {
    const window = describeActionWindow({ score: 20, timeline });
    expect(window.timeframe).toBe("10+ years");
    expect(window.scenario).toBe("Conservative timeline (if AI adoption is slow)");
    expect(window.message).toContain("if AI adoption is slow, substantial change is roughly 10+ years away");
  });

  it("names the expected and the fast scenarios in the middle and the high bands", () => {
    expect(describeActionWindow({ score: 50, timeline }).message).toContain(
      "At the expected pace of AI adoption, your role is likely to shift over roughly 6-10 years",
    );
    expect(describeActionWindow({ score: 80, timeline }).message).toContain(
      "If AI adoption is fast, roles like yours may change noticeably within 3-6 years",
    );
  });
});

describe("parseTimeframeYears", () => {
  it("reads ranges and open-ended durations, and refuses anything else", () => {
    expect(parseTimeframeYears("1-3 years")).toEqual([1, 3]);
    expect(parseTimeframeYears("10+ years")).toEqual([10, Number.POSITIVE_INFINITY]);
    expect(parseTimeframeYears("soon")).toBeNull();
    expect(parseTimeframeYears(null)).toBeNull();
  });
});
