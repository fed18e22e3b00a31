import { describe, expect, it } from "vitest";
import {
  ASSESSMENT_MESSAGES,
  dedupe,
  formatYears,
  manualInputSchema,
  midpointYears,
  occupationChoiceSchema,
} from "./assessment-input";

describe("assessment input", () => {
  it("drops blanks and case-insensitive repeats, keeping the first spelling and the order", () => {
    expect(dedupe([" Excel ", "excel", "", "SQL", "Planning", "sql"])).toEqual(["Excel", "SQL", "Planning"]);
    expect(dedupe(["x".repeat(100)])[0]).toHaveLength(80);
  });

  it("refuses an occupation code that is not O*NET-SOC shaped, with the visitor's message", () => {
    expect(occupationChoiceSchema.parse({ code: " 15-1252.00 " }).code).toBe("15-1252.00");
    const refused = occupationChoiceSchema.safeParse({ code: "15-1252" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(ASSESSMENT_MESSAGES.unknownCode);
  });

  it("takes the form's industries and experience bands and nothing else", () => {
    const base = { jobTitle: "Nurse", skills: "Care", responsibilities: "Patients" };
    expect(manualInputSchema.safeParse({ ...base, industry: "healthcare", experienceLevel: "3-5" }).success).toBe(true);
    const industry = manualInputSchema.safeParse({ ...base, industry: "space", experienceLevel: "3-5" });
    expect(industry.error?.issues[0]?.message).toBe("Please choose an industry from the list");
    const level = manualInputSchema.safeParse({ ...base, industry: "healthcare", experienceLevel: "40" });
    expect(level.error?.issues[0]?.message).toBe("Please choose an experience level from the list");
  });

  it("turns experience into the numbers the engine and the page use", () => {
    expect(midpointYears("0-2")).toBe(1);
    expect(midpointYears("10+")).toBe(12);
    expect(formatYears(4)).toBe("4");
    expect(formatYears(4.25)).toBe("4.3");
  });
});
