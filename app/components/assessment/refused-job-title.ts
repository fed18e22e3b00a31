import { readErrorMessage } from "../../lib/api-request";

/**
 * The server's reason when it refuses the manual form's job title (422: keyboard noise, a
 * person's name, or a title it cannot place), so the form can show it on the Job Title field as
 * well as in the toast; null for any other failure (limits, keys, the network).
 */
export function readRefusedJobTitle(error: unknown): string | null {
  if (!(error instanceof Error) || !error.message.startsWith("422: ")) return null;
  const message = readErrorMessage(error, "");
  return message === "" ? null : message;
}
