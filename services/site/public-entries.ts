import { and, eq } from "drizzle-orm";
import { toAiCareersPage, type AiCareersPage } from "../../core/content-types/ai-careers-page-type";
import { toCountryGuide, type CountryGuide } from "../../core/content-types/country-guide-type";
import { toFaqPage, type FaqPage } from "../../core/content-types/faq-page-type";
import { toHowItWorksPage, type HowItWorksPage } from "../../core/content-types/how-it-works-page-type";
import { toPrivacyPolicy, type PrivacyPolicy } from "../../core/content-types/privacy-page-type";
import { toTermsPage, type TermsPage } from "../../core/content-types/terms-page-type";
import type { Database } from "../../db/client";
import { contentEntries } from "../../db/schema/content";
import { GUIDE_ENTRY_TYPE } from "../cms/cms-guides";
import {
  AI_CAREERS_ENTRY_TYPE,
  FAQ_ENTRY_TYPE,
  HOW_IT_WORKS_ENTRY_TYPE,
  PRIVACY_ENTRY_TYPE,
  TERMS_ENTRY_TYPE,
} from "../cms/cms-site-pages";

/**
 * CMS entries as the public sees them (the guides and the site's own pages): published ones only; a draft or
 * archived entry answers like a missing one.
 */
export function createPublicEntriesService({ db }: { db: Database }) {
  async function readPublished({ type, slug }: { type: string; slug: string }) {
    const [row] = await db
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.type, type), eq(contentEntries.slug, slug), eq(contentEntries.status, "published")))
      .limit(1);
    return row ?? null;
  }

  return {
    async readPublishedGuide({ slug }: { slug: string }): Promise<CountryGuide | null> {
      const row = await readPublished({ type: GUIDE_ENTRY_TYPE, slug });
      return row ? toCountryGuide(row) : null;
    },

    async readPublishedFaq(): Promise<FaqPage | null> {
      const row = await readPublished({ type: FAQ_ENTRY_TYPE, slug: "faq" });
      return row ? toFaqPage(row) : null;
    },

    async readPublishedPrivacy(): Promise<PrivacyPolicy | null> {
      const row = await readPublished({ type: PRIVACY_ENTRY_TYPE, slug: "privacy" });
      return row ? toPrivacyPolicy(row) : null;
    },

    async readPublishedTerms(): Promise<TermsPage | null> {
      const row = await readPublished({ type: TERMS_ENTRY_TYPE, slug: "terms" });
      return row ? toTermsPage(row) : null;
    },

    async readPublishedHowItWorks(): Promise<HowItWorksPage | null> {
      const row = await readPublished({ type: HOW_IT_WORKS_ENTRY_TYPE, slug: "how-it-works" });
      return row ? toHowItWorksPage(row) : null;
    },

    async readPublishedAiCareers(): Promise<AiCareersPage | null> {
      const row = await readPublished({ type: AI_CAREERS_ENTRY_TYPE, slug: "ai-careers" });
      return row ? toAiCareersPage(row) : null;
    },
  };
}

export type PublicEntriesService = ReturnType<typeof createPublicEntriesService>;
