import { apiRequest } from "../../lib/api-request";

/** How long the owner's report stays reachable at its blob: address once opened (ms). */
const REPORT_URL_LIFETIME_MS = 60_000;

export function reportPath(assessmentId: string): string {
  return `/api/assessments/${encodeURIComponent(assessmentId)}/pdf`;
}

/**
 * "Download Report" (opens the PDF in a new tab). Anyone gets the public report at its address.
 * The owner's report carries their name and details, so it is asked for with the owner key in a
 * header, never in a URL (URLs end up in logs, history and Referer; ADR 021), and opened from the
 * bytes as a blob: address. The tab is opened inside the click, so no popup blocker stops it, and
 * filled once the PDF arrives; where no tab could be opened, the file is downloaded instead.
 */
export async function openReport({
  assessmentId,
  ownerKey,
}: {
  assessmentId: string;
  ownerKey: string | null;
}): Promise<void> {
  if (!ownerKey) {
    window.open(reportPath(assessmentId), "_blank", "noopener");
    return;
  }
  const tab = window.open("", "_blank");
  if (tab) tab.opener = null;
  try {
    const response = await apiRequest("GET", reportPath(assessmentId), undefined, { ownerKey });
    const address = URL.createObjectURL(await response.blob());
    window.setTimeout(() => URL.revokeObjectURL(address), REPORT_URL_LIFETIME_MS);
    if (tab) {
      tab.location.href = address;
      return;
    }
    const link = document.createElement("a");
    link.href = address;
    link.download = readFileName(response.headers.get("Content-Disposition"));
    link.click();
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The file name the server gave the report (Content-Disposition), or a plain one. */
export function readFileName(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? "ai-job-risk-report.pdf";
}
