import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { ASSESSMENT_MESSAGES } from "../../services/assessments/assessment-input";
import { ServiceError } from "../../services/platform/service-error";
import {
  checkOccupationChoice,
  manualInputSchema,
  parseDebugReport,
  parseTextInput,
  readKeyToCheck,
} from "./assessment-schemas";

function refusalOf(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof ServiceError) return { status: error.status, message: error.message };
    if (error instanceof ZodError) return { status: 400, message: error.issues[0]!.message };
    throw error;
  }
  throw new Error("not refused");
}

describe("the assessment request bodies", () => {
  it("refuses an occupation code that is not O*NET-SOC shaped, with the visitor's message, as a refusal to give later", () => {
    expect(checkOccupationChoice({ code: " 15-1252.00 " })).toEqual({ ok: true, value: { code: "15-1252.00" } });
    const refused = checkOccupationChoice({ code: "15-1252" });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.refusal instanceof ZodError && refused.refusal.issues[0]?.message).toBe(
      ASSESSMENT_MESSAGES.unknownCode,
    );
    expect(checkOccupationChoice(undefined).ok).toBe(false);
  });

  it("takes the form's industries and experience bands and nothing else", () => {
    const base = { jobTitle: "Nurse", skills: "Care", responsibilities: "Patients" };
    expect(manualInputSchema.safeParse({ ...base, industry: "healthcare", experienceLevel: "3-5" }).success).toBe(true);
    const industry = manualInputSchema.safeParse({ ...base, industry: "space", experienceLevel: "3-5" });
    expect(industry.error?.issues[0]?.message).toBe("Please choose an industry from the list");
    const level = manualInputSchema.safeParse({ ...base, industry: "healthcare", experienceLevel: "40" });
    expect(level.error?.issues[0]?.message).toBe("Please choose an experience level from the list");
  });

  it("refuses resume text past the limit with 413 before any other rule, and short text with the spec's message", () => {
    expect(refusalOf(() => parseTextInput({ resumeText: " ".repeat(50_001) }))).toEqual({
      status: 413,
      message: ASSESSMENT_MESSAGES.longText,
    });
    expect(refusalOf(() => parseTextInput({ resumeText: "too short" }))).toEqual({
      status: 400,
      message: ASSESSMENT_MESSAGES.shortText,
    });
    expect(refusalOf(() => parseTextInput(null))).toEqual({ status: 400, message: ASSESSMENT_MESSAGES.blankText });
  });

  it("refuses a debug report whose details pass 4 KB", () => {
    expect(parseDebugReport({ type: "layout", debugInfo: { width: 390 } })).toEqual({
      type: "layout",
      debugInfo: { width: 390 },
    });
    expect(refusalOf(() => parseDebugReport({ type: "layout", debugInfo: { x: "y".repeat(4100) } }))).toEqual({
      status: 413,
      message: "Debug report too large (4 KB at most)",
    });
  });

  it("reads a key to check as text, anything else as no key", () => {
    expect(readKeyToCheck({ apiKey: "sk-abc" })).toBe("sk-abc");
    expect(readKeyToCheck({ apiKey: 42 })).toBe("");
    expect(readKeyToCheck(undefined)).toBe("");
  });
});
