import { splitWords, stemWord, TASK_STOP_WORDS } from "../../core/occupations/stem-word";
import { compareStrings, round } from "./values";

function tokenizeTask(text: string): string[] {
  return splitWords(text)
    .filter((word) => word.length > 1 && !TASK_STOP_WORDS.has(word) && !/^\d+$/.test(word))
    .map(stemWord);
}

/** TF-IDF (log idf over all tasks), L2-normalised, rounded, keys sorted; terms under 0.02 are dropped. */
export function buildTaskTerms(taskTexts: Map<string, string>): Map<string, Record<string, number>> {
  const tokenized = new Map<string, string[]>();
  const documentFrequency = new Map<string, number>();
  for (const [key, text] of taskTexts) {
    const tokens = tokenizeTask(text);
    tokenized.set(key, tokens);
    for (const token of new Set(tokens)) documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
  }
  const total = taskTexts.size;
  const result = new Map<string, Record<string, number>>();
  for (const [key, tokens] of tokenized) {
    const counts = new Map<string, number>();
    for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
    const weights = [...counts.entries()].map(([token, count]): [string, number] => [
      token,
      count * Math.log(total / (documentFrequency.get(token) ?? 1)),
    ]);
    const norm = Math.sqrt(weights.reduce((sum, [, weight]) => sum + weight * weight, 0)) || 1;
    const terms: Record<string, number> = {};
    for (const [token, weight] of weights.sort((a, b) => compareStrings(a[0], b[0]))) {
      const normalised = round(weight / norm, 3);
      if (normalised >= 0.02) terms[token] = normalised;
    }
    result.set(key, terms);
  }
  return result;
}
