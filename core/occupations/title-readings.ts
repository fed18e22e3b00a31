/**
 * Other readings of a typed title, which the matcher ranks beside the title as written and keeps
 * only when they fit clearly better (ADR 007): the coding indexes' word order ("Supervisor
 * janitor" → "janitor supervisor") and each of two roles written with a slash.
 */
import { analyzeJobTitle } from "./normalize-job-title";
import { isIndexedTitle, type TitleIndex } from "./title-index";
import { LEADING_LEVEL_WORDS } from "./title-rules/level-words";

/** Indexed titles a word must head before a title starting with it may be read the index's way round. */
const INVERTED_HEAD_MIN_TITLES = 20;
const LEADING_LEVEL = new Set(LEADING_LEVEL_WORDS.words.map(({ word }) => word));
/** Another reading is the less likely one: it wins only when it fits clearly better. */
export const INVERTED_READING_DISCOUNT = 0.97;

/**
 * The coding indexes write many titles role first ("Supervisor janitor", "Helper electrician",
 * "Teacher high school"), and people copy that order from forms. When a title starts with a word
 * that heads many indexed titles, the same words with that word moved to the end are a second
 * reading ("janitor supervisor"); null when there is none.
 */
export function invertedReading(index: TitleIndex, text: string): string | null {
  if (/[,;/()]/.test(text)) return null;
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > 5 || LEADING_LEVEL.has((words[0] ?? "").toLowerCase())) return null;
  if (!headsManyTitles(index, words[0] ?? "")) return null;
  return [...words.slice(1), words[0]].join(" ");
}

/**
 * A title naming two roles ("Receptionist/Admin Assistant", "Barista / Shift Lead"): each role
 * alone is another reading, when the second starts with a capital and each ends in a word that
 * heads many indexed titles or is an indexed title itself ("Barista"). Empty when the title has no
 * such pair.
 */
export function slashReadings(index: TitleIndex, text: string): string[] {
  const parts = text.split("/").map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => part === "")) return [];
  // Two roles are written as titles: "Receptionist/Admin Assistant". The coding indexes use the
  // slash inside one role, in lower case ("Slicing machine operator/tender", "Host/hostess").
  if (!/^\p{Lu}/u.test(parts[1] ?? "")) return [];
  return parts.every((part) => headsManyTitles(index, part.split(/\s+/).at(-1) ?? "") || isIndexedTitle(index, part))
    ? parts
    : [];
}

/** Whether `word` (one word once normalised) heads at least `INVERTED_HEAD_MIN_TITLES` indexed titles. */
function headsManyTitles(index: TitleIndex, word: string): boolean {
  const tokens = analyzeJobTitle(word).tokens;
  if (tokens.length !== 1) return false;
  const wordId = index.wordIds.get(tokens[0] ?? "");
  if (wordId === undefined) return false;
  const feature = index.headFeature[wordId] ?? -1;
  if (feature < 0) return false;
  const { offsets } = index.entryPostings;
  return (offsets[feature + 1] ?? 0) - (offsets[feature] ?? 0) >= INVERTED_HEAD_MIN_TITLES;
}
