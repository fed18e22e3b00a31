/**
 * The engine that applies the title rules: one stage after another in the order `reading-order.ts`
 * declares, each stage's rules in table order, every rule a `String.replace` over the whole title.
 */
import type { TitleRule } from "./title-rule";

export interface RuleStage {
  name: string;
  rules: readonly TitleRule[];
  /** The stage runs only on titles this matches ("any-rule": the union of the stage's patterns). */
  when?: RegExp | "any-rule";
  /** Applied to every title before the stage's rules (accents folded, tags removed). */
  prepare?: (text: string) => string;
  /** Spaces collapsed and the ends trimmed after the rules: always, or only when the text changed. */
  tidy?: "always" | "when-changed";
  /**
   * The stage leaves a title alone when this says the indexes list it as written, and keeps the
   * title when its result no longer holds a title word (`keepResult`).
   */
  guarded?: boolean;
}

/** What a guarded stage asks of the index and the words. */
export interface RuleContext {
  isIndexedTitle: (text: string) => boolean;
  hasTitleWords: (text: string) => boolean;
}

/** Called with each rule that matched, in order (for tests and tracing). */
export type OnRuleFired = (rule: TitleRule, stage: RuleStage) => void;

const unionPatterns = new WeakMap<RuleStage, RegExp>();

/** The union of a stage's patterns, tested once so that titles no rule concerns skip the stage. */
function unionOf(stage: RuleStage): RegExp {
  let union = unionPatterns.get(stage);
  if (union === undefined) {
    union = new RegExp(stage.rules.map((rule) => `(?:${rule.pattern.source})`).join("|"), "i");
    unionPatterns.set(stage, union);
  }
  return union;
}

function tidyText(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** True when `pattern` matches `text` (the pattern's own position left as it was). */
function matchesPattern(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  const found = pattern.test(text);
  pattern.lastIndex = 0;
  return found;
}

/** The title after one stage's rules (see `RuleStage`). */
export function applyRuleStage({
  stage,
  text: written,
  context,
  onFired,
}: {
  stage: RuleStage;
  text: string;
  context?: RuleContext;
  onFired?: OnRuleFired;
}): string {
  const prepared = stage.prepare ? stage.prepare(written) : written;
  const runs = stage.when === undefined || (stage.when === "any-rule" ? unionOf(stage) : stage.when).test(prepared);
  if (!runs) return stage.tidy === "when-changed" && prepared !== written ? tidyText(prepared) : prepared;
  if (stage.guarded && context?.isIndexedTitle(prepared)) return prepared;
  let text = prepared;
  for (const rule of stage.rules) {
    if (onFired && matchesPattern(rule.pattern, text)) onFired(rule, stage);
    // `replace` takes either form of `Replacement`; the two overloads need the type narrowed.
    text =
      typeof rule.becomes === "string"
        ? text.replace(rule.pattern, rule.becomes)
        : text.replace(rule.pattern, rule.becomes);
  }
  if (stage.tidy === "always" || (stage.tidy === "when-changed" && text !== written)) text = tidyText(text);
  if (stage.guarded && context && !context.hasTitleWords(text)) return prepared;
  return text;
}

/** The title after every stage in order. */
export function applyRuleStages({
  stages,
  text,
  context,
  onFired,
}: {
  stages: readonly RuleStage[];
  text: string;
  context?: RuleContext;
  onFired?: OnRuleFired;
}): string {
  let result = text;
  for (const stage of stages) result = applyRuleStage({ stage, text: result, context, onFired });
  return result;
}
