import { ISCO_TITLE_LANGUAGES, type IscoTitleLanguage } from "../international/international-codes";
import { findCountry, type CountryCode } from "./countries";

/**
 * The language an ISCO-08 group's title is shown in (ADR 034): the country's own where it has one
 * ESCO titles groups in (Germany → German, France → French), else the first of the browser's
 * languages ESCO has (a French-speaking Canadian reads French), else English. Without a country
 * (a stranger with the link, an old result) it is English, whatever the browser says, so the page
 * reads the same on the server and in every browser.
 */
export function chooseIscoLanguage({
  country,
  languages = [],
}: {
  country: CountryCode | null | undefined;
  languages?: readonly string[];
}): IscoTitleLanguage {
  if (!country) return "en";
  const own = findCountry(country).iscoLanguage;
  if (own) return own;
  for (const tag of languages) {
    const language = tag.trim().slice(0, 2).toLowerCase();
    if ((ISCO_TITLE_LANGUAGES as readonly string[]).includes(language)) return language as IscoTitleLanguage;
  }
  return "en";
}
