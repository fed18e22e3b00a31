import { describe, expect, it } from "vitest";
import { describeAiStatus } from "./describe-ai-status";

describe("describeAiStatus", () => {
  it("shows a success banner when the AI analysis succeeded without fallback", () => {
    expect(describeAiStatus({ success: true, fallbackUsed: false })).toEqual({
      tone: "success",
      text: "AI-Powered Analysis Complete",
    });
  });

  it("names local processing when the analysis succeeded through the fallback", () => {
    expect(describeAiStatus({ success: true, fallbackUsed: true })).toEqual({
      tone: "fallback",
      text: "Fallback Analysis Complete (Local Processing)",
    });
  });

  it("adds the server's note on what was used under the local-processing banner", () => {
    expect(
      describeAiStatus({
        success: true,
        fallbackUsed: true,
        reason: "no_api_key",
        message: "No AI provider key was used, so this assessment comes from our research engine alone.",
      }),
    ).toEqual({
      tone: "fallback",
      text: "Fallback Analysis Complete (Local Processing)",
      detail: "No AI provider key was used, so this assessment comes from our research engine alone.",
    });
  });

  it("shows the given message on failure", () => {
    expect(describeAiStatus({ success: false, fallbackUsed: false, message: "Provider timed out" })).toEqual({
      tone: "error",
      text: "Provider timed out",
    });
  });

  it("explains the daily limit on failure with fallback and no message", () => {
    expect(describeAiStatus({ success: false, fallbackUsed: true, message: " " })).toEqual({
      tone: "fallback",
      text: "Daily limit exhausted - try after 24 hrs for real-time results. Fallback analysis used.",
    });
  });

  it("says the AI analysis failed when there is neither a message nor a fallback", () => {
    expect(describeAiStatus({ success: false })).toEqual({ tone: "error", text: "AI Analysis Failed" });
  });

  it("shows no banner when the assessment has no status", () => {
    expect(describeAiStatus(null)).toBeNull();
  });
});
