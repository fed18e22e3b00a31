import { countWords, isSentenceLike, trimPunctuation } from "./bullet-lines";
import { stripTitleNoise } from "./classify-header-segment";
import { hasRoleKeyword } from "./role-keywords";
import type { SectionedLine } from "./resume-sections";

/**
 * A paragraph about one's work, as typed into the paste box ("I've been a payroll specialist for
 * six years at a logistics firm in Leeds. I run the weekly payroll…"): no title on a line of its
 * own, so the resume reader's job headers find nothing. Here the job is read from the sentences:
 * the noun phrase after "as a", "I am a", "I've been a", "she is a", "my job is", or the one that
 * opens a terse note ("Accountant at a mid-sized audit firm."), kept only when it holds a noun
 * that names a job (the title rules' role nouns, the same test the resume reader uses). Which
 * phrase names the job now: one said with "now" or "currently" first, then one said plainly, then
 * an opening phrase, then one said of the past ("After ten years as a teacher…").
 *
 * This holds grammar only (how English introduces a job); which words name a job, and how a title
 * is cleaned, stay in the shared title tables and the resume reader.
 */

const MAX_DESCRIBED_TITLE_WORDS = 8;

/**
 * Words that introduce a job: "as a", "am a", "is an", "been a", "was a", "I'm a", "she's a", with
 * "currently", "now" and the like between; "my job is" without an article.
 */
const TITLE_CUE =
  /\b(?:(?:as|am|is|are|was|were|been|i['’]m|he['’]s|she['’]s|they['’]re)(?:\s+(?:currently|now|presently|still|also|already))?\s+(?:an?|the)|my\s+(?:current\s+)?(?:job(?:\s+title)?|role|position|title)\s+is(?:\s+(?:an?|the))?)\s+/gi;

/** Cues whose subject may be a thing ("the company is a leader"): they need a person before them. */
const NEEDS_A_PERSON = /^(?:is|are|was|were|been)\b/i;

/**
 * A person right before the cue: a pronoun or a name, with "has", "have", "'ve", "also" and the
 * like between ("I have been a", "Maria is a", "she has also been a").
 */
const PERSON_BEFORE =
  /(?:\b(?:[Ii]|[Hh]e|[Ss]he|[Tt]hey|[Ww]e|[Yy]ou|[Ww]ho)|\b(?!(?:This|That|These|Those|It|There|Here|The|Our|My|Their|His|Her|Its|What|Which|Each|Every)\b)\p{Lu}\p{Ll}+)(?:['’]ve|['’]s|\s+(?:has|have|had|also|now|currently|still|always|just|since|then|later))*\s*$/u;

/** A cue said of a job that ended: "was a", "were a". */
const PAST_CUE = /^(?:was|were)\b/i;

/** Between the previous cue and this one: the job is the current one. */
const NOW_WORDS = /\b(?:now|currently|presently|today|these\s+days|at\s+present)\b/i;

/** Between the previous cue and this one: the job is an earlier one. */
const EARLIER_WORDS = /\b(?:after|before|previously|formerly|former|used\s+to|until|once|left)\b/i;

/** Words that end a title phrase wherever they come: prepositions, pronouns, verbs, relatives. */
const ENDS_PHRASE = new Set([
  "as",
  "a",
  "an",
  "the",
  "for",
  "at",
  "in",
  "on",
  "with",
  "within",
  "since",
  "from",
  "to",
  "by",
  "who",
  "which",
  "that",
  "where",
  "when",
  "while",
  "across",
  "around",
  "near",
  "during",
  "through",
  "because",
  "but",
  "so",
  "i",
  "he",
  "she",
  "we",
  "they",
  "you",
  "my",
  "our",
  "his",
  "her",
  "their",
  "is",
  "am",
  "are",
  "was",
  "were",
  "have",
  "has",
  "had",
  "do",
  "did",
  "based",
  "employed",
]);

/** Words that end a title phrase only once it holds a job noun ("payroll and accounts payable specialist"). */
const ENDS_PHRASE_AFTER_ROLE = /^(?:and|or|plus|then|\w+ing)$/i;

/** Sentence openings that are not a title ("I", "My days", "The team", "Before that"). */
const NOT_A_TITLE_OPENING =
  /^(?:i|i['’]\w+|my|me|we|our|he|she|they|his|her|their|it|this|that|these|those|the|a|an|there|here|before|after|since|for|from|in|at|on|as|when|while|currently|now|working|responsible|also|and|but)\b/i;

/** Characters that end a phrase: clause punctuation and brackets. */
const CLAUSE_MARK = /[,.;:!?()[\]–—|/]|\s-\s/;

type DescribedTitle = { title: string; rank: number; position: number };

/** The ranks of title phrases, best first. */
const RANK = { now: 0, plain: 1, opening: 2, earlier: 3 } as const;

function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["“'‘(]?[\p{Lu}\d])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "");
}

/** The title phrase at the start of `text`, up to a clause mark or a word that cannot be part of it. */
function readPhrase(text: string): string | null {
  const clause = text.split(CLAUSE_MARK)[0] ?? "";
  const words: string[] = [];
  let holdsRole = false;
  for (const word of clause.trim().split(/\s+/)) {
    const bare = word.toLowerCase().replace(/['’]s$/, "");
    if (bare === "" || ENDS_PHRASE.has(bare) || /^\d/.test(bare)) break;
    if (holdsRole && ENDS_PHRASE_AFTER_ROLE.test(bare)) break;
    words.push(word);
    if (words.length > MAX_DESCRIBED_TITLE_WORDS) return null;
    holdsRole ||= hasRoleKeyword(words.join(" "));
  }
  const phrase = stripTitleNoise(trimPunctuation(words.join(" ")));
  return phrase !== "" && hasRoleKeyword(phrase) ? phrase : null;
}

/** Every title phrase a sentence introduces, ranked (see the file comment). */
function findTitles({ sentence, first }: { sentence: string; first: boolean }): DescribedTitle[] {
  const found: DescribedTitle[] = [];
  let since = 0;
  for (const cue of sentence.matchAll(TITLE_CUE)) {
    const start = cue.index ?? 0;
    const before = sentence.slice(since, start);
    since = start + cue[0].length;
    if (NEEDS_A_PERSON.test(cue[0]) && !PERSON_BEFORE.test(before)) continue;
    const title = readPhrase(sentence.slice(since));
    if (!title) continue;
    const earlier = PAST_CUE.test(cue[0]) || (EARLIER_WORDS.test(before) && !NOW_WORDS.test(before));
    const rank = NOW_WORDS.test(before) || NOW_WORDS.test(cue[0]) ? RANK.now : earlier ? RANK.earlier : RANK.plain;
    found.push({ title, rank, position: start });
  }
  // A terse note opens with the title: "Accountant at a mid-sized audit firm.", "Marketing manager, eleven years…".
  if (first && !NOT_A_TITLE_OPENING.test(sentence)) {
    const title = readPhrase(sentence);
    if (title) found.push({ title, rank: RANK.opening, position: 0 });
  }
  return found;
}

/** The prose lines a description is made of: sentences outside education and certifications. */
function readProse(lines: readonly SectionedLine[]): string[] {
  const prose = lines.filter(
    (line) =>
      !line.isHeading &&
      line.section !== "education" &&
      line.section !== "certifications" &&
      line.section !== "contact" &&
      isSentenceLike(line.text),
  );
  return splitSentences(prose.map((line) => line.text).join(" "));
}

/**
 * The job a description names, as written ("payroll and accounts payable specialist"); null when
 * no sentence introduces a phrase holding a job noun.
 */
export function readDescribedTitle(lines: readonly SectionedLine[]): string | null {
  const sentences = readProse(lines);
  const titles = sentences.flatMap((sentence, index) =>
    findTitles({ sentence, first: index === 0 }).map((title) => ({ ...title, sentence: index })),
  );
  titles.sort((a, b) => a.rank - b.rank || a.sentence - b.sentence || a.position - b.position);
  return titles[0]?.title ?? null;
}

/**
 * The clauses of a description as duty lines ("I run the weekly and monthly payroll for 400 staff",
 * "process supplier invoices", …), for weighing the work against occupations' tasks when the
 * resume reader found no duties. Clauses rather than whole sentences: a sentence that names the
 * employer, the town and four duties fits no task well, each of its clauses may.
 */
export function readDescribedDuties(lines: readonly SectionedLine[]): string[] {
  return readProse(lines)
    .flatMap((sentence) => sentence.split(/\s*[,;:]\s*|\s+[–—]\s+/))
    .map((clause) => trimPunctuation(clause.replace(/^(?:and|or|but|then)\s+/i, "")).replace(/[.!?]+$/, ""))
    .filter((clause) => countWords(clause) >= 2);
}
