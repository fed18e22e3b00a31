/**
 * The Step 3 button (assessment-flow.md §4), in the spec's order: no key locks it; an existing
 * assessment turns it into a link to the result; an extracted file analyses the file; otherwise
 * the pasted text is analysed, and a blank text disables it. The manual tab submits its form.
 */
export type InputMode = "upload" | "manual";

export type AnalyzeButtonState =
  | { kind: "locked"; label: string; disabled: true }
  | { kind: "view"; label: "View My Career Risk Assessment"; disabled: false }
  | { kind: "analyze-file" | "analyze-text" | "analyze-manual"; label: string; disabled: boolean };

export function analyzeButtonState({
  mode,
  hasKey,
  assessmentId,
  hasExtractedFile,
  pastedText,
  pending,
}: {
  mode: InputMode;
  hasKey: boolean;
  assessmentId: string | null;
  hasExtractedFile: boolean;
  pastedText: string;
  pending: boolean;
}): AnalyzeButtonState {
  if (!hasKey) return { kind: "locked", label: "Connect Your API Key to Analyze", disabled: true };
  if (assessmentId && !pending) return { kind: "view", label: "View My Career Risk Assessment", disabled: false };
  if (mode === "manual") {
    return {
      kind: "analyze-manual",
      label: pending ? "Analyzing Profile" : "Analyze My Career Risk",
      disabled: pending,
    };
  }
  if (hasExtractedFile) {
    return { kind: "analyze-file", label: pending ? "Analyzing Resume" : "Analyze My Resume", disabled: pending };
  }
  return {
    kind: "analyze-text",
    label: pending ? "Analyzing Resume" : "Analyze My Resume",
    disabled: pending || pastedText.trim() === "",
  };
}
