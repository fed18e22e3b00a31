/**
 * The text half of the title index, and the part of its binary form that holds it: every title of
 * every occupation analysed into word ids (`analyzeJobTitle`), its sources, and the task terms
 * aggregated per occupation. The data build stores these tables with the dataset
 * (`packOccupationDataset`, `encodeBinaryOccupationDataset`), so a process starting on the shipped
 * dataset skips the text processing.
 */
import type { Occupation } from "./dataset";
import { analyzeJobTitle } from "./normalize-job-title";
import { titleForms } from "./title-forms";

/**
 * How much a title source is trusted. O*NET's own occupation title, the plain titles inside it
 * (`occupationTitleParts`) and the incumbent-reported titles are the strongest evidence; short
 * titles are the abbreviated forms people actually type ("CSR", "Admin Assistant"); alternate
 * titles are a long tail that O*NET often lists under several occupations. Tuned on held-out splits.
 */
export const SOURCE_WEIGHT = {
  title: 1,
  titlePart: 0.95,
  reported: 1,
  alternate: 0.82,
  short: 1,
  index: 0.9,
} as const;
export type TitleSource = keyof typeof SOURCE_WEIGHT;

/**
 * Version of `MatcherTables`: bump it whenever what they hold changes (the title normaliser, the
 * title sources, the task-term aggregation), so a dataset built with older tables is indexed from
 * scratch instead of with stale ones (a test also compares stored and fresh tables).
 */
export const MATCHER_TABLES_VERSION = 4;

/** Title sources in the bit order of `MatcherTables.entrySources`. */
export const SOURCE_ORDER: readonly TitleSource[] = ["title", "titlePart", "reported", "alternate", "short", "index"];
const INDEX_SOURCE_BIT = 5;
export const OWN_SOURCES = 0b00011;
export const PRIMARY_SOURCES = 0b00111;

/**
 * The slow, text-processing half of the index: every title analysed into word ids, and the task
 * terms aggregated per occupation. Pure function of the occupations; the data build stores them in
 * the dataset (`packOccupationDataset`, `encodeBinaryOccupationDataset`), so a process starting on
 * the shipped dataset skips the text processing; the binary form also stores the postings
 * (`TitleIndexArrays`), so `buildTitleIndex` only wraps them.
 */
export interface MatcherTables {
  version: number;
  /** Title vocabulary: word (stem) of each word id. */
  words: string[];
  /** Per occupation: number of title entries; entries are grouped by occupation, in occupation order. */
  entryCounts: Uint16Array;
  /** Per title entry: bit set of the sources listing it (bit i = `SOURCE_ORDER[i]`). */
  entrySources: Uint8Array;
  /** Per title entry: number of words; its word ids follow each other in `entryWords`. */
  entryLength: Uint8Array;
  entryWords: Uint16Array;
  /** Per title entry: word id of its head noun + 1 (0 = none). */
  entryHead: Uint16Array;
  /**
   * Per title entry: the form industries a coding index limits it to (bit set over `INDUSTRIES`),
   * 0 when it is unrestricted or also an O*NET title of the occupation.
   */
  entryIndustries: Uint8Array;
  /** Task vocabulary (stems of task-statement terms). */
  taskWords: string[];
  /** Per occupation: number of task terms; terms are grouped by occupation, in occupation order. */
  taskCounts: Uint16Array;
  /** Task word id of each term, and its weight in thousandths: 1 − Π(1 − weight) over the occupation's tasks. */
  taskTermIds: Uint16Array;
  taskTermWeights: Uint16Array;
}

/** Tables stored with a dataset, keyed by its occupations array (a changed copy is indexed from scratch). */
const storedTables = new WeakMap<readonly Occupation[], MatcherTables>();

/** Registers tables that came with a dataset (see `MatcherTables`); ignored when their version is not the current one. */
export function attachMatcherTables(occupations: readonly Occupation[], tables: MatcherTables | undefined): void {
  if (tables?.version === MATCHER_TABLES_VERSION && tables.entryCounts.length === occupations.length)
    storedTables.set(occupations, tables);
}

/** The tables a dataset was stored with, if any. */
export function findStoredMatcherTables(occupations: readonly Occupation[]): MatcherTables | undefined {
  return storedTables.get(occupations);
}

/** Analyses every title of every occupation and aggregates task terms (the slow half of `buildTitleIndex`). */
export function computeMatcherTables(occupations: readonly Occupation[]): MatcherTables {
  const words: string[] = [];
  const wordIds = new Map<string, number>();
  const wordIdOf = (token: string): number => {
    let id = wordIds.get(token);
    if (id === undefined) {
      id = words.length;
      wordIds.set(token, id);
      words.push(token);
    }
    return id;
  };
  const entryCounts: number[] = [];
  const entrySources: number[] = [];
  const entryHead: number[] = [];
  const entryLength: number[] = [];
  const entryWords: number[] = [];
  const entryIndustries: number[] = [];
  for (const occupation of occupations) {
    const seenKeys = new Map<string, number>();
    const first = entrySources.length;
    const addEntry = (title: string, source: number, industries = 0): void => {
      const { tokens, head } = analyzeJobTitle(title);
      if (tokens.length === 0) return;
      // A title listed under several sources ("Sales and Marketing VP" as alternate and short
      // title) is indexed once, with all its sources; a restriction holds only while every source
      // listing it is a restricted index row.
      const key = tokens.length === 1 ? (tokens[0] ?? "") : tokens.join(" ");
      const seen = seenKeys.get(key);
      if (seen !== undefined) {
        entrySources[seen] = (entrySources[seen] ?? 0) | (1 << source);
        const before = entryIndustries[seen] ?? 0;
        entryIndustries[seen] = before === 0 || industries === 0 ? 0 : before | industries;
        return;
      }
      seenKeys.set(key, entrySources.length);
      entrySources.push(1 << source);
      entryIndustries.push(industries);
      const kept = tokens.slice(0, 255);
      entryLength.push(kept.length);
      for (const token of kept) entryWords.push(wordIdOf(token));
      entryHead.push(head === undefined ? 0 : wordIdOf(head) + 1);
    };
    addEntry(occupation.title, 0);
    for (const part of occupationTitleParts(occupation.title)) addEntry(part, 1);
    for (const title of occupation.reportedTitles) for (const form of titleForms(title)) addEntry(form, 2);
    for (const title of occupation.alternateTitles) for (const form of titleForms(title)) addEntry(form, 3);
    for (const title of occupation.shortTitles) for (const form of titleForms(title)) addEntry(form, 4);
    for (const { title, industries } of occupation.indexTitles)
      for (const form of titleForms(title)) addEntry(form, INDEX_SOURCE_BIT, industries);
    entryCounts.push(entrySources.length - first);
  }

  const taskWords: string[] = [];
  const taskWordIds = new Map<string, number>();
  const taskCounts: number[] = [];
  const taskTermIds: number[] = [];
  const taskTermWeights: number[] = [];
  const missing = new Map<number, number>();
  for (const occupation of occupations) {
    for (const task of occupation.tasks) {
      for (const [term, weight] of Object.entries(task.terms)) {
        let id = taskWordIds.get(term);
        if (id === undefined) {
          id = taskWords.length;
          taskWordIds.set(term, id);
          taskWords.push(term);
        }
        missing.set(id, (missing.get(id) ?? 1) * (1 - Math.min(0.95, weight)));
      }
    }
    for (const [id, left] of [...missing.entries()].sort((a, b) => a[0] - b[0])) {
      taskTermIds.push(id);
      taskTermWeights.push(Math.round((1 - left) * 1000));
    }
    taskCounts.push(missing.size);
    missing.clear();
  }
  if (words.length >= 65_535 || taskWords.length > 65_535)
    throw new Error("computeMatcherTables: vocabulary too large for 16-bit word ids");
  return {
    version: MATCHER_TABLES_VERSION,
    words,
    entryCounts: Uint16Array.from(entryCounts),
    entrySources: Uint8Array.from(entrySources),
    entryLength: Uint8Array.from(entryLength),
    entryWords: Uint16Array.from(entryWords),
    entryHead: Uint16Array.from(entryHead),
    entryIndustries: Uint8Array.from(entryIndustries),
    taskWords,
    taskCounts: Uint16Array.from(taskCounts),
    taskTermIds: Uint16Array.from(taskTermIds),
    taskTermWeights: Uint16Array.from(taskTermWeights),
  };
}

/**
 * Plain job titles hidden in an O*NET occupation title, which is usually a plural list with
 * qualifiers: "Secretaries and Administrative Assistants, Except Legal, Medical, and Executive" →
 * "Secretaries", "Administrative Assistants"; "Cooks, Restaurant" → "Cooks", "Restaurant Cooks";
 * "Bus Drivers, School" → "Bus Drivers", "School Bus Drivers". Titles with "of" ("First-Line
 * Supervisors of …") are left alone: their "and" joins what is supervised, not roles. Parts must
 * end in a plural noun, so "Foreign Language and Literature Teachers" yields "Literature Teachers"
 * but not "Foreign Language".
 */
export function occupationTitleParts(title: string): string[] {
  const base = title
    .replace(/,?\s*\bExcept\b.*$/i, "")
    .replace(/,\s*All Other$/i, "")
    .trim();
  if (/\bof\b|--/i.test(base)) return [];
  const segments = base.split(", ");
  // Serial lists ("Meeting, Convention, and Event Planners") need real parsing; leave them alone.
  if (segments.length > 2) return [];
  const [first = "", qualifier] = segments;
  const parts: string[] = [];
  const words = first.split(/\s+and\s+/);
  if (words.length === 2) {
    const [left = "", right = ""] = words;
    const rightIsOneWord = !right.includes(" ");
    if (/s$/.test(left)) parts.push(left);
    // "Cardiovascular Technologists and Technicians": the modifiers apply to both nouns.
    if (rightIsOneWord && left.includes(" ") && /s$/.test(left))
      parts.push(`${left.slice(0, left.lastIndexOf(" "))} ${right}`);
    else parts.push(right);
  } else if (words.length === 1 && qualifier !== undefined && !qualifier.includes(",")) {
    parts.push(first, `${qualifier} ${first}`);
  } else if (words.length === 1 && base !== title) {
    parts.push(base);
  }
  return parts.filter((part) => part !== title && /s$/.test(part));
}
