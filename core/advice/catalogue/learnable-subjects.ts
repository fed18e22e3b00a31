import type { LearnableSubject } from "./catalogue-types";

/** Placeholder while the full table is written; replaced by the curated table. */
export const LEARNABLE_SUBJECTS: readonly LearnableSubject[] = [];
