import { seoFields, slugField, statusField, titleField } from "./common-fields";
import { defineContentType, type Field } from "./content-type";
import type { EntryValues } from "./field-values";
import { defineSitePageParts, toSitePage, type SitePageView } from "./site-page-entry";

/** Stands for the contact_email setting in the policy text; the /privacy page puts the address there. */
export const CONTACT_EMAIL_TOKEN = "{contactEmail}";

const lines = <const Name extends string>(name: Name, label: string) =>
  ({ kind: "textList", name, label, max: 5000, maxItems: 30, required: true }) as const satisfies Field;

/**
 * The privacy policy's words, edited in the CMS (entry type "privacy", slug "privacy";
 * content-and-cms.md §2 "Privacy policy"). Paragraphs may hold {contactEmail}, which the page
 * replaces with the contact_email setting as a mailto link.
 *
 * Decisions the seed follows, where the spec and the real product differ (the product wins, the
 * policy must be true): resumes are never stored (not "deleted within 30 days"); analytics never
 * runs on result pages; the API key is never stored or logged; GDPR and CCPA rights are described
 * as honoured, and the policy says plainly that we are not SOC 2 audited; a result can be deleted
 * from the browser that made it (only a hash of its key is stored); third parties are named by
 * kind only.
 */
export const privacyPageType = defineContentType({
  path: "privacy",
  noun: "privacy policy",
  label: "Privacy Policy",
  fields: [
    titleField,
    { ...slugField, help: "privacy" },
    statusField,
    ...seoFields,
    { kind: "text", name: "lastUpdated", label: "Last updated line", required: true, max: 100 },
    lines("intro", "Introduction"),
    {
      kind: "group",
      name: "summary",
      label: "Summary",
      fields: [{ kind: "text", name: "heading", label: "Heading", required: true, max: 200 }, lines("items", "Points")],
    },
    {
      kind: "groupList",
      name: "sections",
      label: "Sections",
      minItems: 1,
      maxItems: 30,
      itemLabelField: "heading",
      fields: [
        { kind: "text", name: "id", label: "Anchor", required: true, max: 80 },
        { kind: "text", name: "heading", label: "Heading", required: true, max: 200 },
        // A section may be lists only.
        { ...lines("paragraphs", "Paragraphs"), minItems: 0 },
        {
          kind: "groupList",
          name: "lists",
          label: "Lists",
          required: false,
          maxItems: 10,
          fields: [
            { kind: "text", name: "intro", label: "Lead-in line", max: 1000 },
            {
              kind: "groupList",
              name: "items",
              label: "Items",
              minItems: 1,
              maxItems: 30,
              itemLabelField: "term",
              fields: [
                { kind: "text", name: "term", label: "Term", max: 200 },
                { kind: "longText", name: "text", label: "Text", required: true, max: 5000 },
              ],
            },
          ],
        },
        { ...lines("closing", "Closing paragraphs"), required: false },
      ],
    },
  ],
  ...defineSitePageParts("privacy"),
});

/** The privacy policy as the page renders it. */
export type PrivacyPolicy = SitePageView<EntryValues<typeof privacyPageType>>;

export type PolicySection = PrivacyPolicy["sections"][number];

export type PolicyList = NonNullable<PolicySection["lists"]>[number];

export function toPrivacyPolicy(entry: EntryValues<typeof privacyPageType>): PrivacyPolicy {
  return toSitePage(entry);
}
