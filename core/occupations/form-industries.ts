/**
 * The industries the manual form offers, and what each one tells the title matcher (ADR 026).
 *
 * The spec's seven values (technology, healthcare, finance, education, manufacturing, retail,
 * other) stay, with their meaning; ten more name the sectors where many people work and which
 * the spec's list sent to "other". The occupation dataset's industry bits (`INDUSTRIES`,
 * `IndexTitle.industries`) keep their seven values and order, so the dataset is not rebuilt: a new
 * value reads the coding-index evidence through the dataset industry that holds it (`hint`; the
 * Census codes of hospitality, transport, construction or government are "other" there), and
 * nudges the SOC major groups typical of it (`majorGroups`).
 */
import type { Industry } from "./dataset";

export type FormIndustryInfo = {
  /** The value the form sends and the API takes. */
  value: string;
  /** The option's text in the form. */
  label: string;
  /** The result's header line ("Accountant | 8 years experience | Finance | …"). */
  shortLabel: string;
  /** The dataset industry whose coding-index evidence applies. */
  hint: Industry;
  /** SOC major groups (first two digits of the code) typical of the industry: a small boost. */
  majorGroups: readonly string[];
};

/** In the form's order: alphabetical by label, "Other" last. */
export const FORM_INDUSTRY_LIST = [
  {
    value: "agriculture",
    label: "Agriculture, forestry & fishing",
    shortLabel: "Agriculture",
    hint: "other",
    majorGroups: ["45", "19", "37", "53"],
  },
  {
    value: "construction",
    label: "Construction & trades",
    shortLabel: "Construction",
    hint: "other",
    majorGroups: ["47", "49", "17", "11"],
  },
  {
    value: "education",
    label: "Education",
    shortLabel: "Education",
    hint: "education",
    majorGroups: ["25", "21", "39"],
  },
  {
    value: "energy",
    label: "Energy & utilities",
    shortLabel: "Energy",
    hint: "other",
    majorGroups: ["47", "49", "51", "17", "19"],
  },
  {
    value: "finance",
    label: "Finance",
    shortLabel: "Finance",
    hint: "finance",
    majorGroups: ["13", "43", "11", "41", "23"],
  },
  {
    value: "public-sector",
    label: "Government & public sector",
    shortLabel: "Public Sector",
    hint: "other",
    majorGroups: ["33", "21", "23", "13", "43", "11"],
  },
  {
    value: "healthcare",
    label: "Healthcare",
    shortLabel: "Healthcare",
    hint: "healthcare",
    majorGroups: ["29", "31", "21", "19"],
  },
  {
    value: "hospitality",
    label: "Hospitality & food service",
    shortLabel: "Hospitality",
    hint: "other",
    majorGroups: ["35", "37", "39", "41", "11"],
  },
  {
    value: "professional-services",
    label: "Legal, consulting & professional services",
    shortLabel: "Professional Services",
    hint: "other",
    majorGroups: ["23", "13", "11", "43", "19"],
  },
  {
    value: "manufacturing",
    label: "Manufacturing",
    shortLabel: "Manufacturing",
    hint: "manufacturing",
    majorGroups: ["51", "17", "49", "53", "11"],
  },
  {
    value: "media",
    label: "Media, arts & design",
    shortLabel: "Media",
    hint: "other",
    majorGroups: ["27", "15", "41", "11"],
  },
  {
    value: "personal-services",
    label: "Personal care & services",
    shortLabel: "Personal Services",
    hint: "other",
    majorGroups: ["39", "31", "37"],
  },
  {
    value: "real-estate",
    label: "Real estate & property",
    shortLabel: "Real Estate",
    hint: "other",
    majorGroups: ["41", "37", "49", "11", "13"],
  },
  { value: "retail", label: "Retail", shortLabel: "Retail", hint: "retail", majorGroups: ["41", "43", "53", "35"] },
  {
    value: "technology",
    label: "Technology",
    shortLabel: "IT",
    hint: "technology",
    majorGroups: ["15", "17", "27", "11", "13", "41", "43"],
  },
  {
    value: "transportation",
    label: "Transport & logistics",
    shortLabel: "Transport",
    hint: "other",
    majorGroups: ["53", "43", "49", "11"],
  },
  { value: "other", label: "Other", shortLabel: "Other", hint: "other", majorGroups: [] },
] as const satisfies readonly FormIndustryInfo[];

export type FormIndustry = (typeof FORM_INDUSTRY_LIST)[number]["value"];

/** Every value the form sends and the API takes (a tuple, for zod's enum). */
export const FORM_INDUSTRIES = FORM_INDUSTRY_LIST.map((industry) => industry.value) as [
  FormIndustry,
  ...FormIndustry[],
];

const BY_VALUE = new Map<string, FormIndustryInfo>(FORM_INDUSTRY_LIST.map((industry) => [industry.value, industry]));

/** The form industry with this value, or undefined for a value the form does not offer. */
export function findFormIndustry(value: string | undefined): FormIndustryInfo | undefined {
  return value === undefined ? undefined : BY_VALUE.get(value);
}
