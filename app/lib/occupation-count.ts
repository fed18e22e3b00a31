/**
 * Where a page's text names how many occupations the site scores, it writes this token; the page
 * fills in the dataset's own count (services/site/site-figures.ts), so every page states one number.
 */
export const OCCUPATION_COUNT_TOKEN = "{occupationCount}";

/** The text with the token replaced by the count ("997"). */
export function fillOccupationCount({ text, count }: { text: string; count: number }): string {
  return text.replaceAll(OCCUPATION_COUNT_TOKEN, count.toLocaleString("en-US"));
}
