import type { CountryCode } from "./countries";

/**
 * The country a browser's language list points to (navigator.languages, ADR 034): the first entry
 * whose region is one we list ("en-GB" → United Kingdom, "fr-CA" → Canada, "de-AT" → elsewhere in
 * the EU, "en-NZ" → Other), or, for an entry without a region, a language spoken mainly in one of
 * them ("de" → Germany, "ja" → Japan). "en", "es" and "pt" without a region say nothing. Null when
 * no entry decides.
 */
const REGION_COUNTRIES: Readonly<Record<string, CountryCode>> = {
  US: "us",
  GB: "gb",
  CA: "ca",
  AU: "au",
  DE: "de",
  FR: "fr",
  IN: "in",
  JP: "jp",
  CN: "cn",
};

/** Members of the European Union other than Germany and France (ISO 3166-1 alpha-2). */
const OTHER_EU_REGIONS = new Set([
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
]);

/** Languages without a region that point to one place. */
const LANGUAGE_COUNTRIES: Readonly<Record<string, CountryCode>> = {
  de: "de",
  fr: "fr",
  ja: "jp",
  zh: "cn",
  hi: "in",
  it: "eu",
  nl: "eu",
  pl: "eu",
};

function readTag(tag: string): { language: string; region: string | null } {
  const parts = tag.trim().split(/[-_]/);
  const language = (parts[0] ?? "").toLowerCase();
  // The region is the first two-letter or three-digit subtag after the language (zh-Hant-TW → TW).
  const region = parts.slice(1).find((part) => /^(?:[a-z]{2}|\d{3})$/i.test(part));
  return { language, region: region ? region.toUpperCase() : null };
}

export function detectCountryFromLanguages(languages: readonly string[]): CountryCode | null {
  for (const tag of languages) {
    const { language, region } = readTag(tag);
    if (region) {
      if (REGION_COUNTRIES[region]) return REGION_COUNTRIES[region];
      if (OTHER_EU_REGIONS.has(region)) return "eu";
      return "other";
    }
    const byLanguage = LANGUAGE_COUNTRIES[language];
    if (byLanguage) return byLanguage;
  }
  return null;
}
