/** Checks on pasted resume text before it is sent (assessment-flow.md §5 "Pasted text"). */
export const PASTE_COUNTER_LIMIT = 5000;
export const MIN_RESUME_CHARACTERS = 100;

export function checkPastedText(text: string): { title: string; description: string } | null {
  const trimmed = text.trim();
  if (trimmed === "") return { title: "No Resume Text", description: "Please paste your resume text to analyze" };
  if (trimmed.length < MIN_RESUME_CHARACTERS) {
    return {
      title: "Resume Too Short",
      description: "Please provide more detailed resume information (at least 100 characters)",
    };
  }
  return null;
}
