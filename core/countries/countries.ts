import type { IscoTitleLanguage } from "../international/international-codes";

/**
 * Where a visitor works (ADR 034): the ten countries and regions the site has a guide for, and
 * "Other". Asked on the home page's form, stored with the result as the visitor's own detail: only
 * the browser that made the result sees it (ADR 021).
 */
export const COUNTRY_CODES = ["us", "gb", "ca", "au", "de", "fr", "eu", "in", "jp", "cn", "other"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export type Country = {
  code: CountryCode;
  /** As the form's list names it. */
  name: string;
  /** "in Germany", "elsewhere in the EU": after "You told us you work". */
  inName: string;
  /** The guide's address without its slash ("germany"); null for "Other". */
  guideSlug: string | null;
  /** The language ESCO titles ISCO-08 groups in that a visitor from here most likely reads; null when there is no one language. */
  iscoLanguage: IscoTitleLanguage | null;
};

export const COUNTRIES: readonly Country[] = [
  { code: "us", name: "United States", inName: "in the United States", guideSlug: "usa", iscoLanguage: "en" },
  { code: "gb", name: "United Kingdom", inName: "in the United Kingdom", guideSlug: "uk", iscoLanguage: "en" },
  { code: "ca", name: "Canada", inName: "in Canada", guideSlug: "canada", iscoLanguage: null },
  { code: "au", name: "Australia", inName: "in Australia", guideSlug: "australia", iscoLanguage: "en" },
  { code: "de", name: "Germany", inName: "in Germany", guideSlug: "germany", iscoLanguage: "de" },
  { code: "fr", name: "France", inName: "in France", guideSlug: "france", iscoLanguage: "fr" },
  {
    code: "eu",
    name: "Elsewhere in the European Union",
    inName: "elsewhere in the European Union",
    guideSlug: "europe",
    iscoLanguage: null,
  },
  { code: "in", name: "India", inName: "in India", guideSlug: "india", iscoLanguage: "en" },
  { code: "jp", name: "Japan", inName: "in Japan", guideSlug: "japan", iscoLanguage: null },
  { code: "cn", name: "China", inName: "in China", guideSlug: "china", iscoLanguage: null },
  { code: "other", name: "Other", inName: "outside the countries we list", guideSlug: null, iscoLanguage: null },
];

/** Where the form starts when nothing says otherwise. */
export const DEFAULT_COUNTRY: CountryCode = "us";

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && (COUNTRY_CODES as readonly string[]).includes(value);
}

/** A country code from an address or a request, any letter case; null for anything else. */
export function parseCountryCode(value: string | null | undefined): CountryCode | null {
  const code = (value ?? "").trim().toLowerCase();
  return isCountryCode(code) ? code : null;
}

export function findCountry(code: CountryCode): Country {
  return COUNTRIES.find((country) => country.code === code)!;
}

/** The country of a guide ("germany" → "de"); null for an address that is not a guide. */
export function findGuideCountry(guideSlug: string): CountryCode | null {
  return COUNTRIES.find((country) => country.guideSlug === guideSlug)?.code ?? null;
}

/** Where a guide's "Start Your … Assessment" leads: the home page's form, with the guide's country chosen. */
export function buildAssessmentStartHref(country: CountryCode | null): string {
  return country ? `/?country=${country}#start` : "/#start";
}
