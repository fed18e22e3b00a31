/**
 * Test support for the curated advice tables: the real occupation dataset (loaded once), and the
 * key rules of match-code.ts in the shapes the table tests use, so each table's test checks its
 * rows the way the engine reads them (an O*NET-SOC code or a SOC prefix applies to every occupation
 * under it; the longest matching key wins).
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import type { Occupation, OccupationDataset } from "../../occupations/dataset";
import { unpackOccupationDataset, type PackedOccupationDataset } from "../../occupations/packed-dataset";
import { findMostSpecific, matchesAnyCode, matchesCode } from "./match-code";

/** A full O*NET-SOC code: "35-2014.00". */
export const FULL_CODE = /^\d\d-\d{4}\.\d\d$/;
/** A code or a SOC prefix: "35", "35-2", "35-201", "35-2014", "35-2014.00". */
export const CODE_OR_PREFIX = /^\d\d(?:-\d{1,4}(?:\.\d\d)?)?$/;

let loaded: OccupationDataset | null = null;

/** The project's occupation dataset (data/occupations.json.gz), unpacked once per test file. */
export function loadCatalogueDataset(): OccupationDataset {
  loaded ??= unpackOccupationDataset(
    JSON.parse(
      gunzipSync(readFileSync(new URL("../../../data/occupations.json.gz", import.meta.url))).toString("utf8"),
    ) as PackedOccupationDataset,
  );
  return loaded;
}

/** True when the key (a code or a SOC prefix) applies to the occupation code. */
export function keyCovers(input: { key: string; code: string }): boolean {
  return matchesCode({ code: input.code, key: input.key });
}

/** True when any of the keys applies to the occupation code. */
export function anyKeyCovers(input: { keys: readonly string[]; code: string }): boolean {
  return matchesAnyCode({ code: input.code, keys: input.keys });
}

/** The occupations a key applies to. */
export function occupationsUnder(input: { key: string; occupations: readonly Occupation[] }): Occupation[] {
  return input.occupations.filter((occupation) => keyCovers({ key: input.key, code: occupation.code }));
}

/** The longest of the keys that applies to the code, or null. */
export function longestCoveringKey(input: { keys: readonly string[]; code: string }): string | null {
  return findMostSpecific({ code: input.code, entries: input.keys, keyOf: (key) => key });
}

/** Lower-case words of a phrase ("Teeth cleaning" → ["teeth", "cleaning"]); punctuation inside words is kept. */
export function splitWords(phrase: string): string[] {
  return phrase
    .toLowerCase()
    .split(/[^a-z0-9+#&.'-]+/)
    .map((word) => word.replace(/^[.'-]+|[.'-]+$/g, ""))
    .filter(Boolean);
}

/** True when the keyword's words appear, whole and in order, in the skill ("payroll tax" in "Payroll tax filings"). */
export function skillNamesKeyword(input: { skill: string; keyword: string }): boolean {
  const words = splitWords(input.skill);
  const wanted = splitWords(input.keyword);
  if (wanted.length === 0) return false;
  for (let start = 0; start + wanted.length <= words.length; start += 1)
    if (wanted.every((word, offset) => words[start + offset] === word)) return true;
  return false;
}
