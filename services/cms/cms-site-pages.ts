import { aiCareersPageType } from "../../core/content-types/ai-careers-page-type";
import { faqPageType } from "../../core/content-types/faq-page-type";
import { howItWorksPageType } from "../../core/content-types/how-it-works-page-type";
import { privacyPageType } from "../../core/content-types/privacy-page-type";
import { termsPageType } from "../../core/content-types/terms-page-type";
import type { Database } from "../../db/client";
import { createEntriesService } from "./cms-entries";

/**
 * The entries' type column for the site's own pages kept in the CMS, each one entry at its own
 * route, whose slug is the type.
 */
export const FAQ_ENTRY_TYPE = "faq";
export const PRIVACY_ENTRY_TYPE = "privacy";
export const TERMS_ENTRY_TYPE = "terms";
export const HOW_IT_WORKS_ENTRY_TYPE = "how-it-works";
export const AI_CAREERS_ENTRY_TYPE = "ai-careers";

/** The FAQ page as a CMS collection at /api/cms/faq: one entry, at the slug "faq". */
export function createFaqPageService({ db }: { db: Database }) {
  return createEntriesService({ db, entryType: FAQ_ENTRY_TYPE, contentType: faqPageType, slugs: ["faq"] });
}

/** The privacy policy as a CMS collection at /api/cms/privacy: one entry, at the slug "privacy". */
export function createPrivacyPageService({ db }: { db: Database }) {
  return createEntriesService({ db, entryType: PRIVACY_ENTRY_TYPE, contentType: privacyPageType, slugs: ["privacy"] });
}

/** The terms of service as a CMS collection at /api/cms/terms: one entry, at the slug "terms". */
export function createTermsPageService({ db }: { db: Database }) {
  return createEntriesService({ db, entryType: TERMS_ENTRY_TYPE, contentType: termsPageType, slugs: ["terms"] });
}

/** The explainer as a CMS collection at /api/cms/how-it-works: one entry, at the slug "how-it-works". */
export function createHowItWorksPageService({ db }: { db: Database }) {
  return createEntriesService({
    db,
    entryType: HOW_IT_WORKS_ENTRY_TYPE,
    contentType: howItWorksPageType,
    slugs: ["how-it-works"],
  });
}

/** The AI career pathways as a CMS collection at /api/cms/ai-careers: one entry, at the slug "ai-careers". */
export function createAiCareersPageService({ db }: { db: Database }) {
  return createEntriesService({
    db,
    entryType: AI_CAREERS_ENTRY_TYPE,
    contentType: aiCareersPageType,
    slugs: ["ai-careers"],
  });
}
