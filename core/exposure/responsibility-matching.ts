import { splitWords, stemWord, TASK_STOP_WORDS } from "../occupations/stem-word";
import type { ExposureDataIndex, ProfiledTask } from "./exposure-data";

/**
 * Places a person's responsibilities (resume bullets, free-text duties) on their occupation's
 * O*NET tasks by term similarity. Tasks carry TF-IDF term weights built with the same tokenizer
 * and stemmer (core/occupations/stem-word.ts); bullets are weighted by the same IDF, computed from
 * the dataset's own task terms, and both vectors are L2-normalised, so similarity is a cosine.
 */

/** Cosine similarity at or above which a bullet counts as describing a task. */
export const MIN_TASK_SIMILARITY = 0.2;

/** A bullet's exposure is the similarity-weighted mean of this many best labelled tasks. */
const TASKS_PER_BULLET = 3;

const MAX_BULLETS = 30;

/** Splits free text (newlines, bullets, semicolons) into distinct, trimmed responsibilities. */
export function splitResponsibilities(input: string | readonly string[] | undefined): string[] {
  if (input === undefined) return [];
  const pieces = typeof input === "string" ? [input] : input;
  const seen = new Set<string>();
  const result: string[] = [];
  for (const piece of pieces) {
    for (const raw of piece.split(/\r?\n|[•▪●◦;]|\s[-–—*]\s|^\s*[-–—*]\s/)) {
      const text = raw.replace(/^[\s\-–—*\d.)]+/, "").trim();
      const key = normaliseResponsibility(text);
      if (text.length < 3 || seen.has(key)) continue;
      seen.add(key);
      result.push(text);
      if (result.length >= MAX_BULLETS) return result;
    }
  }
  return result;
}

/** Case- and punctuation-insensitive key, used to pair a bullet with an externally labelled text. */
export function normaliseResponsibility(text: string): string {
  return splitWords(text).join(" ");
}

/** IDF-weighted, L2-normalised term vector of a text. */
export function vectorizeText(index: ExposureDataIndex, text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of splitWords(text)) {
    if (word.length < 2 || TASK_STOP_WORDS.has(word)) continue;
    const stem = stemWord(word);
    counts.set(stem, (counts.get(stem) ?? 0) + 1);
  }
  const vector = new Map<string, number>();
  let norm = 0;
  for (const [term, count] of counts) {
    // Unknown words get the largest IDF: rare words are the discriminating ones.
    const weight = count * (index.termIdf.get(term) ?? index.maxIdf);
    vector.set(term, weight);
    norm += weight * weight;
  }
  if (norm === 0) return vector;
  const length = Math.sqrt(norm);
  for (const [term, weight] of vector) vector.set(term, weight / length);
  return vector;
}

function cosine(vector: Map<string, number>, terms: Record<string, number>): number {
  let sum = 0;
  for (const [term, weight] of vector) {
    const taskWeight = terms[term];
    if (taskWeight !== undefined) sum += weight * taskWeight;
  }
  return sum;
}

export interface TaskMatch {
  task: ProfiledTask;
  similarity: number;
}

export interface BulletPlacement {
  text: string;
  /** Best task at or above MIN_TASK_SIMILARITY (labelled or not), or null when none. */
  best: TaskMatch | null;
  /** Up to three best labelled tasks at or above the threshold, best first. */
  labelled: TaskMatch[];
}

/** Matches one responsibility against an occupation's tasks. Ties resolve by task order (importance). */
export function placeResponsibility(
  index: ExposureDataIndex,
  tasks: readonly ProfiledTask[],
  text: string,
): BulletPlacement {
  const vector = vectorizeText(index, text);
  const matches: TaskMatch[] = [];
  if (vector.size > 0) {
    for (const task of tasks) {
      const similarity = cosine(vector, task.task.terms);
      if (similarity >= MIN_TASK_SIMILARITY) matches.push({ task, similarity });
    }
  }
  matches.sort((a, b) => b.similarity - a.similarity || a.task.task.id - b.task.task.id);
  return {
    text,
    best: matches[0] ?? null,
    labelled: matches.filter((m) => m.task.exposure !== null).slice(0, TASKS_PER_BULLET),
  };
}
