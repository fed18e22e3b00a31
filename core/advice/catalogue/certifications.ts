import type { Certification } from "./catalogue-types";

/** Placeholder while the full table is written; replaced by the curated table. */
export const CERTIFICATIONS: readonly Certification[] = [];
