import { faqPageType } from "../../core/content-types/faq-page-type";
import { privacyPageType } from "../../core/content-types/privacy-page-type";
import type { Database } from "../../db/client";
import { createEntriesService } from "./cms-entries";

/** The entries' type column for the FAQ page and the privacy policy (each one entry, at its own route). */
export const FAQ_ENTRY_TYPE = "faq";
export const PRIVACY_ENTRY_TYPE = "privacy";

/** The FAQ page as a CMS collection at /api/cms/faq: one entry, at the slug "faq". */
export function createFaqPageService({ db }: { db: Database }) {
  return createEntriesService({ db, entryType: FAQ_ENTRY_TYPE, contentType: faqPageType, slugs: ["faq"] });
}

/** The privacy policy as a CMS collection at /api/cms/privacy: one entry, at the slug "privacy". */
export function createPrivacyPageService({ db }: { db: Database }) {
  return createEntriesService({ db, entryType: PRIVACY_ENTRY_TYPE, contentType: privacyPageType, slugs: ["privacy"] });
}
