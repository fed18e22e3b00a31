import { seoFields, slugField, statusField, titleField } from "./common-fields";
import { defineContentType } from "./content-type";
import type { EntryValues } from "./field-values";
import { defineSitePageParts, toSitePage, type SitePageView } from "./site-page-entry";

/**
 * The terms of service's words, edited in the CMS (entry type "terms", slug "terms";
 * content-and-cms.md §2 "Terms of service", §9 stated claims: 14 numbered sections, a link to
 * /privacy, 30 days' notice of changes, a liability cap equal to the amount paid in the prior
 * 12 months). A section's number is its place in the list, so reordering renumbers them.
 * "{contactEmail}" in a paragraph stands for the contact_email setting (as on /privacy), and
 * `[Privacy Policy](/privacy)` is a link.
 *
 * Decisions the seed follows: the service is free, so the liability section says the cap is
 * normally zero and keeps the liability the law does not allow to be excluded; no paid terms are
 * written (any paid feature would come with its own terms); the governing law names the
 * operator's place of establishment generically, which the owner should make concrete before
 * launch.
 */
export const termsPageType = defineContentType({
  path: "terms",
  noun: "terms of service",
  label: "Terms of Service",
  fields: [
    titleField,
    { ...slugField, help: "terms" },
    statusField,
    ...seoFields,
    { kind: "text", name: "lastUpdated", label: "Last updated line", required: true, max: 100 },
    { kind: "longText", name: "intro", label: "Introduction", required: true, max: 2000 },
    {
      kind: "groupList",
      name: "sections",
      label: "Sections",
      help: "Numbered in this order. Write a link as [Privacy Policy](/privacy).",
      minItems: 1,
      maxItems: 40,
      itemLabelField: "heading",
      fields: [
        { kind: "text", name: "id", label: "Anchor", required: true, max: 80 },
        { kind: "text", name: "heading", label: "Heading", required: true, max: 200 },
        { kind: "textList", name: "paragraphs", label: "Paragraphs", max: 5000, minItems: 1, maxItems: 20 },
        { kind: "textList", name: "bullets", label: "Bullet points", max: 2000, maxItems: 30, required: false },
      ],
    },
  ],
  ...defineSitePageParts("terms"),
});

/** The terms of service as the page renders them; sections are numbered by their order. */
export type TermsPage = SitePageView<EntryValues<typeof termsPageType>>;

export type TermsSection = TermsPage["sections"][number];

export function toTermsPage(entry: EntryValues<typeof termsPageType>): TermsPage {
  return toSitePage(entry);
}
