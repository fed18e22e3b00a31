import { buildAssessmentStartHref, findGuideCountry } from "../countries/countries";
import { seoFields, slugField, statusField, titleField } from "./common-fields";
import { defineContentType, type Field } from "./content-type";
import type { EntryValues } from "./field-values";
import { entryPageAdmin } from "./site-page-entry";

/**
 * The ten country guides (content-and-cms.md §2 "Country guide pages"), edited in the CMS. The
 * words live in the database, seeded from db/seed/content/guides/<slug>.json; this definition
 * gives their structure: the sticky bar's country label and native-script name, the hero, the
 * content grids, the government strategy, the optional editorial article and the CTA.
 *
 * Editorial rules the seed follows (and editors should keep): titles per spec ("Will AI Replace
 * My Job in <country>?", "AI Employment in Europe: Continental Overview", "Job Displacement in
 * China: AI Transformation"); the CTA reads "Start Your <Nationality> Assessment" and links to the
 * home page's form with the guide's country chosen ("/?country=de#start", ADR 034); figures from the spec's country table are labelled as widely cited, never as our
 * measurement (ADR 009); USA and UK carry no national figures, only editorial text.
 */

/** The ten guide addresses, in navigation order; each is a route of its own. */
export const countryGuideSlugs = [
  "usa",
  "uk",
  "canada",
  "australia",
  "germany",
  "france",
  "europe",
  "india",
  "japan",
  "china",
] as const;

export type GuideSlug = (typeof countryGuideSlugs)[number];

/** How figures from the spec's country table are labelled: cited estimates, never our measurement. */
export const WIDELY_CITED = "Widely cited in industry and press reports";

const line = <const Name extends string>(name: Name, label: string, max = 300) =>
  ({ kind: "text", name, label, required: true, max }) as const satisfies Field;
const paragraph = <const Name extends string>(name: Name, label: string) =>
  ({ kind: "longText", name, label, required: true, max: 5000 }) as const satisfies Field;
const paragraphs = <const Name extends string>(name: Name, label: string, maxItems = 12) =>
  ({ kind: "textList", name, label, max: 5000, maxItems, required: true }) as const satisfies Field;

/**
 * The standard occupation a job named on the guide stands for: the guide's ILO table shows that
 * occupation's figures (a job without one is left out of the table).
 */
const occupationField = {
  kind: "occupation",
  name: "occupation",
  label: "Standard occupation",
  help: "Pick the closest occupation: the guide's ILO exposure table shows its figures. Leave it empty to keep the job out of the table.",
} as const satisfies Field;

const itemFields = [
  line("title", "Title"),
  paragraph("text", "Text"),
  {
    kind: "text",
    name: "figure",
    label: "Figure",
    max: 100,
    help: "As the source writes it, such as 23% or 1.2 million",
  },
  { kind: "select", name: "attribution", label: "Attribution", options: [WIDELY_CITED], required: false },
] as const satisfies readonly Field[];

/** A job the guide names at risk: an item with the occupation its ILO row reads. */
const jobItemFields = [...itemFields, occupationField] as const satisfies readonly Field[];

function grid<const Name extends string, const Items extends readonly Field[]>({
  name,
  label,
  items,
  minItems = 1,
  maxItems = 12,
}: {
  name: Name;
  label: string;
  items: Items;
  minItems?: number;
  maxItems?: number;
}) {
  return {
    kind: "group",
    name,
    label,
    fields: [
      line("heading", "Heading"),
      paragraph("intro", "Introduction"),
      { kind: "groupList", name: "items", label: "Items", fields: items, minItems, maxItems, itemLabelField: "title" },
    ],
  } as const satisfies Field;
}

export const countryGuideType = defineContentType({
  path: "guides",
  noun: "guide",
  label: "Country Guides",
  fields: [
    titleField,
    { ...slugField, help: `One of: ${countryGuideSlugs.join(", ")}` },
    statusField,
    line("countryLabel", "Country label", 100),
    { kind: "text", name: "nativeName", label: "Native-script name", max: 100 },
    {
      kind: "text",
      name: "nativeNameLang",
      label: "Language of the native-script name",
      max: 20,
      placeholder: "hi, ja or zh",
    },
    line("nationality", "Nationality", 100),
    line("ctaLabel", "Button label", 100),
    { kind: "text", name: "iloIsoCode", label: "ISO country code", max: 3 },
    { kind: "text", name: "regionKey", label: "Region key", max: 10 },
    ...seoFields,
    {
      kind: "group",
      name: "hero",
      label: "Hero",
      fields: [line("eyebrow", "Eyebrow"), paragraphs("paragraphs", "Paragraphs", 6)],
    },
    {
      kind: "group",
      name: "sections",
      label: "Sections",
      fields: [
        grid({ name: "displacement", label: "National job displacement", items: itemFields }),
        grid({ name: "jobsAtRisk", label: "Jobs at risk", items: jobItemFields }),
        {
          kind: "group",
          name: "resistantJobsByRegion",
          label: "AI-resistant jobs by region",
          fields: [
            line("heading", "Heading"),
            paragraph("intro", "Introduction"),
            {
              kind: "groupList",
              name: "items",
              label: "Regions",
              minItems: 1,
              maxItems: 12,
              itemLabelField: "region",
              fields: [
                line("region", "Region"),
                {
                  kind: "groupList",
                  name: "jobs",
                  label: "Jobs",
                  minItems: 3,
                  maxItems: 3,
                  itemLabelField: "title",
                  fields: [line("title", "Job", 200), occupationField],
                },
                paragraph("note", "Note"),
              ],
            },
          ],
        },
        grid({ name: "assessmentFactors", label: "Assessment factors", items: itemFields }),
        grid({ name: "industries", label: "Three major industries", items: itemFields, minItems: 3, maxItems: 3 }),
        {
          kind: "group",
          name: "governmentStrategy",
          label: "Government AI strategy",
          fields: [
            line("heading", "Heading"),
            line("name", "Name"),
            { kind: "text", name: "figure", label: "Figure", max: 100 },
            { kind: "select", name: "attribution", label: "Attribution", options: [WIDELY_CITED], required: false },
            paragraph("summary", "Summary"),
            paragraphs("points", "Points"),
          ],
        },
        grid({ name: "futureSkills", label: "Future skills", items: itemFields }),
      ],
    },
    {
      kind: "groupList",
      name: "editorial",
      label: "Editorial article",
      required: false,
      maxItems: 12,
      itemLabelField: "heading",
      fields: [line("heading", "Heading"), paragraphs("paragraphs", "Paragraphs")],
    },
    paragraph("figuresNote", "Note on figures"),
  ],
  storage: { table: "content_entries", entryType: "guide", slugs: countryGuideSlugs },
  approvalType: "guide",
  admin: entryPageAdmin,
});

/** A guide's values as stored, typed from its definition. */
export type GuideValues = EntryValues<typeof countryGuideType>;

type GuideSections = GuideValues["sections"];

/** A card of a guide's grids (title, text, an optional cited figure). */
export type GuideItem = GuideSections["displacement"]["items"][number];

/** A grid: heading, introduction and its cards. */
export type GuideGrid = GuideSections["displacement"];

/** A job the guide names, with the standard occupation it stands for (or none). */
export type GuideJob = GuideSections["resistantJobsByRegion"]["items"][number]["jobs"][number];

/** A guide as the public page renders it. */
export type CountryGuide = Omit<
  GuideValues,
  "slug" | "status" | "metaTitle" | "metaDescription" | "keywords" | "ctaLabel"
> & {
  slug: GuideSlug;
  path: `/${GuideSlug}`;
  cta: { label: string; href: string };
  meta: { title: string; description: string };
};

/** Whether `slug` is one of the ten guide routes. */
export function isGuideSlug(slug: string): slug is GuideSlug {
  return (countryGuideSlugs as readonly string[]).includes(slug);
}

/** A stored guide as the public page renders it; null for a slug that is no guide route. */
export function toCountryGuide(entry: GuideValues): CountryGuide | null {
  const { slug, status: _status, metaTitle, metaDescription, keywords: _keywords, ctaLabel, ...guide } = entry;
  if (!isGuideSlug(slug)) return null;
  return {
    ...guide,
    slug,
    path: `/${slug}`,
    cta: { label: ctaLabel, href: buildAssessmentStartHref(findGuideCountry(slug)) },
    meta: { title: metaTitle ?? entry.title, description: metaDescription ?? "" },
  };
}
