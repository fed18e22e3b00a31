import { aiCareersPageType } from "./ai-careers-page-type";
import { blogPostType } from "./blog-post-type";
import { contactPageType } from "./contact-page-type";
import type { ContentType } from "./content-type";
import { countryGuideType } from "./country-guide-type";
import { dataSourcesPageType } from "./data-sources-page-type";
import { faqPageType } from "./faq-page-type";
import { howItWorksPageType } from "./how-it-works-page-type";
import { pageType } from "./page-type";
import { privacyPageType } from "./privacy-page-type";
import { termsPageType } from "./terms-page-type";

/**
 * Every content type of the CMS, in the order the admin shows them (ADR 028). This list drives
 * the collections the server builds (services/container.ts), their API routes
 * (/api/cms/<path>), the admin's sections, the first-start seed and what the public readers
 * accept. A new type is one definition file and one line here.
 */
export const CONTENT_TYPES = [
  blogPostType,
  pageType,
  countryGuideType,
  faqPageType,
  howItWorksPageType,
  aiCareersPageType,
  privacyPageType,
  termsPageType,
  contactPageType,
  dataSourcesPageType,
] as const satisfies readonly ContentType[];

/** The collections the admin's Pages tab lists, in its order: the custom pages, the guides, the site's own pages. */
export const PAGES_TAB_TYPES: readonly ContentType[] = CONTENT_TYPES.filter((type) => type.admin.tab === "pages");
