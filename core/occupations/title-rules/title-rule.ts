/**
 * The shape of the title matcher's rules (ADR 007): every rewrite, foreign title, school grade,
 * level word and contract word is one `TitleRule`, with the title it exists for and the occupation
 * that title must reach; word lists (abbreviations, noise words, role nouns, places) are
 * `TitleWord`s. `title-rules.test.ts` runs every entry's example, so no rule is untested.
 */

/** Where a rule's words are used, when not everywhere English is written. */
export type TitleRegion = "uk" | "ie" | "au" | "nz" | "in";
/** The language of a foreign title. */
export type TitleLanguage = "de" | "fr" | "es";

/** Rewrites a matched phrase: a `String.replace` replacement ("$1chief executive") or a function of the match. */
export type Replacement = string | ((match: string, ...groups: string[]) => string);

export interface TitleRule {
  /** What the rule looks for in the title (global: every occurrence is rewritten). */
  pattern: RegExp;
  /** What a match becomes. */
  becomes: Replacement;
  region?: readonly TitleRegion[];
  language?: TitleLanguage;
  /** A title the rule exists for; the rule must fire on it where it stands in the reading order. */
  example: string;
  /** The text the matcher ranks for `example` once all rules have run. */
  reads: string;
  /** The O*NET-SOC code `example` must end at ("" when the matcher rightly finds nothing). */
  code: string;
  /** Why the rule exists: what went wrong without it. */
  why: string;
}

export interface TitleWord {
  /** The word or phrase, lower case as the tables compare it. */
  word: string;
  /** What it becomes, where it is rewritten (an abbreviation's words). */
  becomes?: string;
  region?: readonly TitleRegion[];
  /** A title holding the word. */
  example: string;
  /** The O*NET-SOC code `example` must end at ("" when the matcher rightly finds nothing). */
  code: string;
  /** Why this word needs an entry, where the table's own reason does not say it. */
  why?: string;
}

/** A list of words with the one reason they are listed (`why`) and their entries. */
export interface TitleWordTable {
  why: string;
  words: readonly TitleWord[];
}

/** The replacement text of a rule, without its group references (what the rule writes into the title). */
export function describeReplacement(rule: TitleRule): string | null {
  return typeof rule.becomes === "string" ? rule.becomes.replace(/\$\d/g, "").trim() : null;
}

/** A word table's words as one regular-expression alternation (for tables whose words are regular-expression sources). */
export function alternationOf(table: TitleWordTable): string {
  return table.words.map(({ word }) => word).join("|");
}
