import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Occupation, OccupationDataset } from "../../occupations/dataset";
import { unpackOccupationDataset, type PackedOccupationDataset } from "../../occupations/packed-dataset";
import type { DegreeLevel, EntryRequirement, EntryStep } from "./catalogue-types";
import { ENTRY_REQUIREMENTS } from "./entry-requirements";

const dataset: OccupationDataset = unpackOccupationDataset(
  JSON.parse(
    gunzipSync(readFileSync(new URL("../../../data/occupations.json.gz", import.meta.url))).toString("utf8"),
  ) as PackedOccupationDataset,
);
const byCode = new Map(dataset.occupations.map((occupation) => [occupation.code, occupation]));

const FULL_CODE = /^\d{2}-\d{4}\.\d{2}$/;
const PREFIX = /^\d{2}-\d{1,4}$/;

/** BLS entry education categories, lowest first. */
const EDUCATION_RANK: Readonly<Record<string, number>> = {
  "No formal educational credential": 0,
  "High school diploma or equivalent": 1,
  "Some college, no degree": 2,
  "Postsecondary nondegree award": 3,
  "Associate's degree": 4,
  "Bachelor's degree": 5,
  "Master's degree": 6,
  "Doctoral or professional degree": 7,
};
const LEVEL_RANK: Readonly<Record<DegreeLevel, number>> = { associate: 4, bachelor: 5, master: 6, doctoral: 7 };

function existsInDataset(key: string): boolean {
  if (FULL_CODE.test(key)) return byCode.has(key);
  return PREFIX.test(key) && dataset.occupations.some((occupation) => occupation.code.startsWith(key));
}

/** The entry covering an occupation: the longest key it starts with. */
function findEntry(code: string): EntryRequirement | undefined {
  let best: EntryRequirement | undefined;
  for (const entry of ENTRY_REQUIREMENTS)
    if (code.startsWith(entry.code) && (!best || entry.code.length > best.code.length)) best = entry;
  return best;
}

/** How the engine decides a visitor already holds a step (see entry-requirements.ts). */
function isHeld(step: EntryStep, from: Occupation): boolean {
  if (step.heldBy?.some((key) => from.code.startsWith(key))) return true;
  if (step.kind !== "degree" || !step.anyField || !step.level) return false;
  const rank = EDUCATION_RANK[from.preparation?.entryEducation ?? ""];
  return rank !== undefined && rank >= LEVEL_RANK[step.level];
}

/** The steps a move from `from` into `to` still needs, and those it skips. */
function splitSteps(input: { from: string; to: string }): { needed: string[]; held: string[] } {
  const from = byCode.get(input.from)!;
  const steps = findEntry(input.to)?.steps ?? [];
  return {
    needed: steps.filter((step) => !isHeld(step, from)).map((step) => step.name.toLowerCase()),
    held: steps.filter((step) => isHeld(step, from)).map((step) => step.name.toLowerCase()),
  };
}

/** What is wrong with an example: a phrase it should name that the visitor holds, or the reverse. */
function checkExample(input: { from: string; to: string; mentions: readonly string[]; omits?: readonly string[] }) {
  const { needed, held } = splitSteps(input);
  const label = `${input.from} → ${input.to}`;
  const problems: string[] = [];
  for (const phrase of input.mentions)
    if (!needed.some((name) => name.includes(phrase.toLowerCase())))
      problems.push(`${label} does not name "${phrase}"`);
  for (const phrase of input.omits ?? []) {
    if (!held.some((name) => name.includes(phrase.toLowerCase()))) problems.push(`${label} does not hold "${phrase}"`);
    if (needed.some((name) => name.includes(phrase.toLowerCase()))) problems.push(`${label} still names "${phrase}"`);
  }
  return problems;
}

const targetOf = (entry: EntryRequirement): string => entry.example.to ?? entry.code;

describe("entry requirements: the table's shape", () => {
  it("names only occupations and prefixes that exist in the dataset", () => {
    for (const entry of ENTRY_REQUIREMENTS) {
      expect(existsInDataset(entry.code), `key ${entry.code}`).toBe(true);
      for (const step of entry.steps)
        for (const key of step.heldBy ?? []) expect(existsInDataset(key), `${entry.code} heldBy ${key}`).toBe(true);
      expect(byCode.has(entry.example.from), `${entry.code} example from ${entry.example.from}`).toBe(true);
      expect(byCode.has(targetOf(entry)), `${entry.code} example to ${targetOf(entry)}`).toBe(true);
    }
  });

  it("has one entry per code or prefix", () => {
    const keys = ENTRY_REQUIREMENTS.map((entry) => entry.code);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it("names every step, gives degrees a level, experience its years, and schooling its length", () => {
    for (const entry of ENTRY_REQUIREMENTS) {
      expect(entry.steps.length, entry.code).toBeGreaterThan(0);
      for (const step of entry.steps) {
        const label = `${entry.code}: ${step.name}`;
        expect(step.name.trim().length, label).toBeGreaterThan(8);
        expect(step.name, label).not.toMatch(/\s$|^\s|\.$/);
        if (step.kind === "degree") expect(step.level, label).toBeDefined();
        else expect(step.level ?? step.anyField, label).toBeUndefined();
        if (step.kind === "experience") expect(step.years, label).toBeGreaterThan(0);
        else expect(step.years, label).toBeUndefined();
        if (["degree", "programme", "apprenticeship", "residency", "experience", "training"].includes(step.kind))
          expect(step.length, label).not.toBeNull();
      }
    }
  });

  it("says where each entry's facts come from", () => {
    for (const entry of ENTRY_REQUIREMENTS) expect(entry.why.length, entry.code).toBeGreaterThan(20);
  });

  it("gives each entry an example that lands on it, from another occupation", () => {
    for (const entry of ENTRY_REQUIREMENTS) {
      if (!FULL_CODE.test(entry.code)) expect(entry.example.to, `${entry.code} needs example.to`).toBeDefined();
      expect(findEntry(targetOf(entry))?.code, `${entry.code} example target`).toBe(entry.code);
      expect(entry.example.from, entry.code).not.toBe(targetOf(entry));
      expect(entry.example.mentions.length, entry.code).toBeGreaterThan(0);
    }
  });

  it("says in each example what the visitor lacks and skips what they hold", () => {
    const problems = ENTRY_REQUIREMENTS.flatMap((entry) => checkExample({ ...entry.example, to: targetOf(entry) }));
    expect(problems).toEqual([]);
  });
});
