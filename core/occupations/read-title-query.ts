/**
 * The text of a written title the matcher ranks (`match-occupations.ts`): typed-title rewrites,
 * compounds split and joined, noise around the title (separators, places, dates, placeholders,
 * names after it) cut away, and level words dropped. ADR 007.
 */
import { analyzeJobTitle, expandJobTitleWords, tokenizeJobTitle } from "./normalize-job-title";
import { applyRuleStage, applyRuleStages, type OnRuleFired, type RuleContext } from "./title-rules/apply-title-rules";
import { ORGANISATION_ENDINGS } from "./title-rules/employer-words";
import { BARE_RANK } from "./title-rules/ranks";
import { CONTRACT_STAGE, LEVEL_STAGE, REWRITE_STAGES } from "./title-rules/reading-order";
import { alternationOf } from "./title-rules/title-rule";
import { splitTitleNoise } from "./strip-title-noise";
import { bigramKey } from "./title-index-arrays";
import { correctSpelling, splitCompoundWord } from "./title-spelling";
import { isIndexedTitle, type TitleIndex } from "./title-index";

/**
 * The longest run of words inside `text` that is an indexed title word for word, earliest first
 * ("Carpenter Acme Builders" → "Carpenter"); null when none is.
 */
function findIndexedSpan(index: TitleIndex, text: string): string | null {
  const words = expandJobTitleWords(text);
  for (let length = words.length - 1; length >= 1; length--)
    for (let start = 0; start + length <= words.length; start++) {
      const span = words.slice(start, start + length).join(" ");
      if (isIndexedTitle(index, span)) return span;
    }
  return null;
}

/** True when a word is in neither the title nor the task vocabulary, nor a spelling slip of one (a company or place name). */
function isForeignWord(index: TitleIndex, word: string): boolean {
  const tokens = analyzeJobTitle(word).tokens;
  return tokens.some(
    (token) => !index.wordIds.has(token) && !index.taskWordIds.has(token) && correctSpelling(index, token) === null,
  );
}

/**
 * A title followed by a name ("Film director Contoso", "Carpenter Acme Builders"): the words before
 * the first foreign word when they hold title words; else the longest indexed title among the
 * words; else the text as it is.
 */
function trimForeignTail(index: TitleIndex, text: string): [text: string, dropped: number] {
  const words = text.split(/\s+/);
  const firstForeign = words.findIndex((word) => isForeignWord(index, word));
  if (firstForeign < 0 || isIndexedTitle(index, text)) return [text, 0];
  const prefix = words.slice(0, firstForeign).join(" ");
  if (analyzeJobTitle(prefix).tokens.some((token) => index.wordIds.has(token)))
    return [prefix, words.length - firstForeign];
  const span = findIndexedSpan(index, text);
  return span === null ? [text, 0] : [span, Math.max(1, words.length - span.split(" ").length)];
}

/** The rule stages before the noise around the title is cut away. */
const READING_STAGES = [...REWRITE_STAGES, CONTRACT_STAGE];

/** What the guarded rule stages ask: whether the indexes list a text as written, and whether it still holds title words. */
function ruleContextOf(index: TitleIndex): RuleContext {
  return {
    isIndexedTitle: (text) => isIndexedTitle(index, text),
    hasTitleWords: (text) => analyzeJobTitle(text).tokens.length > 0,
  };
}

/**
 * The part of a written title to rank. A title alone is ranked as written. Around noise (separators,
 * dates, places, placeholders) the cleaned text is ranked when it is an indexed title ("Manager,
 * Operations"), or when only commas separate segments and none holds a name; otherwise the first segment holding title words, the title usually coming first
 * ("Carpenter, Acme Builders — Austin, TX"). Inside it, a name after the title (words no title
 * or task uses) is cut off (`trimForeignTail`); `dropped` counts the words cut off (the
 * calibration reads it).
 */
export function selectTitleQuery(
  index: TitleIndex,
  written: string,
  onFired?: OnRuleFired,
): { text: string; dropped: number } {
  const context = ruleContextOf(index);
  const rewritten = applyRuleStages({ stages: READING_STAGES, text: written, context, onFired });
  const [part, dropped] = selectTitlePart(index, splitJoinedCompounds(index, rewritten));
  const text = applyRuleStage({ stage: LEVEL_STAGE, text: joinSplitCompounds(index, part), context, onFired });
  return { text, dropped };
}

/**
 * Splits a word no title uses into the two words titles write apart ("frontend" → "front end",
 * "fullstack" → "full stack", "backend" → "back end"), when the pair stands together in indexed
 * titles. Done before noise is stripped, where an unknown word would be taken for a company name.
 */
function splitJoinedCompounds(index: TitleIndex, text: string): string {
  return text.replace(/[a-z]{6,}/gi, (word) => {
    const token = tokenizeJobTitle(word)[0];
    if (token === undefined || index.wordIds.has(token)) return word;
    const parts = splitCompoundWord(index, token);
    if (parts === null) return word;
    const [left, right] = parts.map((part) => index.wordIds.get(part));
    if (left === undefined || right === undefined || !index.bigramFeature.has(bigramKey(left, right))) return word;
    // Cut the word as written where the left part ends in its token (the token may end differently,
    // "fullstacks" → "fullstack"); leave it whole if the two do not start alike.
    const cut = token.length - parts[1].length;
    if (word.slice(0, cut).toLowerCase() !== token.slice(0, cut)) return word;
    return `${word.slice(0, cut)} ${word.slice(cut)}`;
  });
}

/**
 * Joins two words written apart that titles write as one ("book keeper" → "bookkeeper", "skin
 * care" → "skincare", "fire fighter" → "firefighter") when the joined word is an indexed title word
 * and neither the title nor the pair is indexed as written ("Crew member" stays: the Census
 * codes it, in restaurants, as fast-food work; "Crewmember" is a military title).
 */
function joinSplitCompounds(index: TitleIndex, text: string): string {
  const words = text.split(/\s+/);
  if (words.length < 2 || isIndexedTitle(index, text)) return text;
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const first = words[i] ?? "";
    const second = words[i + 1];
    if (second !== undefined && /^[a-z]{2,}$/i.test(first) && /^[a-z]{2,}$/i.test(second)) {
      const joined = tokenizeJobTitle(`${first}${second}`)[0];
      if (joined !== undefined && index.wordIds.has(joined) && !isIndexedTitle(index, `${first} ${second}`)) {
        out.push(`${first}${second}`);
        i++;
        continue;
      }
    }
    out.push(first);
  }
  return out.join(" ");
}

/** Words that end an employer's name ("Turner Construction Company", "Acme Group"). */
const ORGANISATION_END = new RegExp(String.raw`\b(?:${alternationOf(ORGANISATION_ENDINGS)})\.?$`, "i");

/** The segment of a written title that holds the title, and how many words a name cut-off dropped. */
function selectTitlePart(index: TitleIndex, title: string): [text: string, dropped: number] {
  const parts = splitTitleNoise(title);
  if (parts.segments.length === 0) return [title, 0];
  if (!parts.noisy) return trimForeignTail(index, title);
  if (isIndexedTitle(index, parts.cleaned)) return [parts.cleaned, 0];
  // "Project Manager, Turner Construction Company, Seattle": a resume line, title first, then an
  // employer whose name is made of title words. When the first segment is an indexed title and the
  // line has two commas or more, or what follows holds two capitalised words, it is the title.
  const [first, ...rest] = parts.segments;
  const hasForeignWord = (text: string): boolean => text.split(/\s+/).some((word) => isForeignWord(index, word));
  // A bare rank before a function ("Director, Product Marketing", "Vice President, Commercial
  // Lending") is one title: the function is no employer when all its words are title or task words.
  const rankBeforeFunction =
    first !== undefined &&
    BARE_RANK.test(first.trim()) &&
    rest.length === 1 &&
    (rest[0] ?? "").trim().split(/\s+/).length <= 3 &&
    !ORGANISATION_END.test((rest[0] ?? "").trim()) &&
    !hasForeignWord(rest[0] ?? "");
  if (
    first !== undefined &&
    rest.length > 0 &&
    !rankBeforeFunction &&
    isIndexedTitle(index, first) &&
    ((title.match(/,/g)?.length ?? 0) >= 2 || rest.some((text) => (text.match(/\b\p{Lu}/gu)?.length ?? 0) >= 2))
  )
    return [first, 0];
  // "Manager, Operations": when no segment holds a foreign word (a name), the commas belong to the title.
  if (!parts.strongSeparator && !parts.segments.some(hasForeignWord)) return [parts.stripped, 0];
  const segment =
    parts.segments.find((text) => analyzeJobTitle(text).tokens.some((token) => index.wordIds.has(token))) ??
    parts.segments[0] ??
    parts.cleaned;
  return trimForeignTail(index, segment);
}
