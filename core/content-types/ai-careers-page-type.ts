import { seoFields, slugField, statusField, titleField } from "./common-fields";
import { defineContentType, type Field } from "./content-type";
import type { EntryValues } from "./field-values";
import { defineSitePageParts, toSitePage, type SitePageView } from "./site-page-entry";

export const demandLevels = ["Very High", "High", "Growing", "Moderate"] as const;

export type DemandLevel = (typeof demandLevels)[number];

const line = <const Name extends string>(name: Name, label: string, max = 300) =>
  ({ kind: "text", name, label, required: true, max }) as const satisfies Field;

const words = <const Name extends string>(name: Name, label: string) =>
  ({ kind: "textList", name, label, max: 120, minItems: 1, maxItems: 12, required: true }) as const satisfies Field;

/**
 * The page at /ai-careers, "New AI Career Pathways", edited in the CMS (entry type "ai-careers";
 * content-and-cms.md §2, §9 marketing copy). The "Return to Assessment Results" button, the
 * eyebrow and the field names on each job card are the page's fixed interface.
 *
 * Decisions the seed follows: the spec's marketing figures (150 million new AI jobs by 2027, a
 * 35-50% salary premium) are kept but labelled as widely cited in industry and press reports,
 * never as our findings; salary ranges are indicative US base salaries, labelled as such; hiring
 * companies are examples of well-known employers, not endorsements or vacancies.
 */
export const aiCareersPageType = defineContentType({
  path: "ai-careers",
  noun: "AI careers page",
  label: "AI Career Pathways",
  fields: [
    titleField,
    { ...slugField, help: "ai-careers" },
    statusField,
    ...seoFields,
    { kind: "longText", name: "intro", label: "Introduction", required: true, max: 2000 },
    {
      kind: "group",
      name: "banner",
      label: "Market banner",
      fields: [
        line("heading", "Heading", 200),
        { kind: "longText", name: "text", label: "Text", required: true, max: 1000 },
        {
          kind: "groupList",
          name: "stats",
          label: "Figures",
          minItems: 1,
          maxItems: 4,
          itemLabelField: "value",
          fields: [line("value", "Figure", 40), line("label", "What it counts"), line("attribution", "Attribution")],
        },
        { kind: "longText", name: "note", label: "Note on the figures", required: true, max: 2000 },
      ],
    },
    { kind: "longText", name: "salaryNote", label: "Salary note", required: true, max: 1000 },
    {
      kind: "groupList",
      name: "categories",
      label: "Career paths",
      minItems: 1,
      maxItems: 12,
      itemLabelField: "name",
      fields: [
        line("id", "Anchor", 80),
        line("name", "Name", 200),
        { kind: "longText", name: "summary", label: "Summary", required: true, max: 1000 },
        { kind: "longText", name: "goodFitFor", label: "Good fit for", required: true, max: 1000 },
        {
          kind: "groupList",
          name: "jobs",
          label: "Roles",
          minItems: 1,
          maxItems: 6,
          itemLabelField: "title",
          fields: [
            line("title", "Title", 200),
            { kind: "longText", name: "description", label: "Description", required: true, max: 2000 },
            { kind: "longText", name: "example", label: "Example", required: true, max: 2000 },
            words("skills", "Skills"),
            { kind: "select", name: "demand", label: "Demand", options: demandLevels },
            line("salaryRange", "Salary range", 100),
            words("hiringCompanies", "Hiring companies"),
          ],
        },
      ],
    },
    {
      kind: "group",
      name: "whyThisMatters",
      label: "Closing section",
      fields: [
        line("heading", "Heading", 200),
        {
          kind: "textList",
          name: "paragraphs",
          label: "Paragraphs",
          max: 5000,
          minItems: 1,
          maxItems: 10,
          required: true,
        },
        { kind: "textList", name: "points", label: "Points", max: 1000, minItems: 1, maxItems: 15, required: true },
      ],
    },
  ],
  ...defineSitePageParts("ai-careers"),
});

/** The AI career pathways page as it renders. */
export type AiCareersPage = SitePageView<EntryValues<typeof aiCareersPageType>>;

export type AiJobCategory = AiCareersPage["categories"][number];

export type AiJob = AiJobCategory["jobs"][number];

export type MarketStat = AiCareersPage["banner"]["stats"][number];

export function toAiCareersPage(entry: EntryValues<typeof aiCareersPageType>): AiCareersPage {
  return toSitePage(entry);
}
