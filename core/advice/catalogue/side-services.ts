import type { SideService } from "./catalogue-types";

/** Placeholder while the full table is written; replaced by the curated table. */
export const SIDE_SERVICES: readonly SideService[] = [];
