/**
 * Evaluates job titles in the seven languages (ADR 031):
 *
 *   tsx scripts/eval-titles-international.ts [--source ../shared/data] [--seed N] [--fit [--max-words N]]
 *                                             [--english-only] [--verbose]
 *
 * 1. ESCO held-out split: 20% of ESCO's occupations (a stable hash of their id and the seed) are left
 *    out of the foreign-title index; their labels, in each language, are matched with the product
 *    matcher against the rest. Right when the top code is one the crosswalk gives the held-out
 *    occupation. Titles of the reviewed regulated list are left out (their code is the list's, not
 *    the crosswalk's).
 * 2. Everyday titles (`titles-eval/everyday-titles.ts`, written before tuning) with the full index.
 *
 * Per language: top-1, top-5, how often the match is sure, precision when sure (and, for the
 * everyday titles, every title that is sure and wrong). `--english-only` runs the matcher without
 * the foreign-title stage (the matcher as it was). `--fit` cross-fits the calibration on the
 * training occupations only and prints `FOREIGN_CALIBRATION` and `FOREIGN_SURE_PROBABILITY`.
 */
import { resolve } from "node:path";
import {
  TITLE_LANGUAGES,
  type EscoOccupation,
  type TitleLanguage,
} from "../core/occupations/foreign-titles/esco-titles";
import { buildForeignTitleIndex, type ForeignTitleIndex } from "../core/occupations/foreign-titles/foreign-title-index";
import { ESCO_TITLES_VERSION } from "../core/occupations/foreign-titles/esco-titles";
import { toEscoTitleIndexData } from "../core/occupations/foreign-titles/label-entries";
import { matchOccupations } from "../core/occupations/match-occupations";
import { buildTitleIndex, type TitleIndex } from "../core/occupations/title-index";
import { loadEscoTitlesSync } from "../integrations/esco-titles";
import { loadOccupationDatasetSync } from "../integrations/occupation-data";
import { readEscoOccupations } from "./build-esco-titles";
import { ESCO_SOURCES } from "./esco-titles/read-esco-titles";
import { fitForeignCalibration } from "./titles-eval/fit-foreign-calibration";
import { splitEscoOccupations } from "./titles-eval/esco-split";
import { EVERYDAY_TITLES } from "./titles-eval/everyday-titles";
import { collectHeldOutCases, type TitleCase } from "./titles-eval/held-out-cases";

const DEFAULT_SEED = 20_261_128;

const flags = process.argv.slice(2);
const flagValue = (name: string): string | undefined => {
  const at = flags.indexOf(name);
  return at >= 0 ? flags[at + 1] : undefined;
};
const seed = Number(flagValue("--seed") ?? DEFAULT_SEED);
const sourceDir = resolve(flagValue("--source") ?? "../shared/data");
const englishOnly = flags.includes("--english-only");
const verbose = flags.includes("--verbose");

interface Tally {
  total: number;
  top1: number;
  top5: number;
  sure: number;
  sureRight: number;
  sureWrong: string[];
}

function tallyCases({
  cases,
  match,
}: {
  cases: readonly TitleCase[];
  match: (title: string) => { codes: string[]; sure: boolean };
}): Map<TitleLanguage, Tally> {
  const tallies = new Map<TitleLanguage, Tally>();
  for (const item of cases) {
    const tally = tallies.get(item.language) ?? { total: 0, top1: 0, top5: 0, sure: 0, sureRight: 0, sureWrong: [] };
    tallies.set(item.language, tally);
    const { codes, sure } = match(item.title);
    const right = item.right.has(codes[0] ?? "");
    tally.total++;
    if (right) tally.top1++;
    if (codes.slice(0, 5).some((code) => item.right.has(code))) tally.top5++;
    if (sure) {
      tally.sure++;
      if (right) tally.sureRight++;
      else tally.sureWrong.push(`${item.title} → ${codes[0] ?? "nothing"}`);
    }
    if (verbose && !right)
      console.log(
        `  miss ${item.language} ${item.title}: ${codes.slice(0, 3).join(", ") || "nothing"} (wanted ${[...item.right].join(" or ")})`,
      );
  }
  return tallies;
}

const percent = (part: number, whole: number): string => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;

function printTallies(
  name: string,
  tallies: Map<TitleLanguage, Tally>,
  { listSureWrong }: { listSureWrong: boolean },
): void {
  console.log(name);
  console.log("  language  titles  top-1   top-5   sure on  precision when sure  sure and wrong");
  const all: Tally = { total: 0, top1: 0, top5: 0, sure: 0, sureRight: 0, sureWrong: [] };
  for (const language of TITLE_LANGUAGES) {
    const tally = tallies.get(language);
    if (!tally) continue;
    all.total += tally.total;
    all.top1 += tally.top1;
    all.top5 += tally.top5;
    all.sure += tally.sure;
    all.sureRight += tally.sureRight;
    all.sureWrong.push(...tally.sureWrong);
    console.log(
      `  ${language.padEnd(8)}  ${String(tally.total).padStart(6)}  ${percent(tally.top1, tally.total).padStart(6)}  ${percent(tally.top5, tally.total).padStart(6)}  ${percent(tally.sure, tally.total).padStart(7)}  ${tally.sure === 0 ? "     —" : percent(tally.sureRight, tally.sure).padStart(6)}               ${tally.sureWrong.length}`,
    );
  }
  console.log(
    `  all       ${String(all.total).padStart(6)}  ${percent(all.top1, all.total).padStart(6)}  ${percent(all.top5, all.total).padStart(6)}  ${percent(all.sure, all.total).padStart(7)}  ${all.sure === 0 ? "     —" : percent(all.sureRight, all.sure).padStart(6)}               ${all.sureWrong.length}`,
  );
  if (listSureWrong) for (const line of all.sureWrong) console.log(`  sure and wrong: ${line}`);
}

function productMatch(index: TitleIndex, foreignTitles: ForeignTitleIndex | undefined) {
  return (title: string): { codes: string[]; sure: boolean } => {
    const result = matchOccupations({ index, title, limit: 5, foreignTitles: englishOnly ? undefined : foreignTitles });
    return { codes: result.matches.map(({ code }) => code), sure: result.sureEnough };
  };
}

function main(): void {
  const started = performance.now();
  const index = buildTitleIndex(loadOccupationDatasetSync());
  const { occupations } = readEscoOccupations({ sourceDir });
  const { heldOut, training, foldOf } = splitEscoOccupations({ occupations, seed });
  const buildFrom = (kept: readonly EscoOccupation[]): ForeignTitleIndex =>
    buildForeignTitleIndex(
      toEscoTitleIndexData({ occupations: kept, sources: ESCO_SOURCES, version: ESCO_TITLES_VERSION }),
    );
  console.log(
    `seed ${seed}: ${heldOut.length} ESCO occupations held out, ${training.length} in the index${englishOnly ? " (English matcher only: no foreign-title stage)" : ""}`,
  );
  if (flags.includes("--fit")) {
    const maxWords = Number(flagValue("--max-words") ?? Number.POSITIVE_INFINITY);
    fitForeignCalibration({ index, training, foldOf, buildFrom, seed, maxWords });
    return;
  }
  const trainingIndex = buildFrom(training);
  const heldOutCases = collectHeldOutCases({ occupations: heldOut, seed });
  printTallies(
    "ESCO HELD-OUT SPLIT: labels of held-out occupations, matched against an index without them",
    tallyCases({ cases: heldOutCases, match: productMatch(index, trainingIndex) }),
    { listSureWrong: false },
  );
  const shipped = buildForeignTitleIndex(loadEscoTitlesSync());
  const everyday: TitleCase[] = EVERYDAY_TITLES.map(({ language, title, code, alsoRight = [] }) => ({
    language,
    title,
    right: new Set([code, ...alsoRight]),
  }));
  printTallies(
    "EVERYDAY TITLES (written before tuning), shipped index",
    tallyCases({ cases: everyday, match: productMatch(index, shipped) }),
    { listSureWrong: true },
  );
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main();
