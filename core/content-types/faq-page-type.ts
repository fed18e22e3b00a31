import { seoFields, slugField, statusField, titleField } from "./common-fields";
import { defineContentType } from "./content-type";
import type { EntryValues } from "./field-values";
import { defineSitePageParts, toSitePage, type SitePageView } from "./site-page-entry";

/** The FAQ's categories, in the order of the page's filter (content-and-cms.md §2 "FAQ"). */
export const faqCategories = ["assessment", "privacy", "accuracy", "technical"] as const;

export type FaqCategory = (typeof faqCategories)[number];

/**
 * The FAQ page's words, edited in the CMS (entry type "faq", slug "faq"): its title, introduction
 * and entries (question, answer, category; §3 "FAQ entry"). The filter labels, the empty state
 * "No Questions Found" and the contact link are the page's fixed interface (app/routes/faq.tsx).
 *
 * Editorial decisions the seed follows: the spec's "resume files deleted within 30 days" is
 * replaced by "never stored", because the product processes resumes in memory only; an API key
 * is optional, since without one our own engine still scores the occupation.
 */
export const faqPageType = defineContentType({
  path: "faq",
  noun: "FAQ page",
  label: "FAQ",
  fields: [
    titleField,
    { ...slugField, help: "faq" },
    statusField,
    ...seoFields,
    { kind: "longText", name: "intro", label: "Introduction", required: true, max: 2000 },
    {
      kind: "groupList",
      name: "entries",
      label: "Questions",
      minItems: 1,
      maxItems: 100,
      itemLabelField: "question",
      fields: [
        {
          kind: "text",
          name: "id",
          label: "Anchor",
          required: true,
          max: 80,
          help: "A short unique name, letters, digits and hyphens (how-long)",
        },
        { kind: "select", name: "category", label: "Category", options: faqCategories },
        { kind: "text", name: "question", label: "Question", required: true, max: 300 },
        {
          kind: "longText",
          name: "answer",
          label: "Answer",
          required: true,
          max: 5000,
          help: "{occupationCount} shows the number of occupations we score; {dailyAssessments} the daily limit, such as 3 assessments.",
        },
      ],
    },
  ],
  ...defineSitePageParts("faq"),
});

/** The FAQ as the page renders it. */
export type FaqPage = SitePageView<EntryValues<typeof faqPageType>>;

export type FaqEntry = FaqPage["entries"][number];

export function toFaqPage(entry: EntryValues<typeof faqPageType>): FaqPage {
  return toSitePage(entry);
}
