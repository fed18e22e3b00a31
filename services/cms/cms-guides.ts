import { countryGuideSlugs, countryGuideType } from "../../core/content-types/country-guide-type";
import type { Database } from "../../db/client";
import { createEntriesService } from "./cms-entries";

/** The entries' type column for guides. */
export const GUIDE_ENTRY_TYPE = "guide";

/** The country guides as a CMS collection at /api/cms/guides; a slug must be one of the ten guide routes. */
export function createGuidesService({ db }: { db: Database }) {
  return createEntriesService({
    db,
    entryType: GUIDE_ENTRY_TYPE,
    contentType: countryGuideType,
    slugs: countryGuideSlugs,
  });
}
