import type { LadderStep } from "./catalogue-types";

/** Placeholder while the full table is written; replaced by the curated table. */
export const CAREER_LADDERS: readonly LadderStep[] = [
  { from: "35-2014", to: "35-1011.00", why: "Most head cooks and chefs came up through the line." },
  { from: "43-3031", to: "13-2011.00", why: "Bookkeeping is the ground floor of accounting." },
  { from: "29-1141", to: "29-1171.00", why: "Nurse practitioner is the nursing ladder's clinical top rung." },
];
