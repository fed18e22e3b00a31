/**
 * Every entry of every title-rule table, run through its own example twice: at the rule level (the
 * text the rules produce, or the reader that uses the word) and end to end (the occupation code the
 * matcher reaches). A table this file does not run fails the last test, so rule coverage is whole.
 */
import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OCCUPATION_DATASET_PATH, loadOccupationDatasetSync } from "../../../integrations/occupation-data";
import { classifyHeaderSegment, stripTitleNoise } from "../../resume-profile/classify-header-segment";
import { readTitleFromLine } from "../../resume-profile/extract-job-title";
import { readRegion } from "../../resume-profile/place-names";
import { extractResumeProfile } from "../../resume-profile/resume-profile";
import { hasRoleKeyword } from "../../resume-profile/role-keywords";
import { energySourceWords } from "../energy-specialisations";
import { matchOccupations } from "../match-occupations";
import { analyzeJobTitle, expandJobTitleWords, tokenizeJobTitle } from "../normalize-job-title";
import { stemWord } from "../stem-word";
import { invertedReading } from "../title-readings";
import { neutralRoleWord } from "../title-spelling";
import { selectTitleQuery } from "../read-title-query";
import { splitTitleNoise } from "../strip-title-noise";
import { buildTitleIndex, type TitleIndex } from "../title-index";
import { ABBREVIATIONS } from "./abbreviations";
import type { RuleStage } from "./apply-title-rules";
import { CONTRACT_ROLES } from "./contract-words";
import { COMPANY_NAME_WORDS, COMPANY_SUFFIXES, LEGAL_FORMS, ORGANISATION_ENDINGS } from "./employer-words";
import { ENERGY_SOURCES } from "./energy-sources";
import { FUNCTION_WORDS } from "./function-words";
import { LEADING_LEVEL_WORDS, RANK_HEADS } from "./level-words";
import { NO_JOB_TITLES, UNPAID_WORK_WORDS } from "./no-job-titles";
import { NOISE_WORDS } from "./noise-words";
import { PLACE_CODES, PLACE_NAMES, type PlaceWord } from "./places";
import {
  COMPANY_PLACEHOLDER_SEGMENTS,
  PLACE_PLACEHOLDER_SEGMENTS,
  PLACEHOLDER_PHRASES,
  PLACEHOLDER_WORDS,
  RUN_IN_COMPANY_PLACEHOLDERS,
  TITLE_LABELS,
  TRAILING_PLACE_PLACEHOLDERS,
} from "./placeholders";
import { BARE_RANK, RANK_QUALIFIERS, RANK_WORDS } from "./ranks";
import { describesNoJob, RULE_STAGES } from "./reading-order";
import { NEUTRAL_FORMS, ROLE_NOUNS, ROLE_SUFFIXES, STEM_EXCEPTIONS } from "./role-nouns";
import { INVARIANT_WORDS, IRREGULAR_PLURALS } from "./stem-rules";
import { ROLE_WORDS, SUPERVISED_WORK, SUPERVISOR_HOURS, type RoleWord } from "./role-words";
import { TITLE_SEPARATORS, type SeparatorWord } from "./separators";
import { describeReplacement, type TitleRule, type TitleWord, type TitleWordTable } from "./title-rule";

const hasDataset = existsSync(DEFAULT_OCCUPATION_DATASET_PATH);
let index: TitleIndex;

beforeAll(() => {
  if (hasDataset) index = buildTitleIndex(loadOccupationDatasetSync());
});

const topCode = (title: string): string => matchOccupations({ index, title }).matches[0]?.code ?? "";
const O_NET_CODE = /^\d\d-\d{4}\.\d\d$/;

const stageRows = RULE_STAGES.flatMap((stage) => stage.rules.map((rule) => ({ stage, rule })));
const wordRows = (name: string, table: TitleWordTable) => table.words.map((word) => ({ name, table, word }));

/** Every entry says what it is for: an example, the code it reaches, and why it exists. */
function expectDescribed(entry: { example: string; code: string }, why: string | undefined): void {
  expect(entry.example.trim()).not.toBe("");
  expect(why?.trim() ?? "").not.toBe("");
  expect(entry.code === "" || O_NET_CODE.test(entry.code)).toBe(true);
}

describe.skipIf(!hasDataset)("every title rule, run on its example", () => {
  it.each(stageRows.map((row) => [row.stage.name, row.rule.example, row] as const))(
    "%s: %j fires its rule, reads as the rule says and reaches its code",
    (_stage, _example, { stage, rule }: { stage: RuleStage; rule: TitleRule }) => {
      expectDescribed(rule, rule.why);
      const fired: TitleRule[] = [];
      const { text } = selectTitleQuery(index, rule.example, (firedRule) => fired.push(firedRule));
      expect(fired, `the rule of stage "${stage.name}" does not fire on its example`).toContain(rule);
      expect(text).toBe(rule.reads);
      expect(topCode(rule.example)).toBe(rule.code);
    },
  );

  it.each(NO_JOB_TITLES.map((rule) => [rule.example, rule] as const))(
    "%j is a status, not a job: no occupation is offered",
    (_example, rule: TitleRule) => {
      expectDescribed(rule, rule.why);
      expect(rule.pattern.test(rule.example)).toBe(true);
      expect(describesNoJob(rule.example)).toBe(true);
      expect(selectTitleQuery(index, rule.example).text).toBe(rule.reads);
      expect(matchOccupations({ index, title: rule.example }).matches).toEqual([]);
    },
  );

  it.each(ROLE_WORDS.map((role) => [role.example, role] as const))(
    "%j holds a role word and reaches the occupation that plays the role",
    (_example, role: RoleWord) => {
      expectDescribed(role, role.why);
      expect(role.pattern.test(role.example)).toBe(true);
      const top = matchOccupations({ index, title: role.example }).matches[0];
      expect(top?.code).toBe(role.code);
      expect(role.playedBy.test(top?.title ?? "")).toBe(true);
    },
  );
});

/** The title the resume reader reads from a job line (end to end, a reader table's code is that title's). */
const readerTitle = (line: string): string => readTitleFromLine(line) ?? "";

/**
 * A word table's rows with the check that reads the word at its own level, and what the matcher
 * ranks end to end: the example itself, or for the resume reader's tables the title read from it.
 */
const WORD_TABLES: readonly {
  name: string;
  table: TitleWordTable;
  check: (word: TitleWord) => void;
  title?: (example: string) => string;
}[] = [
  {
    name: "abbreviation",
    table: ABBREVIATIONS,
    check: ({ word, becomes, example }) => {
      const spelled = (becomes ?? "").split(" ").filter((part) => expandJobTitleWords(part).length > 0);
      expect(expandJobTitleWords(word)).toEqual(spelled);
      expect(expandJobTitleWords(example).join(" ")).toContain(spelled.join(" "));
    },
  },
  {
    name: "noise word",
    table: NOISE_WORDS,
    check: ({ word, example }) => {
      expect(expandJobTitleWords(word)).toEqual([]);
      expect(expandJobTitleWords(example)).not.toContain(word);
      expect(expandJobTitleWords(example).length).toBeGreaterThan(0);
    },
  },
  {
    name: "contract role",
    table: CONTRACT_ROLES,
    check: ({ example }) => expect(selectTitleQuery(index, example).text).toMatch(/^contract\b/i),
  },
  { name: "role noun", table: ROLE_NOUNS, check: ({ example }) => expect(hasRoleKeyword(example)).toBe(true) },
  { name: "role ending", table: ROLE_SUFFIXES, check: ({ example }) => expect(hasRoleKeyword(example)).toBe(true) },
  {
    name: "rank",
    table: RANK_WORDS,
    check: ({ example }) => expect(BARE_RANK.test(example.split(",")[0] ?? "")).toBe(true),
  },
  {
    name: "rank qualifier",
    table: RANK_QUALIFIERS,
    check: ({ example }) => expect(BARE_RANK.test(example.split(",")[0] ?? "")).toBe(true),
  },
  {
    name: "leading level word",
    table: LEADING_LEVEL_WORDS,
    check: ({ word, example }) => {
      expect(example.toLowerCase().startsWith(`${word} `)).toBe(true);
      expect(invertedReading(index, example)).toBeNull();
    },
  },
  {
    name: "rank head",
    table: RANK_HEADS,
    check: ({ word, example }) => expect(analyzeJobTitle(example).head).toBe(word),
  },
  {
    name: "feminine form",
    table: NEUTRAL_FORMS,
    check: ({ word, becomes }) => expect(neutralRoleWord(index, word)).toBe(becomes),
  },
  {
    name: "stem exception",
    table: STEM_EXCEPTIONS,
    check: ({ word, becomes }) => expect(tokenizeJobTitle(word)).toEqual([becomes]),
  },
  {
    name: "unstemmed word",
    table: INVARIANT_WORDS,
    check: ({ word, example }) => checkStem({ word, stem: word, example }),
  },
  {
    name: "irregular plural",
    table: IRREGULAR_PLURALS,
    check: ({ word, becomes, example }) => checkStem({ word, stem: becomes ?? "", example }),
  },
  {
    name: "supervised work",
    table: SUPERVISED_WORK,
    check: ({ becomes, example }) => expect(topCode(example).startsWith(becomes ?? "?")).toBe(true),
  },
  {
    name: "placeholder phrase",
    table: PLACEHOLDER_PHRASES,
    check: ({ word, example }) => expect(splitTitleNoise(example).cleaned).not.toMatch(wholeWords(word)),
  },
  {
    name: "placeholder word",
    table: PLACEHOLDER_WORDS,
    check: ({ word, example }) => expect(splitTitleNoise(example).cleaned).not.toMatch(wholeWords(word)),
  },
  {
    name: "company ending",
    table: COMPANY_SUFFIXES,
    check: ({ example }) => expect(splitTitleNoise(example).segments).toEqual([example.split(",")[0]]),
  },
  {
    name: "organisation ending",
    table: ORGANISATION_ENDINGS,
    check: ({ example }) => expect(selectTitleQuery(index, example).text).toBe(example.split(",")[0]),
  },
  {
    name: "legal form",
    table: LEGAL_FORMS,
    check: ({ example }) => checkHeaderSegment(example, "company"),
    title: readerTitle,
  },
  {
    name: "company name word",
    table: COMPANY_NAME_WORDS,
    check: ({ example }) => checkHeaderSegment(example, "company"),
    title: readerTitle,
  },
  {
    name: "place placeholder segment",
    table: PLACE_PLACEHOLDER_SEGMENTS,
    check: ({ example }) => checkHeaderSegment(example, "place"),
    title: readerTitle,
  },
  {
    name: "company placeholder segment",
    table: COMPANY_PLACEHOLDER_SEGMENTS,
    check: ({ example }) => checkHeaderSegment(example, "company"),
    title: readerTitle,
  },
  {
    name: "run-in company placeholder",
    table: RUN_IN_COMPANY_PLACEHOLDERS,
    check: ({ example }) => expect(stripTitleNoise(example)).toBe("Carpenter"),
    title: readerTitle,
  },
  {
    name: "trailing place placeholder",
    table: TRAILING_PLACE_PLACEHOLDERS,
    check: ({ example }) => expect(stripTitleNoise(example)).toBe("Carpenter"),
    title: readerTitle,
  },
  {
    name: "title label",
    table: TITLE_LABELS,
    check: ({ example }) => expect(stripTitleNoise(example)).toBe(example.replace(/^[^:]*:\s*/, "")),
    title: readerTitle,
  },
  {
    name: "unpaid work",
    table: UNPAID_WORK_WORDS,
    check: ({ word, example }) => {
      expect(example).toMatch(wholeWords(word));
      const resume = [
        "Experience",
        `${example}, Hope Foundation (2023 – Present)`,
        "Cashier, Summit Stores (2019 – 2022)",
      ];
      expect(extractResumeProfile(resume.join("\n"), { now: new Date("2026-11-27") }).jobTitle).toBe("Cashier");
    },
  },
  {
    name: "supervisor hours",
    table: SUPERVISOR_HOURS,
    check: ({ word, example }) => {
      expect(example).toMatch(wholeWords(word));
      expect(topCode(example)).toBe(topCode(example.replace(wholeWords(word), " ")));
    },
  },
  {
    name: "separator",
    table: TITLE_SEPARATORS,
    check: (separator) => {
      const { word, strong, example } = separator as SeparatorWord;
      expect(example).toMatch(new RegExp(word, "i"));
      expect(splitTitleNoise(example).segments[0]).toBe("Carpenter");
      expect(splitTitleNoise(example).strongSeparator).toBe(strong);
    },
  },
  {
    name: "function word",
    table: FUNCTION_WORDS,
    check: ({ word, example }) => {
      expect(example.split(",")[1]).toMatch(wholeWords(word));
      expect(readTitleFromLine(example)).toBe(example);
    },
  },
  {
    name: "energy source",
    table: ENERGY_SOURCES,
    check: ({ word, example }) => {
      const code = topCode(example);
      const position = index.occupations.findIndex((occupation) => occupation.code === code);
      expect(energySourceWords(index)[position]).toEqual(expect.arrayContaining(tokenizeJobTitle(word)));
    },
  },
  { name: "place", table: PLACE_NAMES, check: (place) => checkPlace(place as PlaceWord) },
  { name: "place code", table: PLACE_CODES, check: (place) => checkPlace(place as PlaceWord) },
];

/** The stemmer reads the word as listed; it is long enough to be stemmed at all, and the example holds it. */
function checkStem({ word, stem, example }: { word: string; stem: string; example: string }): void {
  expect(word.length).toBeGreaterThan(3);
  expect(stemWord(word)).toBe(stem);
  expect(example.toLowerCase()).toMatch(wholeWords(word));
}

/** A table word (a regular-expression source) as a whole word, any case. */
function wholeWords(word: string): RegExp {
  return new RegExp(String.raw`\b(?:${word})\b`, "i");
}

/** The resume reader takes the segment after the bar for an employer or a place and reads the title before it. */
function checkHeaderSegment(example: string, kind: "company" | "place"): void {
  expect(classifyHeaderSegment(example.split(" | ")[1] ?? "")).toBe(kind);
  expect(readTitleFromLine(example)).toBe(example.split(" | ")[0]);
}

/** A place the matcher cuts out of titles is gone from the title's text; a region is read as one. */
function checkPlace({ word, uses, example }: PlaceWord): void {
  expect(uses.length).toBeGreaterThan(0);
  const asWord = new RegExp(String.raw`\b${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\w)`, "i");
  if (uses.includes("title")) expect(splitTitleNoise(example).cleaned).not.toMatch(asWord);
  if (uses.includes("region")) expect(readRegion(word)).not.toBeNull();
}

describe.skipIf(!hasDataset)("every word of the title-rule tables, run on its example", () => {
  for (const { name, table, check, title = (example: string) => example } of WORD_TABLES)
    it.each(wordRows(name, table).map((row) => [name, row.word.word, row.word] as const))(
      "%s %j: its example reads as the table says and reaches its code",
      (_name, _word, word: TitleWord) => {
        expectDescribed(word, word.why ?? table.why);
        check(word);
        expect(topCode(title(word.example))).toBe(word.code);
      },
    );
});

describe("the rules keep to their order", () => {
  it("has no rule whose output a later rule rewrites", () => {
    const abbreviations = new Set(ABBREVIATIONS.words.map(({ word }) => word));
    const conflicts: string[] = [];
    stageRows.forEach(({ stage, rule }, position) => {
      const output = describeReplacement(rule);
      if (output === null || output === "") return;
      for (const later of stageRows.slice(position + 1)) {
        later.rule.pattern.lastIndex = 0;
        if (later.rule.pattern.test(output))
          conflicts.push(
            `${stage.name} "${rule.example}" → "${output}" is rewritten by ${later.stage.name} "${later.rule.example}"`,
          );
        later.rule.pattern.lastIndex = 0;
      }
      for (const word of output.toLowerCase().split(/\s+/))
        if (abbreviations.has(word))
          conflicts.push(`${stage.name} "${rule.example}" writes the abbreviation "${word}"`);
    });
    expect(conflicts).toEqual([]);
  });

  it("runs every table the folder defines", async () => {
    const tested = new Set<unknown>([
      ...RULE_STAGES.flatMap((stage) => stage.rules),
      ...NO_JOB_TITLES,
      ...ROLE_WORDS,
      ...WORD_TABLES.map(({ table }) => table),
    ]);
    const folder = fileURLToPath(new URL(".", import.meta.url));
    const untested: string[] = [];
    for (const file of readdirSync(folder).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))) {
      const module = (await import(`./${file}`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        const isRuleTable =
          Array.isArray(value) && value.some((entry) => entry instanceof Object && "pattern" in entry);
        const isWordTable = value instanceof Object && "words" in value && "why" in value;
        if (isRuleTable && !value.every((rule: unknown) => tested.has(rule))) untested.push(`${file}: ${name}`);
        if (isWordTable && !tested.has(value)) untested.push(`${file}: ${name}`);
      }
    }
    expect(untested).toEqual([]);
  });
});
