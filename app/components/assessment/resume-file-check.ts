/** Client-side checks before a resume is uploaded (assessment-flow.md §5, §9). */
export const MAX_RESUME_BYTES = 10_485_760;
export const RESUME_ACCEPT = ".pdf,.doc,.docx";
export const FILE_TOO_LARGE = "File too large. Please select a file smaller than 10MB.";
export const INVALID_FILE_TYPE = "Invalid file type. Please select a PDF, DOC, or DOCX file.";

/** The error message for a file we will not upload, or null when it may go to the server. */
export function checkResumeFile(file: { name: string; size: number }): string | null {
  if (file.size > MAX_RESUME_BYTES) return FILE_TOO_LARGE;
  if (!/\.(pdf|docx?)$/i.test(file.name)) return INVALID_FILE_TYPE;
  return null;
}
