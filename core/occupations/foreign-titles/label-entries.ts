/**
 * ESCO's labels written as the foreign-title search compares them (ADR 031): each label split into
 * its forms ("Rechtsanwalt/Rechtsanwältin"), each form once per occupation and language, with its
 * exact key and content stems. Done once when the data is built (`npm run data:build-esco`), and by
 * the evaluation for the occupations it keeps.
 */
import { TITLE_LANGUAGES, type EscoOccupation, type EscoTitleIndexData, type LabelEntries } from "./esco-titles";
import { dropGenderForms, foldAccents, splitFoldedWords, stemTitleWord } from "./fold-title";
import { FUNCTION_WORDS } from "./function-words";

/** The content stems of a folded text: function words left out, each stem once, in order. */
export function contentStems(folded: string): string[] {
  const stems: string[] = [];
  for (const word of splitFoldedWords(folded)) {
    if (FUNCTION_WORDS.has(word)) continue;
    const stem = stemTitleWord(word);
    if (!stems.includes(stem)) stems.push(stem);
  }
  return stems;
}

/**
 * A label's forms: "Rechtsanwalt/Rechtsanwältin" is two; a slash beside a short word ("TV/Radio")
 * belongs to the label.
 */
export function splitLabelForms(label: string): string[] {
  const cleaned = dropGenderForms(label);
  const parts = cleaned.split("/").map((part) => part.trim());
  if (parts.length < 2 || parts.some((part) => (part.match(/\p{L}/gu)?.length ?? 0) < 4)) return [cleaned.trim()];
  return parts;
}

/** The text read backwards ("busfahrer" → "refharfsub"). */
export function reverseText(text: string): string {
  return [...text].reverse().join("");
}

/** Stem ids ordered by their reversed text. */
function sortByEnding(stems: readonly string[]): number[] {
  const reversed = stems.map(reverseText);
  return stems.map((_, id) => id).sort((a, b) => ((reversed[a] ?? "") < (reversed[b] ?? "") ? -1 : 1));
}

/** Every form of every label of the occupations, sorted by key (`LabelEntries`). */
export function computeLabelEntries(occupations: readonly EscoOccupation[]): LabelEntries {
  const forms: { key: string; occupation: number; language: number; kind: number; stems: string[] }[] = [];
  occupations.forEach((occupation, position) => {
    TITLE_LANGUAGES.forEach((language, languageId) => {
      const labels = occupation.labels[language];
      if (!labels) return;
      const seen = new Set<string>();
      const add = (label: string, kind: number): void => {
        for (const form of splitLabelForms(label)) {
          const folded = foldAccents(form);
          const key = splitFoldedWords(folded).join("");
          if (key === "" || seen.has(key)) continue;
          seen.add(key);
          forms.push({ key, occupation: position, language: languageId, kind, stems: contentStems(folded) });
        }
      };
      add(labels.preferred, 0);
      for (const label of labels.other) add(label, 1);
    });
  });
  // Stable: equal keys keep occupation, language and label order.
  forms.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const stems = [...new Set(forms.flatMap((form) => form.stems))].sort();
  if (occupations.length > 0xffff || stems.length > 0xffff)
    throw new Error("too many occupations or stems for 16-bit ids");
  const stemId = new Map(stems.map((stem, id) => [stem, id]));
  const stemOffsets = new Int32Array(forms.length + 1);
  const stemIds: number[] = [];
  forms.forEach((form, entry) => {
    for (const stem of form.stems) stemIds.push(stemId.get(stem) ?? 0);
    stemOffsets[entry + 1] = stemIds.length;
  });
  return {
    key: forms.map((form) => form.key),
    occupation: Uint16Array.from(forms, (form) => form.occupation),
    language: Uint8Array.from(forms, (form) => form.language),
    kind: Uint8Array.from(forms, (form) => form.kind),
    stemOffsets,
    stemIds: Uint16Array.from(stemIds),
    stems,
    endingOrder: Uint16Array.from(sortByEnding(stems)),
  };
}

/** The stored form: the occupations' codes and English labels, and their label entries. */
export function toEscoTitleIndexData({
  occupations,
  sources,
  version,
}: {
  occupations: readonly EscoOccupation[];
  sources: EscoTitleIndexData["sources"];
  version: number;
}): EscoTitleIndexData {
  return {
    version,
    sources,
    occupations: occupations.map(({ labels, ...codes }) => ({ ...codes, english: labels.en?.preferred ?? "" })),
    entries: computeLabelEntries(occupations),
  };
}
