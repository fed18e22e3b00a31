import { aiCareersPageType } from "../../../core/content-types/ai-careers-page-type";
import { countryGuideType } from "../../../core/content-types/country-guide-type";
import { faqPageType } from "../../../core/content-types/faq-page-type";
import { howItWorksPageType } from "../../../core/content-types/how-it-works-page-type";
import { privacyPageType } from "../../../core/content-types/privacy-page-type";
import { termsPageType } from "../../../core/content-types/terms-page-type";

/** The site's own pages kept in the CMS, each a section of the Pages tab. */
export const SITE_PAGE_TYPES = [faqPageType, howItWorksPageType, aiCareersPageType, privacyPageType, termsPageType];

/** Every collection the Pages tab lists beside the custom pages: the country guides and the site's own pages. */
export const PAGE_TAB_ENTRY_TYPES = [countryGuideType, ...SITE_PAGE_TYPES];
