import { aiCareersPageType } from "../../../core/content-types/ai-careers-page-type";
import { faqPageType } from "../../../core/content-types/faq-page-type";
import { howItWorksPageType } from "../../../core/content-types/how-it-works-page-type";
import { privacyPageType } from "../../../core/content-types/privacy-page-type";
import { termsPageType } from "../../../core/content-types/terms-page-type";
import type { SeedEntries } from "../../seed";
import aiCareers from "./pages/ai-careers.json";
import faq from "./pages/faq.json";
import howItWorks from "./pages/how-it-works.json";
import privacy from "./pages/privacy.json";
import terms from "./pages/terms.json";

/**
 * The first-start copy of the site's own pages kept in the CMS, one JSON file per page beside
 * this module (flat, as the CMS API takes them). Edit the words in the admin once the site runs.
 */
export const faqSeed: SeedEntries = { type: "faq", contentType: faqPageType, items: [faq] };

export const privacySeed: SeedEntries = { type: "privacy", contentType: privacyPageType, items: [privacy] };

export const termsSeed: SeedEntries = { type: "terms", contentType: termsPageType, items: [terms] };

export const howItWorksSeed: SeedEntries = {
  type: "how-it-works",
  contentType: howItWorksPageType,
  items: [howItWorks],
};

export const aiCareersSeed: SeedEntries = { type: "ai-careers", contentType: aiCareersPageType, items: [aiCareers] };
