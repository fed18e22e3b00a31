import type { AiToolAdvice } from "./catalogue-types";

/** Placeholder while the full table is written; replaced by the curated table. */
export const AI_TOOLS: readonly AiToolAdvice[] = [];
