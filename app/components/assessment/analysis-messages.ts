/**
 * Toast copy for failed and finished analyses (assessment-flow.md §5, §8). The server's `error`
 * text decides which message the visitor sees; the defaults apply when it says nothing useful.
 */
export type AnalysisKind = "text" | "file" | "manual";

export type ToastCopy = { title: string; description: string };

export const DAILY_LIMIT_TOAST: ToastCopy = {
  title: "Daily Limit Reached",
  description:
    "You've used all 3 assessments for today. Please try again after 24 hours or upgrade your plan for unlimited access.",
};

export const NO_ASSESSMENT_ID_TOAST: ToastCopy = {
  title: "Assessment Error",
  description: "Analysis completed but no assessment ID received. Please try again.",
};

const DEFAULT_FAILURE: Record<AnalysisKind, ToastCopy> = {
  text: { title: "Analysis Failed", description: "Failed to process your resume text. Please try again." },
  file: { title: "Analysis Failed", description: "Failed to analyze your resume. Please try again." },
  manual: { title: "Assessment Failed", description: "Failed to complete your assessment. Please try again." },
};

/**
 * The 'Daily Limit Reached' toast for a cap of `limit` assessments: the spec's exact sentence for
 * the default of 3, the same sentence with the server's own number when the cap is configured.
 */
export function describeDailyLimit(limit = 3): ToastCopy {
  if (limit === 3) return DAILY_LIMIT_TOAST;
  const used = limit === 1 ? "your 1 assessment" : `all ${limit.toLocaleString("en-US")} assessments`;
  return {
    title: DAILY_LIMIT_TOAST.title,
    description: `You've used ${used} for today. Please try again after 24 hours or upgrade your plan for unlimited access.`,
  };
}

/** N from the server's "daily limit of N assessments", when it says so. */
export function readDailyLimit(message: string): number | undefined {
  const match = /daily limit of (\d+) assessments?/i.exec(message);
  const limit = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(limit) && limit > 0 ? limit : undefined;
}

function mentionsDailyLimit(message: string): boolean {
  return message.includes("Rate limit exceeded") || message.toLowerCase().includes("daily limit");
}

function mentionsQuota(message: string): boolean {
  return /quota|billing|ai service/i.test(message);
}

function mentionsBadKey(message: string): boolean {
  return /API key|Incorrect API key|invalid_api_key|check your API key/i.test(message);
}

/** The toast for a failed analysis, from the server's error text (may be empty). */
export function describeAnalysisFailure({ kind, message }: { kind: AnalysisKind; message: string }): ToastCopy {
  const text = message.trim();
  if (mentionsDailyLimit(text)) return describeDailyLimit(readDailyLimit(text));
  if (mentionsQuota(text)) {
    if (kind === "file") {
      return {
        title: "Analysis Failed",
        description:
          "Your OpenAI API key may be exceeded or billing may be required. Please check your OpenAI account billing status.",
      };
    }
    return {
      title: "OpenAI API Key Issue",
      description:
        "Your OpenAI API key has exceeded its quota or requires billing setup. Please check your OpenAI account billing status.",
    };
  }
  if (kind === "manual" && mentionsBadKey(text)) {
    return {
      title: "Invalid OpenAI API Key",
      description: "Please re-check your OpenAI API key and make sure billing is set up on your OpenAI account.",
    };
  }
  const fallback = DEFAULT_FAILURE[kind];
  return { title: fallback.title, description: text || fallback.description };
}

/** Titles that change on phones, where the wording of the original product differs. */
export function fallbackNoticeTitle({ isMobile }: { isMobile: boolean }): string {
  return isMobile ? "Backend Processing Complete" : "API Connected - Using Fallback";
}

export function analysisCompleteTitle({ isMobile }: { isMobile: boolean }): string {
  return isMobile ? "Backend Analysis Complete" : "Analysis Complete";
}

export const FALLBACK_NOTICE_DESCRIPTION =
  "Your API key connected, but no analysis came back from the provider. We are using our research-based engine instead.";

/**
 * Whether a finished analysis of an uploaded file runs the fallback notice sequence
 * (§4: a fallback for any reason other than a missing key).
 */
export function shouldShowFallbackSequence(
  aiStatus: { fallbackUsed?: boolean; reason?: string } | null | undefined,
): boolean {
  return aiStatus?.fallbackUsed === true && aiStatus.reason !== "no_api_key";
}
