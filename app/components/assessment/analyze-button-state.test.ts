import { describe, expect, it } from "vitest";
import { analyzeButtonState } from "./analyze-button-state";

const base = {
  mode: "upload" as const,
  hasKey: true,
  assessmentId: null,
  hasExtractedFile: false,
  pastedText: "",
  pending: false,
};

describe("analyzeButtonState", () => {
  it("locks the button when no key is connected, whatever else is true", () => {
    expect(analyzeButtonState({ ...base, hasKey: false, assessmentId: "a", hasExtractedFile: true })).toMatchObject({
      kind: "locked",
      disabled: true,
    });
  });

  it("offers the result once an assessment exists", () => {
    expect(analyzeButtonState({ ...base, assessmentId: "abc" })).toEqual({
      kind: "view",
      label: "View My Career Risk Assessment",
      disabled: false,
    });
  });

  it("analyses an extracted file before any pasted text", () => {
    expect(analyzeButtonState({ ...base, hasExtractedFile: true })).toMatchObject({
      kind: "analyze-file",
      disabled: false,
    });
  });

  it("disables the pasted-text analysis while the text is blank", () => {
    expect(analyzeButtonState({ ...base, pastedText: "  " })).toMatchObject({ kind: "analyze-text", disabled: true });
    expect(analyzeButtonState({ ...base, pastedText: "Accountant" })).toMatchObject({
      kind: "analyze-text",
      disabled: false,
    });
  });

  it("says what is happening while an analysis runs", () => {
    expect(analyzeButtonState({ ...base, pastedText: "x", pending: true })).toMatchObject({
      label: "Analyzing Resume",
      disabled: true,
    });
    expect(analyzeButtonState({ ...base, mode: "manual", pending: true })).toMatchObject({
      label: "Analyzing Profile",
      disabled: true,
    });
  });
});
