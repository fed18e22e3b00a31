import { describe, expect, it } from "vitest";
import { describeActionWindow } from "./action-window";
import { summaryParagraph } from "./summary-paragraph";

describe("summaryParagraph", () => {
  it("names the role and the score in every variant", () => {
    for (const score of [12, 45, 88]) {
      const paragraph = summaryParagraph({ score, jobTitle: "payroll clerk" });
      expect(paragraph).toContain("Payroll Clerk");
      expect(paragraph).toContain(`${score} out of 100`);
      expect(paragraph).toContain("not a forecast");
    }
  });

  it("writes a different paragraph under 30, under 70, and at 70 or more", () => {
    const low = summaryParagraph({ score: 29, jobTitle: "Nurse" });
    const medium = summaryParagraph({ score: 30, jobTitle: "Nurse" });
    const high = summaryParagraph({ score: 70, jobTitle: "Nurse" });
    expect(new Set([low, medium, high]).size).toBe(3);
    expect(summaryParagraph({ score: 69, jobTitle: "Nurse" })).toBe(medium.replace("30 out of 100", "69 out of 100"));
    expect(low).toContain("durable");
    expect(high).toContain("change noticeably");
  });

  it("uses Professional when there is no job title", () => {
    expect(summaryParagraph({ score: 50 })).toContain("the role of Professional");
  });
});

describe("describeActionWindow", () => {
  const timeline = { aggressive: "1-3 years", median: "2-5 years", conservative: "5-10 years" };

  it("pairs each priority with its own timeline entry", () => {
    expect(describeActionWindow({ score: 85, timeline })).toMatchObject({
      priority: "HIGH PRIORITY",
      timelineKey: "aggressive",
      timeframe: "1-3 years",
    });
    expect(describeActionWindow({ score: 50, timeline })).toMatchObject({
      priority: "MEDIUM PRIORITY",
      timeframe: "2-5 years",
    });
    expect(describeActionWindow({ score: 10, timeline })).toMatchObject({
      priority: "LOW PRIORITY",
      timeframe: "5-10 years",
    });
  });

  it("mentions the timeframe in the message and gives three bullets", () => {
    const window = describeActionWindow({ score: 50, timeline });
    expect(window.message).toContain("2-5 years");
    expect(window.bullets).toHaveLength(3);
  });

  it("still reads well when the timeline entry is missing", () => {
    const window = describeActionWindow({ score: 90, timeline: { median: "2-5 years" } });
    expect(window.timeframe).toBeNull();
    expect(window.message).not.toContain("null");
    expect(window.message).not.toContain("undefined");
  });

  it("hands out a fresh bullet list each time so callers cannot alter the copy", () => {
    const first = describeActionWindow({ score: 10 });
    first.bullets[0] = "changed";
    expect(describeActionWindow({ score: 10 }).bullets[0]).not.toBe("changed");
  });
});
