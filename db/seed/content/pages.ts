import { faqPageType } from "../../../core/content-types/faq-page-type";
import { privacyPageType } from "../../../core/content-types/privacy-page-type";
import type { SeedEntries } from "../../seed";
import faq from "./pages/faq.json";
import privacy from "./pages/privacy.json";

/**
 * The first-start copy of the site's own pages kept in the CMS, one JSON file per page beside
 * this module (flat, as the CMS API takes them). Edit the words in the admin once the site runs.
 */
export const faqSeed: SeedEntries = { type: "faq", contentType: faqPageType, items: [faq] };

export const privacySeed: SeedEntries = { type: "privacy", contentType: privacyPageType, items: [privacy] };
