/**
 * When the visitor chooses the occupation before we score (ADR 025): the engine was not sure,
 * no AI model picked among our candidates, and the top candidate's calibrated confidence is below
 * MATCH_CONFIRM_BELOW. The threshold comes from `npm run eval:matcher`'s reliability table: below
 * it, the top candidate was the right occupation for fewer than about half of the titles.
 */
export const MATCH_CONFIRM_BELOW = 0.5;

/** How many candidates the choose-first screen shows (the top one and the next ones). */
export const MAX_CONFIRM_CANDIDATES = 5;

export function needsOccupationConfirmation({
  sureEnough,
  matchedBy,
  confidence,
}: {
  sureEnough: boolean;
  matchedBy: "engine" | "ai" | "visitor";
  confidence: number;
}): boolean {
  return !sureEnough && matchedBy === "engine" && confidence < MATCH_CONFIRM_BELOW;
}
