/**
 * The words for an assessment whose occupation still needs confirming (a weak match, ADR 025):
 * the PDF report, the share card and the link-preview tags say that the job needs confirming and
 * show no score, as the result page does, because the top candidate's score may be for the wrong job.
 */
export const UNCONFIRMED_MATCH_TEXT = {
  heading: "Not scored yet",
  status: "The job needs confirming",
  cardCaption: "A score follows once the job is chosen",
  previewTitle: "AI exposure estimate: the job needs confirming",
  previewDescription: "Not scored yet: the job title could mean more than one occupation. Check your own job free.",
  candidatesHeading: "Which of these is the job?",
  howToChoose:
    "Open the result page on the device the assessment was made on and choose the closest occupation; " +
    "the report then shows its score.",
} as const;

/** "“Chief of Staff” could mean more than one occupation, and the score depends on which." */
export function describeUnconfirmedMatch(jobTitle: string): string {
  return `“${jobTitle}” could mean more than one occupation, and the score depends on which. It gets a score once the person who made this assessment chooses theirs.`;
}
