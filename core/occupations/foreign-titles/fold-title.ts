/**
 * How titles in the seven languages are written down for comparison, the same way for ESCO's
 * labels and for what a visitor types (ADR 031): gender tags and written-out gender forms removed
 * ("Krankenpfleger/in", "infirmier(ère)", "camarero/a", "(m/w/d)"), accents folded, and every word
 * reduced to a rough stem that leaves feminine and plural endings aside.
 */

/** German, Austrian and French job-advert tags naming the genders a post is open to. */
const GENDER_TAG =
  /\(\s*(?:(?:[mwfdhxi]|gn|divers)\s*[/|,]\s*)*(?:[mwfdhxi]|gn\*?|divers|all\s+genders?)\s*\)|(?:^|\s)(?:m\s*\/\s*w\s*\/\s*d|w\s*\/\s*m\s*\/\s*d|m\s*\/\s*f\s*\/\s*d|h\s*\/\s*f|f\s*\/\s*h)(?=\s|$)/giu;

/** German written-in feminine: "Pfleger/in", "Pfleger/-in", "Pfleger*in", "Pfleger:in", "Pfleger_innen", "Pfleger(in)". */
const GERMAN_INCLUSIVE = /(\p{L}{3,})(?:\/-?|\*|:|_|\()in(?:nen)?\)?(?![\p{L}])/gu;
/** The same with a capital I: "PflegerIn", "MitarbeiterInnen". */
const GERMAN_CAPITAL_I = /(\p{Ll}{2,})In(?:nen)?(?![\p{L}])/gu;
/** French written-in feminine: "infirmier/ère", "infirmier(ère)", "avocat·e", "vendeur.euse", "technicien/ne". */
const FRENCH_INCLUSIVE =
  /(\p{L}{3,})(?:\/|\(|·|\.|•)-?(?:e|es|ère|ière|euse|euses|se|trice|rice|ice|ne|le|fe|ve|te)\)?(?![\p{L}])/gu;
/** Spanish, Italian and Portuguese written-in feminine: "camarero/a", "enfermero(a)", "infermiere/a", "enfermer@". */
const ROMANCE_INCLUSIVE = /(\p{L}{3,}[oe])(?:\/|\()-?(?:a|as|essa)\)?(?![\p{L}])/gu;
const AT_SIGN_ENDING = /(\p{L}{3,})@(?![\p{L}])/gu;

/** The marks every gender form above needs: most titles have none and skip the patterns. */
const MAY_HOLD_GENDER_FORM = /[/(*:_·•@.]|\p{Ll}In|\b[mwfh]\s*\//u;

/** Removes gender tags and written-in gender forms, keeping the first (masculine or neutral) form. */
export function dropGenderForms(text: string): string {
  if (!MAY_HOLD_GENDER_FORM.test(text)) return text;
  return text
    .replace(GENDER_TAG, " ")
    .replace(GERMAN_INCLUSIVE, "$1")
    .replace(GERMAN_CAPITAL_I, "$1")
    .replace(FRENCH_INCLUSIVE, "$1")
    .replace(ROMANCE_INCLUSIVE, "$1")
    .replace(AT_SIGN_ENDING, "$1o");
}

/** Letters that do not decompose into a base letter and a mark. */
const SPECIAL_LETTERS: Record<string, string> = { ß: "ss", ł: "l", æ: "ae", œ: "oe", ø: "o", đ: "d", ı: "i" };

const ASCII_ONLY = /^[\x20-\x7e]*$/;

/** Lower case, accents removed ("Infirmière" → "infirmiere", "Geschäftsführer" → "geschaftsfuhrer", "Księgowa" → "ksiegowa"). */
export function foldAccents(text: string): string {
  if (ASCII_ONLY.test(text)) return text.toLowerCase();
  return text
    .toLowerCase()
    .replace(/[ßłæœøđı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
}

/** German umlauts typed without the dots ("Baecker", "Geschaeftsfuehrer") as the folded form writes them. */
export function foldTypedUmlauts(folded: string): string {
  return folded.replace(/([a-z])([aou])e/g, "$1$2");
}

/** The words of a folded title: letter and digit runs (a hyphen or an apostrophe separates words). */
export function splitFoldedWords(folded: string): string[] {
  return folded.split(/[^a-z0-9]+/).filter((word) => word !== "");
}

/** Endings of feminine and plural forms, longest first, that `stemTitleWord` removes. */
const ENDINGS = ["innen", "in", "ka", "es", "en", "e", "s", "a", "o", "i", "y"] as const;

/**
 * A rough stem shared by all seven languages: a feminine or plural ending removed when at least
 * four letters remain ("lehrerin" → "lehrer", "infirmiere" → "infirmier", "enfermera" and
 * "enfermero" → "enfermer", Polish "kasjerka" → "kasjer", "ksiegowa" and "ksiegowy" → "ksiegow").
 */
export function stemTitleWord(word: string): string {
  for (const ending of ENDINGS)
    if (word.length - ending.length >= 4 && word.endsWith(ending)) return word.slice(0, -ending.length);
  return word;
}

/** The exact comparison key of a title: its folded letters and digits, spaces and hyphens left out ("LKW-Fahrer" = "Lkw Fahrer"). */
export function titleKey(text: string): string {
  return splitFoldedWords(foldAccents(dropGenderForms(text))).join("");
}

/** A title's stems in order, after gender forms are removed and accents folded. */
export function titleStems(text: string): string[] {
  return splitFoldedWords(foldAccents(dropGenderForms(text))).map(stemTitleWord);
}
