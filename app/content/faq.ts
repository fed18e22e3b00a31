import type { FaqCategory } from "../../core/content-types/faq-page-type";

/**
 * The FAQ page's fixed interface (content-and-cms.md §2 "FAQ"): the category filter (all,
 * assessment, privacy, accuracy, technical), the empty state and the link to /contact. Its title, introduction and entries are CMS content (entry
 * type "faq", core/content-types/faq-page-type.ts, seeded from db/seed/content/pages/faq.json).
 */
export interface FaqPageContent {
  filters: { value: "all" | FaqCategory; label: string }[];
  emptyTitle: "No Questions Found";
  contactPrompt: { text: string; label: string; href: "/contact" };
}

export const faqPage: FaqPageContent = {
  filters: [
    { value: "all", label: "All" },
    { value: "assessment", label: "Assessment" },
    { value: "privacy", label: "Privacy" },
    { value: "accuracy", label: "Accuracy" },
    { value: "technical", label: "Technical" },
  ],
  emptyTitle: "No Questions Found",
  contactPrompt: {
    text: "Did not find your answer?",
    label: "Contact us",
    href: "/contact",
  },
};
