/**
 * O*NET's energy specialisations (Wind Energy Development Managers, Hydroelectric Production
 * Managers, Biofuels Processing Technicians…) list generic titles of their parent occupation
 * ("Business Development Manager", "Plant Manager") and share its employment prior, so generic
 * titles reached them ahead of the large occupations that list the same title. The ranking
 * (`rank-title.ts`) gives one its full score only when the title names the energy source
 * (ADR 007).
 */
import { tokenizeJobTitle } from "./normalize-job-title";
import type { TitleIndex } from "./title-index";
import { ENERGY_SOURCES } from "./title-rules/energy-sources";

/** The score of an energy specialisation when the title does not name its energy source. */
export const ENERGY_SPECIALISATION_FACTOR = 0.85;
const ENERGY_SOURCE_WORDS: ReadonlySet<string> = new Set(ENERGY_SOURCES.words.map(({ word }) => word));
const energyWordsByIndex = new WeakMap<TitleIndex, (string[] | null)[]>();

/**
 * Per occupation, the energy-source words of its title (before any "except"), as query tokens, or
 * null when none. Whole words as written: "Winding" (textile machines) is not "wind".
 */
export function energySourceWords(index: TitleIndex): (string[] | null)[] {
  let words = energyWordsByIndex.get(index);
  if (!words) {
    words = index.occupations.map((occupation) => {
      const written = (occupation.title.split(/\bexcept\b/i)[0] ?? "").toLowerCase().match(/[a-z]+/g) ?? [];
      const found = written.filter((word) => ENERGY_SOURCE_WORDS.has(word)).flatMap(tokenizeJobTitle);
      return found.length > 0 ? found : null;
    });
    energyWordsByIndex.set(index, words);
  }
  return words;
}
