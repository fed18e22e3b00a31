import { seoFields, slugField, statusField, titleField } from "./common-fields";
import { defineContentType } from "./content-type";
import { toSitePage, type StoredPageEntry } from "./site-page-entry";

/** A section of prose, the numbered journey, or the highlighted note on the score's limits. */
export const explainerBlockKinds = ["section", "steps", "note"] as const;

export type ExplainerBlockKind = (typeof explainerBlockKinds)[number];

export interface ExplainerPoint {
  /** Short bold lead-in, optional. */
  term?: string | null;
  text: string;
  /** Optional link shown after the text, when both its text and its address are given. */
  linkLabel?: string | null;
  linkHref?: string | null;
}

export interface ExplainerBlock {
  kind: ExplainerBlockKind;
  id: string;
  heading: string;
  /** The line under a "steps" block's heading. */
  intro?: string | null;
  /** Paragraphs may hold {occupationCount}, the dataset's number of occupations. */
  paragraphs?: string[] | null;
  points?: ExplainerPoint[] | null;
  /** A "steps" block's steps, numbered by their order. */
  steps?: { title: string; text: string }[] | null;
}

/** The explainer as the page renders it. */
export interface HowItWorksPage {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  blocks: ExplainerBlock[];
}

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
});

export function toHowItWorksPage(entry: StoredPageEntry): HowItWorksPage {
  return toSitePage<Omit<HowItWorksPage, "meta" | "title">>(entry);
}
