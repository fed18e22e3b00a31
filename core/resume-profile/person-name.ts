import { readRegion } from "./place-names";
import { hasRoleKeyword } from "./role-keywords";

// Lowercase particles that are part of many surnames.
const PARTICLES = new Set([
  "de",
  "da",
  "del",
  "della",
  "der",
  "di",
  "du",
  "la",
  "le",
  "van",
  "von",
  "bin",
  "al",
  "el",
  "dos",
]);
const NAME_WORD = /^\p{Lu}[\p{L}'’.-]*$/u;

/** Two to four capitalised words that are not a job title or a place: "Priya Raman", "Juan de la Cruz". */
export function isPersonName(candidate: string): boolean {
  const words = candidate.trim().split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  if (hasRoleKeyword(candidate) || readRegion(words[words.length - 1] ?? "") !== null) return false;
  return words.every((word, index) => NAME_WORD.test(word) || (index > 0 && PARTICLES.has(word)));
}
