import { describe, expect, it } from "vitest";
import {
  DAILY_LIMIT_TOAST,
  analysisCompleteTitle,
  describeDailyLimit,
  describeAnalysisFailure,
  fallbackNoticeTitle,
  shouldShowFallbackSequence,
} from "./analysis-messages";

describe("describeAnalysisFailure", () => {
  it("uses the default text under 'Analysis Failed' when the server said nothing", () => {
    expect(describeAnalysisFailure({ kind: "text", message: "" })).toEqual({
      title: "Analysis Failed",
      description: "Failed to process your resume text. Please try again.",
    });
    expect(describeAnalysisFailure({ kind: "file", message: " " }).description).toBe(
      "Failed to analyze your resume. Please try again.",
    );
  });

  it("takes the number of assessments from the server's message when the cap is not 3", () => {
    const message = "Rate limit exceeded: daily limit of 10 assessments reached. Try again after 24 hours.";
    expect(describeAnalysisFailure({ kind: "text", message })).toEqual({
      title: "Daily Limit Reached",
      description:
        "You've used all 10 assessments for today. Please try again after 24 hours or upgrade your plan for unlimited access.",
    });
    expect(
      describeAnalysisFailure({ kind: "manual", message: "Rate limit exceeded: daily limit of 1 assessments reached." })
        .description,
    ).toBe(
      "You've used your 1 assessment for today. Please try again after 24 hours or upgrade your plan for unlimited access.",
    );
  });

  it("keeps the spec's sentence for a limit message without a number", () => {
    expect(describeAnalysisFailure({ kind: "file", message: "Rate limit exceeded" })).toEqual(DAILY_LIMIT_TOAST);
    expect(describeDailyLimit()).toEqual(DAILY_LIMIT_TOAST);
  });

  it("shows the server's own message when it gave one", () => {
    expect(describeAnalysisFailure({ kind: "text", message: "We could not find a job title in this resume." })).toEqual(
      {
        title: "Analysis Failed",
        description: "We could not find a job title in this resume.",
      },
    );
  });

  it.each(["text", "file", "manual"] as const)(
    "turns a rate limit or daily limit into 'Daily Limit Reached' for %s",
    (kind) => {
      expect(
        describeAnalysisFailure({ kind, message: "Rate limit exceeded: daily limit of 3 assessments reached." }),
      ).toEqual(DAILY_LIMIT_TOAST);
      expect(DAILY_LIMIT_TOAST.description).toBe(
        "You've used all 3 assessments for today. Please try again after 24 hours or upgrade your plan for unlimited access.",
      );
    },
  );

  it("names a key issue for quota and billing problems", () => {
    expect(describeAnalysisFailure({ kind: "text", message: "insufficient_quota" }).title).toBe("OpenAI API Key Issue");
    expect(describeAnalysisFailure({ kind: "file", message: "billing required" }).description).toMatch(
      /^Your OpenAI API key may be exceeded or billing may be required/,
    );
  });

  it("titles manual failures 'Assessment Failed' and recognises a bad key", () => {
    expect(describeAnalysisFailure({ kind: "manual", message: "" }).title).toBe("Assessment Failed");
    expect(describeAnalysisFailure({ kind: "manual", message: "Incorrect API key provided" }).title).toBe(
      "Invalid OpenAI API Key",
    );
  });
});

describe("toast titles on phones", () => {
  it("uses the backend wording on mobile and the API wording elsewhere", () => {
    expect(fallbackNoticeTitle({ isMobile: false })).toBe("API Connected - Using Fallback");
    expect(fallbackNoticeTitle({ isMobile: true })).toBe("Backend Processing Complete");
    expect(analysisCompleteTitle({ isMobile: false })).toBe("Analysis Complete");
    expect(analysisCompleteTitle({ isMobile: true })).toBe("Backend Analysis Complete");
  });
});

describe("shouldShowFallbackSequence", () => {
  it("runs the notice sequence for a fallback with any reason but a missing key", () => {
    expect(shouldShowFallbackSequence({ fallbackUsed: true, reason: "timeout" })).toBe(true);
    expect(shouldShowFallbackSequence({ fallbackUsed: true, reason: "no_api_key" })).toBe(false);
    expect(shouldShowFallbackSequence({ fallbackUsed: false, reason: "" })).toBe(false);
    expect(shouldShowFallbackSequence(undefined)).toBe(false);
  });

  it("reads the server's aiStatus: a provider failure runs it, a key-less success does not", () => {
    const providerFailure = { success: false, fallbackUsed: true, reason: "invalid_response" };
    const keyless = { success: true, fallbackUsed: true, reason: "no_api_key" };
    expect(shouldShowFallbackSequence(providerFailure)).toBe(true);
    expect(shouldShowFallbackSequence(keyless)).toBe(false);
  });
});
