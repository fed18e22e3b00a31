import { buildAssessmentStartHref, findGuideCountry } from "../countries/countries";
import { seoFields, slugField, statusField, titleField } from "./common-fields";
import { defineContentType, type Field } from "./content-type";

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

export interface GuideItem {
  title: string;
  text: string;
  /** A figure from the spec's country table, exactly as given. */
  figure?: string | null;
  attribution?: typeof WIDELY_CITED | null;
}

export interface GuideRegion {
  region: string;
  jobs: string[];
  note: string;
}

export interface GuideGrid<T> {
  heading: string;
  intro: string;
  items: T[];
}

export interface GuideStrategy {
  heading: string;
  name: string;
  figure: string | null;
  attribution: typeof WIDELY_CITED | null;
  summary: string;
  points: string[];
}

export interface GuideEditorialBlock {
  heading: string;
  paragraphs: string[];
}

export interface GuideSections {
  displacement: GuideGrid<GuideItem>;
  jobsAtRisk: GuideGrid<GuideItem>;
  resistantJobsByRegion: GuideGrid<GuideRegion>;
  assessmentFactors: GuideGrid<GuideItem>;
  industries: GuideGrid<GuideItem>;
  governmentStrategy: GuideStrategy;
  futureSkills: GuideGrid<GuideItem>;
}

/** A guide as the public page renders it. */
export interface CountryGuide {
  slug: GuideSlug;
  path: `/${GuideSlug}`;
  title: string;
  /** Label in the sticky top bar. */
  countryLabel: string;
  /** Native-script name shown next to the label (India, Japan, China). */
  nativeName: string | null;
  /** The language of the native-script name (BCP 47: "hi", "ja", "zh"). */
  nativeNameLang: string | null;
  nationality: string;
  /** The home page's form with the guide's country chosen, e.g. "/?country=de#start" (ADR 034). */
  cta: { label: string; href: string };
  /** ISO 3166-1 alpha-3 code for joining ILO 2025 country figures; null for a region. */
  iloIsoCode: string | null;
  /** Key for our exposure dataset: the ISO code, or "EU27" for the European Union. */
  regionKey: string | null;
  meta: { title: string; description: string };
  hero: { eyebrow: string; paragraphs: string[] };
  sections: GuideSections;
  /** Article body for the editorial USA and UK pages; null elsewhere. */
  editorial: GuideEditorialBlock[] | null;
  figuresNote: string;
}

const line = (name: string, label: string, max = 300): Field => ({ kind: "text", name, label, required: true, max });
const paragraph = (name: string, label: string): Field => ({
  kind: "longText",
  name,
  label,
  required: true,
  max: 5000,
});
const paragraphs = (name: string, label: string, maxItems = 12): Field => ({
  kind: "textList",
  name,
  label,
  max: 5000,
  maxItems,
  required: true,
});

const itemFields: readonly Field[] = [
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
];

function grid({
  name,
  label,
  minItems = 1,
  maxItems = 12,
}: {
  name: string;
  label: string;
  minItems?: number;
  maxItems?: number;
}): Field {
  return {
    kind: "group",
    name,
    label,
    fields: [
      line("heading", "Heading"),
      paragraph("intro", "Introduction"),
      {
        kind: "groupList",
        name: "items",
        label: "Items",
        fields: itemFields,
        minItems,
        maxItems,
        itemLabelField: "title",
      },
    ],
  };
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
        grid({ name: "displacement", label: "National job displacement" }),
        grid({ name: "jobsAtRisk", label: "Jobs at risk" }),
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
                { kind: "textList", name: "jobs", label: "Jobs", max: 200, minItems: 3, maxItems: 3, required: true },
                paragraph("note", "Note"),
              ],
            },
          ],
        },
        grid({ name: "assessmentFactors", label: "Assessment factors" }),
        grid({ name: "industries", label: "Three major industries", minItems: 3, maxItems: 3 }),
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
        grid({ name: "futureSkills", label: "Future skills" }),
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
});

/** A stored guide entry (columns plus structured data) as the public page renders it. */
export function toCountryGuide(entry: {
  slug: string;
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  data: Record<string, unknown>;
}): CountryGuide {
  const data = entry.data as Omit<CountryGuide, "slug" | "path" | "title" | "cta" | "meta"> & { ctaLabel: string };
  const slug = entry.slug as GuideSlug;
  return {
    slug,
    path: `/${slug}`,
    title: entry.title,
    countryLabel: data.countryLabel,
    nativeName: data.nativeName ?? null,
    nativeNameLang: data.nativeNameLang ?? null,
    nationality: data.nationality,
    cta: { label: data.ctaLabel, href: buildAssessmentStartHref(findGuideCountry(slug)) },
    iloIsoCode: data.iloIsoCode ?? null,
    regionKey: data.regionKey ?? null,
    meta: { title: entry.metaTitle ?? entry.title, description: entry.metaDescription ?? "" },
    hero: data.hero,
    sections: data.sections,
    editorial: data.editorial ?? null,
    figuresNote: data.figuresNote,
  };
}
