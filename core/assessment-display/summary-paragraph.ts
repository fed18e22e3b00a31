import { titleCaseJobTitle } from "./format-header-line";
import { priorityForScore } from "./risk-priority";

// Three variants by score (under 30, under 70, 70 or more). The wording is deliberately calm:
// the score estimates how much of the described work AI tools could take on, it does not
// predict that the person will lose their job, and every variant says so.
export function summaryParagraph({ score, jobTitle }: { score: number; jobTitle?: string | null }): string {
  const role = titleCaseJobTitle(jobTitle);
  const shownScore = Number.isFinite(score) ? Math.round(score) : 0;
  const exposure = `Your estimated AI exposure for the role of ${role} is ${shownScore} out of 100.`;

  switch (priorityForScore(score).timelineKey) {
    case "conservative":
      return (
        `${exposure} Much of the work you described depends on judgement, relationships and ` +
        "hands-on context that today's AI tools handle poorly. Some routine tasks may be " +
        "automated, but the core of the role looks durable. This is an estimate of exposure, " +
        "not a forecast, so it is still worth keeping your skills current."
      );
    case "median":
      return (
        `${exposure} A meaningful share of your day-to-day tasks could be assisted or partly ` +
        "automated by AI tools, while other parts still rely on your experience and judgement. " +
        "This is an estimate of exposure, not a forecast: roles in this range tend to change " +
        "shape rather than disappear, and steady upskilling makes a real difference."
      );
    case "aggressive":
      return (
        `${exposure} Many of the tasks you described are ones AI tools can already do or ` +
        "assist with, so the role is likely to change noticeably in the coming years. This is " +
        "an estimate of exposure, not a forecast of job loss. It is a good moment to plan " +
        "which skills to build and where your experience gives you an edge."
      );
  }
}
