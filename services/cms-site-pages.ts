import { faqPageType } from "../core/content-types/faq-page-type";
import type { Database } from "../db/client";
import { createEntriesService } from "./cms-entries";

/** The entries' type column for the FAQ page. */
export const FAQ_ENTRY_TYPE = "faq";

/** The FAQ page as a CMS collection at /api/cms/faq: one entry, at the slug "faq". */
export function createFaqPageService({ db }: { db: Database }) {
  return createEntriesService({ db, entryType: FAQ_ENTRY_TYPE, contentType: faqPageType, slugs: ["faq"] });
}
