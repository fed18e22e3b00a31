import { seoFields, slugField, statusField, titleField } from "./common-fields";
import { defineContentType, type Field } from "./content-type";
import { toSitePage, type StoredPageEntry } from "./site-page-entry";

export const demandLevels = ["Very High", "High", "Growing", "Moderate"] as const;

export type DemandLevel = (typeof demandLevels)[number];

export interface AiJob {
  title: string;
  description: string;
  /** A concrete example of the work. */
  example: string;
  skills: string[];
  demand: DemandLevel;
  salaryRange: string;
  hiringCompanies: string[];
}

export interface AiJobCategory {
  id: string;
  name: string;
  summary: string;
  /** Who this path tends to suit; helps visitors find their way in. */
  goodFitFor: string;
  jobs: AiJob[];
}

export interface MarketStat {
  value: string;
  label: string;
  attribution: string;
}

/** The AI career pathways page as it renders. */
export interface AiCareersPage {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  banner: { heading: string; text: string; stats: MarketStat[]; note: string };
  salaryNote: string;
  categories: AiJobCategory[];
  whyThisMatters: { heading: string; paragraphs: string[]; points: string[] };
}

const line = (name: string, label: string, max = 300): Field => ({ kind: "text", name, label, required: true, max });

const words = (name: string, label: string): Field => ({
  kind: "textList",
  name,
  label,
  max: 120,
  minItems: 1,
  maxItems: 12,
  required: true,
});

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
});

export function toAiCareersPage(entry: StoredPageEntry): AiCareersPage {
  return toSitePage<Omit<AiCareersPage, "meta" | "title">>(entry);
}
