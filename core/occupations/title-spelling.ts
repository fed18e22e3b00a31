/**
 * Word-level repairs of a query word the title index has never seen (`resolveUnknownWord` in the
 * ranking): spelling corrections over character trigrams, completion from the longest indexed
 * prefix, the neutral form of a feminine role noun, and closed compounds split into indexed words.
 */
import { stemWord } from "./stem-word";
import { NEUTRAL_FORMS } from "./title-rules/role-nouns";
import type { TitleIndex } from "./title-index";

/** Character trigrams of a word padded with spaces ("nurs" → " nu", "nur", "urs", "rs "). */
function trigramsOf(word: string): string[] {
  const padded = ` ${word} `;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  return grams;
}

/** Optimal-string-alignment edit distance (adjacent transpositions count 1), stopping early above `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

const trigramIndexes = new WeakMap<TitleIndex, { words: string[]; postings: Map<string, number[]> }>();

/**
 * The indexed word a misspelt query word most likely meant ("acountant" → "accountant",
 * "sofware" → "softwar"): the most frequent indexed word within edit distance 1 (2 for words of 8+
 * letters, at most `maxDistance`) among words sharing a character trigram; null when none is close.
 * The trigram index is built on first use, so index builds don't pay for it.
 */
export function correctSpelling(
  index: TitleIndex,
  word: string,
  { maxDistance = 2 }: { maxDistance?: number } = {},
): string | null {
  if (word.length < 4 || /\d/.test(word)) return null;
  let trigrams = trigramIndexes.get(index);
  if (!trigrams) {
    const words = [...index.wordIds.keys()];
    const postings = new Map<string, number[]>();
    words.forEach((candidate, id) => {
      if (candidate.length < 3) return;
      for (const gram of new Set(trigramsOf(candidate))) {
        const list = postings.get(gram);
        if (list) list.push(id);
        else postings.set(gram, [id]);
      }
    });
    trigrams = { words, postings };
    trigramIndexes.set(index, trigrams);
  }
  const limit = Math.min(maxDistance, word.length >= 8 ? 2 : 1);
  const shared = new Map<number, number>();
  const grams = new Set(trigramsOf(word));
  for (const gram of grams)
    for (const id of trigrams.postings.get(gram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
  // q-gram lemma: an insertion, deletion or substitution destroys at most 3 trigrams and a swap of
  // adjacent letters ("operaotr") 4, so a word within `limit` edits shares at least
  // (trigrams − 4·limit) of them; the rest need no edit-distance check.
  const minShared = Math.max(2, grams.size - 4 * limit);
  let best: string | null = null;
  let bestDistance = limit + 1;
  let bestSlip = 3;
  let bestFrequency = -1;
  for (const [id, count] of shared) {
    if (count < minShared) continue;
    const candidate = trigrams.words[id] ?? "";
    const distance = editDistance(word, candidate, limit);
    if (distance > limit) continue;
    const slip = distance === 1 ? slipRank(word, candidate) : 2;
    const frequency = index.profileBackground[index.wordIds.get(candidate) ?? 0] ?? 0;
    if (
      distance < bestDistance ||
      (distance === bestDistance && (slip < bestSlip || (slip === bestSlip && frequency > bestFrequency)))
    ) {
      best = candidate;
      bestDistance = distance;
      bestSlip = slip;
      bestFrequency = frequency;
    }
  }
  return best;
}

/**
 * How a one-edit typo came about, likeliest first: a letter doubled or not doubled ("payrol" →
 * "payroll", not "patrol"), 0; two neighbouring letters swapped ("laywer" → "lawyer", not
 * "layer"), 1; any other edit, 2.
 */
function slipRank(typed: string, word: string): number {
  const [longer, shorter] = typed.length > word.length ? [typed, word] : [word, typed];
  if (longer.length === shorter.length + 1) {
    for (let at = 0; at < longer.length; at++)
      if (longer.slice(0, at) + longer.slice(at + 1) === shorter)
        return longer[at] === longer[at - 1] || longer[at] === longer[at + 1] ? 0 : 2;
    return 2;
  }
  if (typed.length !== word.length) return 2;
  const differ: number[] = [];
  for (let at = 0; at < typed.length && differ.length <= 2; at++) if (typed[at] !== word[at]) differ.push(at);
  const [first, second] = differ;
  return differ.length === 2 &&
    first !== undefined &&
    second === first + 1 &&
    typed[first] === word[second] &&
    typed[second] === word[first]
    ? 1
    : 2;
}

const sortedVocabularies = new WeakMap<TitleIndex, string[]>();

/**
 * Last resort for an unknown word no edit is close to: the most frequent indexed word sharing its
 * longest prefix of at least 5 letters and 60% of the word ("cytotechnician" → "cytotechnologist",
 * "concessionist" → "concession"); null when none does. Deterministic; the sorted vocabulary is
 * built on first use.
 */
export function completeWordByPrefix(index: TitleIndex, word: string): string | null {
  if (word.length < 6 || /\d/.test(word)) return null;
  let sorted = sortedVocabularies.get(index);
  if (!sorted) {
    sorted = [...index.wordIds.keys()].sort();
    sortedVocabularies.set(index, sorted);
  }
  const minLength = Math.max(5, Math.ceil(word.length * 0.6));
  for (let length = word.length - 1; length >= minLength; length--) {
    const prefix = word.slice(0, length);
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sorted[middle] ?? "") < prefix) low = middle + 1;
      else high = middle;
    }
    let best: string | null = null;
    let bestFrequency = -1;
    for (let i = low; i < sorted.length && (sorted[i] ?? "").startsWith(prefix); i++) {
      const candidate = sorted[i] ?? "";
      const frequency = index.profileBackground[index.wordIds.get(candidate) ?? 0] ?? 0;
      if (frequency > bestFrequency) {
        best = candidate;
        bestFrequency = frequency;
      }
    }
    if (best !== null) return best;
  }
  return null;
}

const NEUTRAL = new Map(NEUTRAL_FORMS.words.map(({ word, becomes }) => [word, becomes ?? word]));

/** The neutral form of a feminine role noun ("actress" → "actor"), when the index knows it; else null. */
export function neutralRoleWord(index: TitleIndex, word: string): string | null {
  const neutral = NEUTRAL.get(word);
  return neutral !== undefined && index.wordIds.has(neutral) ? neutral : null;
}

/**
 * Splits a closed compound the index doesn't know into indexed words: "masontender" → "mason"
 * "tender", "leathersmith" → "leather" "smith", "wharfmaster" → "wharf" "master". The right-hand
 * part names the role, so the split keeping the longest indexed right part wins (in
 * "teletypesetter", "typesetter" rather than "setter"); the left part (stemmed) must be an indexed
 * title or task word, or, with `unknownLeft`, the right part must be specific enough alone (7+
 * letters, such as "hospitalist"), and the unknown left part is kept as is. Null when no split
 * works. Both parts are at least 3 letters.
 */
export function splitCompoundWord(
  index: TitleIndex,
  word: string,
  { unknownLeft = false }: { unknownLeft?: boolean } = {},
): [string, string] | null {
  if (word.length < 6 || /\d/.test(word)) return null;
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const right = word.slice(cut);
    if (!index.wordIds.has(right)) continue;
    const left = stemWord(word.slice(0, cut));
    const leftKnown = index.wordIds.has(left) || index.taskWordIds.has(left);
    if (leftKnown || (unknownLeft && right.length >= 7)) return [left, right];
  }
  return null;
}
