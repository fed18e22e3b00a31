/**
 * Light English stemming shared by the title matcher and the task term-weight builder.
 * Deliberately conservative (plurals, -ing, -ed): job titles are short, and an aggressive
 * stemmer conflates words that separate occupations ("manager" vs "management", "nurse" vs "nursing"
 * is fine, but "account" vs "accountant" is not).
 */
import { INVARIANT_WORDS, IRREGULAR_PLURALS } from "./title-rules/stem-rules";

const INVARIANT: ReadonlySet<string> = new Set(INVARIANT_WORDS.words.map(({ word }) => word));

const IRREGULAR: ReadonlyMap<string, string> = new Map(
  IRREGULAR_PLURALS.words.map(({ word, becomes }) => [word, becomes ?? word]),
);

/** Reduces a lower-case word to its stem: "developers" → "developer", "nursing" → "nurs". */
export function stemWord(word: string): string {
  if (word.length <= 3 || INVARIANT.has(word) || /\d/.test(word)) return word;
  const irregular = IRREGULAR.get(word);
  if (irregular !== undefined) return irregular;
  let stem = word;
  if (stem.endsWith("ies") && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith("sses")) stem = stem.slice(0, -2);
  else if (/(?:ches|shes|xes|zes)$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith("s") && !/(?:ss|us|is|ys)$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.endsWith("ing") && stem.length > 5) stem = stem.slice(0, -3);
  else if (stem.endsWith("ed") && stem.length > 4 && !stem.endsWith("eed")) stem = stem.slice(0, -2);
  // Folding a trailing "e" makes "nurse"/"nurs(ing)", "operate"/"operat(ed)" meet.
  if (stem.endsWith("e") && stem.length > 3 && !stem.endsWith("ee")) stem = stem.slice(0, -1);
  return stem;
}

const WORD_PATTERN = /[a-z0-9]+(?:[+#]+|(?:['.][a-z0-9]+)*)/g;

/** Splits text into lower-case word tokens; keeps "c++", "c#", ".net"-like tokens and drops apostrophes. */
export function splitWords(text: string): string[] {
  // Accent folding is only needed for non-ASCII input; skipping it keeps index builds fast.
  const folded = /[\u0080-\uffff]/.test(text) ? text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "") : text;
  const lowered = folded.toLowerCase();
  const words = lowered.match(WORD_PATTERN) ?? [];
  return words.map((word) => (word.includes("'") || word.includes(".") ? word.replace(/['.]/g, "") : word));
}

/** Function words that carry no occupational meaning in task statements. */
export const TASK_STOP_WORDS = new Set(
  (
    "a an and are as at be by for from has have in into is it its of on or other others such that the " +
    "their them these this those to use using used with within without as well may must can also all any " +
    "each both more most new one ones own than then there through upon via who whom whose which while " +
    "work working perform performing ensure ensuring etc e g i e including include includes related " +
    "according various specific specified"
  ).split(" "),
);
