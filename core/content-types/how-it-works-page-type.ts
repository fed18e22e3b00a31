import { seoFields, slugField, statusField, titleField } from "./common-fields";
import { defineContentType } from "./content-type";
import type { EntryValues } from "./field-values";
import { defineSitePageParts, toSitePage, type SitePageView } from "./site-page-entry";

/** A section of prose, the numbered journey, or the highlighted note on the score's limits. */
export const explainerBlockKinds = ["section", "steps", "note"] as const;

export type ExplainerBlockKind = (typeof explainerBlockKinds)[number];

/**
 * The explainer at /how-it-works, edited in the CMS (entry type "how-it-works"; content-and-cms.md
 * §2 "Explainer article"). The spec quotes the title and the section names; the eyebrow "How it
 * works" and the closing "Start Your Assessment" button are the page's fixed interface. The body
 * describes the method the product really uses: matching to O*NET-SOC, task-level exposure
 * labels, an α/β/γ band, capped adjustments, an optional AI reading clamped to the band, and
 * sources on every result.
 */
export const howItWorksPageType = defineContentType({
  path: "how-it-works",
  noun: "how-it-works page",
  label: "How It Works",
  fields: [
    titleField,
    { ...slugField, help: "how-it-works" },
    statusField,
    ...seoFields,
    { kind: "longText", name: "intro", label: "Introduction", required: true, max: 2000 },
    {
      kind: "groupList",
      name: "blocks",
      label: "Sections",
      help: "{occupationCount} in a paragraph shows the number of occupations we score.",
      minItems: 1,
      maxItems: 30,
      itemLabelField: "heading",
      fields: [
        { kind: "select", name: "kind", label: "Kind", options: explainerBlockKinds, default: "section" },
        { kind: "text", name: "id", label: "Anchor", required: true, max: 80 },
        { kind: "text", name: "heading", label: "Heading", required: true, max: 200 },
        { kind: "text", name: "intro", label: "Lead-in line (steps)", max: 1000 },
        { kind: "textList", name: "paragraphs", label: "Paragraphs", max: 5000, maxItems: 20, required: false },
        {
          kind: "groupList",
          name: "points",
          label: "Points",
          required: false,
          maxItems: 20,
          itemLabelField: "term",
          fields: [
            { kind: "text", name: "term", label: "Lead-in", max: 200 },
            { kind: "longText", name: "text", label: "Text", required: true, max: 2000 },
            { kind: "text", name: "linkLabel", label: "Link text", max: 200 },
            {
              kind: "text",
              name: "linkHref",
              label: "Link address",
              max: 500,
              help: "A site path such as /data-sources",
            },
          ],
        },
        {
          kind: "groupList",
          name: "steps",
          label: "Steps",
          required: false,
          maxItems: 6,
          itemLabelField: "title",
          fields: [
            { kind: "text", name: "title", label: "Title", required: true, max: 200 },
            { kind: "longText", name: "text", label: "Text", required: true, max: 2000 },
          ],
        },
      ],
    },
  ],
  ...defineSitePageParts("how-it-works"),
});

/** The explainer as the page renders it. */
export type HowItWorksPage = SitePageView<EntryValues<typeof howItWorksPageType>>;

/** A section of prose, the numbered journey, or the highlighted note on the score's limits. */
export type ExplainerBlock = HowItWorksPage["blocks"][number];

export type ExplainerPoint = NonNullable<ExplainerBlock["points"]>[number];

export function toHowItWorksPage(entry: EntryValues<typeof howItWorksPageType>): HowItWorksPage {
  return toSitePage(entry);
}
