export interface AiStatus {
  success?: boolean | null;
  fallbackUsed?: boolean | null;
  reason?: string | null;
  message?: string | null;
}

/** success: green check; fallback: our local analysis stood in; error: the AI call failed. */
export type AiStatusTone = "success" | "fallback" | "error";

export interface AiStatusBanner {
  tone: AiStatusTone;
  text: string;
  /** A second line: on a successful fallback (no key given), the server's note on what was used. */
  detail?: string;
}

/** The AI-analysis status banner; null when the assessment carries no status at all. */
export function describeAiStatus(aiStatus: AiStatus | null | undefined): AiStatusBanner | null {
  if (!aiStatus) return null;
  const fallbackUsed = aiStatus.fallbackUsed === true;

  const message = aiStatus.message?.trim();
  if (aiStatus.success === true) {
    if (!fallbackUsed) return { tone: "success", text: "AI-Powered Analysis Complete" };
    const banner: AiStatusBanner = { tone: "fallback", text: "Fallback Analysis Complete (Local Processing)" };
    return message ? { ...banner, detail: message } : banner;
  }

  if (message) return { tone: fallbackUsed ? "fallback" : "error", text: message };
  if (fallbackUsed) {
    return {
      tone: "fallback",
      text: "Daily limit exhausted - try after 24 hrs for real-time results. Fallback analysis used.",
    };
  }
  return { tone: "error", text: "AI Analysis Failed" };
}
