/**
 * Reads a typed title against ESCO's labels in the seven languages (ADR 031): which side reads it
 * (ESCO's labels, the English matcher, or nobody: a language we do not read), and the ESCO
 * occupations it comes closest to, best first. The title is written as the labels are
 * (`fold-title.ts`); a label equal to it wins, then labels sharing its words (TF-IDF cosine over
 * stems, an unknown German or Dutch compound read by its longest known ending).
 */
import { analyzeJobTitle } from "../normalize-job-title";
import { isIndexedTitle, type TitleIndex } from "../title-index";
import { correctSpelling } from "../title-spelling";
import { TITLE_LANGUAGES } from "./esco-titles";
import {
  dropGenderForms,
  foldAccents,
  foldTypedUmlauts,
  splitFoldedWords,
  stemTitleWord,
  titleKey,
} from "./fold-title";
import {
  findEntriesByKey,
  findStemId,
  findStemsEndingWith,
  findStemsStartingWith,
  LANGUAGE_BIT,
  type ForeignTitleIndex,
} from "./foreign-title-index";
import { FUNCTION_WORDS } from "./function-words";
import { splitLabelForms } from "./label-entries";
import { FOREIGN_MATCH_TUNING, type ForeignMatchTuning } from "./foreign-tuning";
import { REGULATED_TITLES, type RegulatedTitle } from "./regulated-titles";

/** One ESCO occupation the title comes close to. */
export interface ForeignCandidate {
  /** Position in the index's occupations. */
  occupation: number;
  /** How close its best label is: 1 when equal to the title, else the cosine of their stems. */
  similarity: number;
  exact: boolean;
  /** The label it was found by is ESCO's preferred label of the occupation. */
  preferred: boolean;
  /** The label entry it was found by. */
  entry: number;
}

export interface ForeignReading {
  /** Who reads the title: ESCO's labels, the English matcher, or nobody (a language we do not read). */
  reader: "foreign" | "english" | "unread";
  /** The ESCO occupations, best first (empty unless `reader` is "foreign"). */
  candidates: ForeignCandidate[];
  /** A reviewed regulated profession the title names (`regulated-titles.ts`). */
  regulated: RegulatedTitle | null;
  /** The share of the title's words the labels know (0–1). */
  covered: number;
  /** A label (in a language other than English) equals the title. */
  exact: boolean;
}

const ENGLISH_BIT = LANGUAGE_BIT.en;
const FOREIGN_BITS = TITLE_LANGUAGES.reduce((bits, language) => bits | LANGUAGE_BIT[language], 0) & ~ENGLISH_BIT;

/** Words that say how senior the post is, not what it is. */
const LEVEL_WORDS = /\b(?:senior|junior|sr|jr)\b\.?/gi;
/** Where a title ends and an employer or place begins. */
const SEGMENT_BREAK = /\s*(?:[,;|@]|\s[-–—]\s|\s(?:bei|chez|presso|bij|at)\s)\s*/i;
/** A compound's known ending or head must be this long to be read alone ("Oberarzt" → "arzt"). */
const MIN_COMPOUND_ENDING = 4;
/** How much a word read through its compound ending counts against a word found as it is. */
const COMPOUND_WEIGHT = 0.8;
const MAX_CANDIDATES = 20;
/** A label with the title's stems but not its exact key: as close as a label can be without being equal. */
const SAME_STEMS = 0.99;

const REGULATED_BY_KEY: ReadonlyMap<string, RegulatedTitle> = new Map(
  REGULATED_TITLES.flatMap((entry) => entry.titles.map((title) => [titleKey(title), entry] as const)),
);

/**
 * The texts of a typed title worth reading: the whole (level words and parentheses out), each of
 * two forms written with a slash ("infirmier/infirmière"), then its first segment.
 */
function titleTexts(title: string): string[] {
  const cleaned = dropGenderForms(title)
    .replace(/\([^)]*\)/g, " ")
    .replace(LEVEL_WORDS, " ")
    .replace(/\s+/g, " ")
    .trim();
  const forms = splitLabelForms(cleaned);
  const first = cleaned.split(SEGMENT_BREAK)[0]?.trim() ?? "";
  return [...new Set([cleaned, ...(forms.length > 1 ? forms : []), first])].filter((text) => text !== "");
}

/** How a word of the title was found among the labels' stems. */
interface StemMatch {
  /** The stems it stands for: itself, the compounds that end with it, or its longest known ending. */
  ids: number[];
  weight: number;
}

/** The most compounds one word of the title stands for. */
const MAX_COMPOUNDS = 30;
/** How much a word found inside longer compounds ("Busfahrer" in "Omnibusfahrer") counts. */
const COMPOUND_HEAD_WEIGHT = 0.85;
/** How much a word found by its beginning (another case or ending of it) counts. */
const INFLECTION_WEIGHT = 0.8;
/** The share of a word that must stand at the beginning of a label's word to read it as another form of it. */
const INFLECTION_SHARE = 0.7;

/**
 * A stem as the labels know it: the stem itself; else the labels' compounds that end with it (a
 * "Busfahrer" is an "Omnibusfahrer" or a "Linienbusfahrer"); else the labels' words that begin
 * like most of it (Polish "ciezarowki" and "ciezarowego" are forms of one word); else its longest
 * known ending (an "Intensivkrankenpfleger" is a "Krankenpfleger").
 */
function findStem(index: ForeignTitleIndex, stem: string): StemMatch | null {
  const id = findStemId(index, stem);
  if (id >= 0) return { ids: [id], weight: 1 };
  if (stem.length >= MIN_COMPOUND_ENDING) {
    const compounds = findStemsEndingWith(index, stem, MAX_COMPOUNDS);
    if (compounds.length > 0) return { ids: compounds, weight: COMPOUND_HEAD_WEIGHT };
    const shortest = Math.max(MIN_COMPOUND_ENDING, Math.ceil(stem.length * INFLECTION_SHARE));
    for (let length = stem.length - 1; length >= shortest; length--) {
      const forms = findStemsStartingWith(index, stem.slice(0, length), MAX_COMPOUNDS);
      if (forms.length > 0) return { ids: forms, weight: INFLECTION_WEIGHT };
    }
  }
  for (let cut = 1; stem.length - cut >= MIN_COMPOUND_ENDING; cut++) {
    const ending = findStemId(index, stem.slice(cut));
    if (ending >= 0) return { ids: [ending], weight: COMPOUND_WEIGHT };
  }
  return null;
}

/** The languages whose labels use any of the stems. */
function languagesOf(index: ForeignTitleIndex, match: StemMatch | null): number {
  let bits = 0;
  for (const id of match?.ids ?? []) bits |= index.stemLanguages[id] ?? 0;
  return bits;
}

interface WordReading {
  /** Bits of the languages whose labels know the word. */
  languages: number;
  english: boolean;
  /** The English matcher would repair it as a misspelling. */
  englishGuess: boolean;
}

/** What each content word of the title is: known to which labels, known to the English matcher. */
function readWords(index: ForeignTitleIndex, english: TitleIndex, folded: string): WordReading[] {
  const readings: WordReading[] = [];
  for (const word of splitFoldedWords(folded)) {
    if (FUNCTION_WORDS.has(word) || /^\d+$/.test(word)) continue;
    const found = findStem(index, stemTitleWord(word));
    const tokens = analyzeJobTitle(word).tokens;
    // A word the English tokeniser drops (a noise word) says nothing about the language.
    if (tokens.length === 0 && !found) continue;
    const languages = languagesOf(index, found);
    // English: a word the English matcher knows, or one ESCO's English labels use.
    const englishKnown =
      (tokens.length > 0 && tokens.every((token) => english.wordIds.has(token))) || (languages & ENGLISH_BIT) !== 0;
    readings.push({
      languages,
      english: englishKnown,
      englishGuess: !englishKnown && tokens.some((token) => correctSpelling(english, token) !== null),
    });
  }
  return readings;
}

/** Scratch accumulators per index, reused between queries (one query at a time per process). */
const scratch = new WeakMap<ForeignTitleIndex, { scores: Float64Array; touched: number[] }>();

/** The best entries sharing stems with the text: entry → cosine. */
function scoreEntries(index: ForeignTitleIndex, folded: string): Map<number, number> {
  const weights = new Map<number, number>();
  let queryMass = 0;
  for (const word of splitFoldedWords(folded)) {
    if (FUNCTION_WORDS.has(word)) continue;
    const found = findStem(index, stemTitleWord(word));
    if (!found) {
      queryMass += index.maxIdf ** 2;
      continue;
    }
    // A word standing for several compounds weighs as its rarest reading, once.
    let strongest = 0;
    for (const id of found.ids) {
      const weight = (index.idf[id] ?? 0) * found.weight;
      strongest = Math.max(strongest, weight);
      weights.set(id, Math.max(weights.get(id) ?? 0, weight));
    }
    queryMass += strongest ** 2;
  }
  const result = new Map<number, number>();
  if (weights.size === 0 || queryMass === 0) return result;
  let buffers = scratch.get(index);
  if (!buffers) {
    buffers = { scores: new Float64Array(index.entryNorm.length), touched: [] };
    scratch.set(index, buffers);
  }
  const { scores, touched } = buffers;
  for (const [stem, weight] of weights) {
    const idf = index.idf[stem] ?? 0;
    for (let at = index.postingOffsets[stem] ?? 0; at < (index.postingOffsets[stem + 1] ?? 0); at++) {
      const entry = index.postings[at] ?? 0;
      if (scores[entry] === 0) touched.push(entry);
      scores[entry] = (scores[entry] ?? 0) + weight * idf;
    }
  }
  const norm = Math.sqrt(queryMass);
  for (const entry of touched) {
    result.set(entry, Math.min(SAME_STEMS, (scores[entry] ?? 0) / (norm * (index.entryNorm[entry] || 1))));
    scores[entry] = 0;
  }
  touched.length = 0;
  return result;
}

/** The language most of the title's words belong to (bit), 0 when none stands out. */
function dominantLanguage(words: readonly WordReading[]): number {
  let best = 0;
  let bestCount = 0;
  for (const language of TITLE_LANGUAGES) {
    const bit = LANGUAGE_BIT[language];
    const count = words.filter((word) => (word.languages & bit) !== 0).length;
    if (count > bestCount) {
      best = bit;
      bestCount = count;
    }
  }
  return best;
}

/** Per ESCO occupation its best entry, weighed by label kind and language. */
function rankOccupations({
  index,
  entries,
  language,
  tuning,
}: {
  index: ForeignTitleIndex;
  entries: ReadonlyMap<number, number>;
  language: number;
  tuning: ForeignMatchTuning;
}): ForeignCandidate[] {
  const best = new Map<number, ForeignCandidate>();
  for (const [entry, similarity] of entries) {
    const occupation = index.entryOccupation[entry] ?? 0;
    const bit = 1 << (index.entryLanguage[entry] ?? 0);
    const weighed =
      Math.min(1, similarity) *
      (index.entryKind[entry] === 0 ? 1 : tuning.otherLabelWeight) *
      (language === 0 || (bit & language) !== 0 ? 1 : tuning.otherLanguageWeight);
    const current = best.get(occupation);
    if (!current || weighed > current.similarity)
      best.set(occupation, {
        occupation,
        similarity: weighed,
        exact: similarity >= 1,
        preferred: index.entryKind[entry] === 0,
        entry,
      });
  }
  return [...best.values()]
    .sort((a, b) => b.similarity - a.similarity || a.occupation - b.occupation)
    .slice(0, MAX_CANDIDATES);
}

/** The entries whose key equals the text's (German umlauts typed as "ae", "oe", "ue" tried too). */
function findExactEntries(index: ForeignTitleIndex, folded: string): number[] {
  const key = splitFoldedWords(folded).join("");
  const found = findEntriesByKey(index, key);
  if (found.length > 0) return found;
  const typed = foldTypedUmlauts(key);
  return typed === key ? [] : findEntriesByKey(index, typed);
}

const NON_LATIN_LETTER = /[^\P{L}\p{Script=Latin}]/u;

export function readForeignTitle({
  titles: index,
  english,
  title,
  tuning = FOREIGN_MATCH_TUNING,
}: {
  titles: ForeignTitleIndex;
  english: TitleIndex;
  title: string;
  tuning?: ForeignMatchTuning;
}): ForeignReading {
  const none = (reader: ForeignReading["reader"]): ForeignReading => ({
    reader,
    candidates: [],
    regulated: null,
    covered: 0,
    exact: false,
  });
  const texts = titleTexts(title);
  for (const text of texts) {
    const regulated = REGULATED_BY_KEY.get(titleKey(text));
    if (regulated) return { reader: "foreign", candidates: [], regulated, covered: 1, exact: true };
  }
  if (NON_LATIN_LETTER.test(title)) return none("unread");
  let chosen: { candidates: ForeignCandidate[]; words: WordReading[]; exactForeign: boolean } | null = null;
  for (const text of texts) {
    const folded = foldAccents(text);
    const words = readWords(index, english, folded);
    const language = dominantLanguage(words);
    const exact = findExactEntries(index, folded);
    // Labels equal to the title count 1; labels with the same stems in another form ("Abteilungsleiter"
    // for "Abteilungsleiterin") just below, as every other close label does by its cosine.
    const entries = scoreEntries(index, folded);
    for (const entry of exact) entries.set(entry, 1);
    const candidates = rankOccupations({ index, entries, language, tuning });
    const exactForeign = exact.some((entry) => ((1 << (index.entryLanguage[entry] ?? 0)) & FOREIGN_BITS) !== 0);
    const score = candidates[0]?.similarity ?? 0;
    if (!chosen || score > (chosen.candidates[0]?.similarity ?? 0)) chosen = { candidates, words, exactForeign };
  }
  if (!chosen) return none("english");
  const { candidates, words, exactForeign } = chosen;
  const foreignOnly = words.filter((word) => (word.languages & FOREIGN_BITS) !== 0 && !word.english).length;
  const englishOnly = words.filter((word) => word.english && (word.languages & FOREIGN_BITS) === 0).length;
  const covered = words.length === 0 ? 0 : words.filter((word) => word.languages !== 0).length / words.length;
  const best = candidates[0]?.similarity ?? 0;
  const foreign =
    candidates.length > 0 &&
    ((exactForeign && !isIndexedTitle(english, texts[0] ?? title)) ||
      foreignOnly > englishOnly ||
      (foreignOnly > 0 && foreignOnly === englishOnly && best >= 0.6));
  if (foreign) return { reader: "foreign", candidates, regulated: null, covered, exact: exactForeign };
  const readable = words.some((word) => word.languages !== 0 || word.english || word.englishGuess);
  return none(words.length > 0 && !readable ? "unread" : "english");
}
