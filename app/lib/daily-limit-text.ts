/**
 * Where a page's text names the daily assessment limit, it writes this token; the page fills in
 * the server's own setting (DAILY_ASSESSMENT_LIMIT), so the words match the limit applied.
 */
export const DAILY_ASSESSMENTS_TOKEN = "{dailyAssessments}";

/** The text with the token replaced by the limit and its noun ("3 assessments", "1 assessment"). */
export function fillDailyAssessments({ text, limit }: { text: string; limit: number }): string {
  const words = `${limit.toLocaleString("en-US")} ${limit === 1 ? "assessment" : "assessments"}`;
  return text.replaceAll(DAILY_ASSESSMENTS_TOKEN, words);
}
