import type { AssessmentView } from "../../core/assessment/assessment-view";

/** e.g. ai-job-risk-software-developer-2026-11-22.pdf */
export function buildReportFileName(view: Pick<AssessmentView, "jobTitle" | "createdAt">): string {
  const slug =
    view.jobTitle
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 50) || "assessment";
  return `ai-job-risk-${slug}-${view.createdAt.slice(0, 10)}.pdf`;
}
