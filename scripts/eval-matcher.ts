/**
 * Evaluates the title matcher.
 *
 *   tsx scripts/eval-matcher.ts [dataset-path] [--source ../shared/data] [--seed N] [--fit] [--verbose]
 *
 * Main figures: the development split of the official coding-index titles O*NET does not list
 * (`scripts/matcher-eval/coding-index-split.ts`), matched against an index built without them:
 * top-1, top-5 and SOC major group, a reliability table of the top confidence, the coverage and
 * precision of `sureEnough`, and the plain word-overlap (Jaccard) baseline on the same titles. Then
 * the noise split (the same titles with a company, place, dates or placeholders around them,
 * seeded) and the earlier O*NET hold-out splits (built without coding-index titles, as before).
 * Each index split also prints how many of its titles the right occupation's titles cover word for
 * word, and the top-1 within each class (`matcher-eval/word-coverage.ts`): what word matching can reach.
 *
 * `--fit-ranking` refits the ranking weights on the training folds (`matcher-eval/fit-rank-weights.ts`)
 * and prints how they do on the tuning fold beside the current weights.
 *
 * `--fit` cross-fits the calibration on the training titles only (five hash folds: each fold is
 * matched against an index built without it) and prints the logistic coefficients and the
 * `sureEnough` threshold to put in `core/occupations/match-calibration.ts`.
 *
 * Earlier O*NET splits ("title hold-out"): a fixed-seed 10% of the distinct alternate-title strings
 * is removed from every occupation; correct = an occupation O*NET lists the title under. "Pair
 * hold-out" removes a (occupation, title) pair from that occupation only.
 */
import { resolve } from "node:path";
import type { OccupationDataset } from "../core/occupations/dataset";
import { describeTopMatch, matchOccupations } from "../core/occupations/match-occupations";
import { RANK_FEATURES, RANK_WEIGHTS } from "../core/occupations/rank-weights";
import { CALIBRATION, calibrationInputs, SURE_ENOUGH_PROBABILITY } from "../core/occupations/match-calibration";
import { normalizeJobTitle } from "../core/occupations/normalize-job-title";
import { buildTitleIndex, type TitleIndex } from "../core/occupations/title-index";
import { DEFAULT_OCCUPATION_DATASET_PATH, loadOccupationDatasetSync } from "../integrations/occupation-data";
import { perturbTitle } from "./matcher-eval/perturb-title";
import { readTitleIndexRows } from "./occupation-data/read-title-indexes";
import { addTitleNoise } from "./matcher-eval/add-title-noise";
import { splitCodingIndex } from "./matcher-eval/coding-index-split";
import { splitIndexRows } from "./matcher-eval/row-hold-out-split";
import { fitLogistic } from "./matcher-eval/fit-logistic";
import { collectRankingCases, describeFit, fitRankWeights, type RankingCase } from "./matcher-eval/fit-rank-weights";
import { createJaccardMatcher } from "./matcher-eval/jaccard-baseline";
import { classifyWordCoverage, printWordCoverage } from "./matcher-eval/word-coverage";
import { createTokenOverlapMatcher } from "./matcher-eval/token-overlap-baseline";

const DEFAULT_SEED = 20_250_101;
const HOLD_OUT_SHARE = 0.1;
const WARM_UP_QUERIES = 200;

/** mulberry32: tiny deterministic PRNG so the split is identical on every machine. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface HeldOutCase {
  title: string;
  /** The code the old pair-based split wants (the occupation the pair was taken from). */
  wanted?: string;
  /** Every occupation O*NET lists this title under. */
  listed: Set<string>;
}

/** Old split: a fixed-seed 10% of (occupation, alternate title) pairs, removed from that occupation only. */
function splitPairs({ dataset, seed }: { dataset: OccupationDataset; seed: number }): {
  training: OccupationDataset;
  heldOut: HeldOutCase[];
} {
  const random = createRandom(seed);
  const listedUnder = new Map<string, Set<string>>();
  for (const occupation of dataset.occupations) {
    for (const title of occupation.alternateTitles) {
      const key = title.toLowerCase();
      const codes = listedUnder.get(key) ?? new Set<string>();
      codes.add(occupation.code);
      listedUnder.set(key, codes);
    }
  }
  const heldOut: HeldOutCase[] = [];
  const occupations = dataset.occupations.map((occupation) => {
    const removed = new Set<string>();
    const alternateTitles = occupation.alternateTitles.filter((title) => {
      if (random() < HOLD_OUT_SHARE) {
        heldOut.push({ title, wanted: occupation.code, listed: listedUnder.get(title.toLowerCase()) ?? new Set() });
        removed.add(title.toLowerCase());
        return false;
      }
      return true;
    });
    const keep = (title: string): boolean => !removed.has(title.toLowerCase());
    return {
      ...occupation,
      alternateTitles,
      shortTitles: occupation.shortTitles.filter(keep),
      reportedTitles: occupation.reportedTitles.filter(keep),
    };
  });
  return { training: { ...dataset, occupations }, heldOut };
}

/**
 * New split: a fixed-seed 10% of the distinct (normalised) alternate-title strings, removed from
 * every occupation's alternate, short and reported titles. Each held-out case is one string (its
 * first spelling in code order) and the set of occupations listing it under any of its spellings.
 */
function splitTitles({
  dataset,
  seed,
  source = "alternateTitles",
}: {
  dataset: OccupationDataset;
  seed: number;
  source?: "alternateTitles" | "reportedTitles";
}): {
  training: OccupationDataset;
  heldOut: HeldOutCase[];
} {
  const spelling = new Map<string, string>();
  for (const occupation of dataset.occupations) {
    for (const title of occupation[source]) {
      const key = normalizeJobTitle(title);
      if (key !== "" && !spelling.has(key)) spelling.set(key, title);
    }
  }
  const random = createRandom(seed);
  const removed = new Set<string>();
  for (const key of [...spelling.keys()].sort()) if (random() < HOLD_OUT_SHARE) removed.add(key);
  const listed = new Map<string, Set<string>>();
  const note = (title: string, code: string): void => {
    const key = normalizeJobTitle(title);
    if (!removed.has(key)) return;
    const codes = listed.get(key) ?? new Set<string>();
    codes.add(code);
    listed.set(key, codes);
  };
  const keep = (title: string): boolean => !removed.has(normalizeJobTitle(title));
  const occupations = dataset.occupations.map((occupation) => {
    note(occupation.title, occupation.code);
    for (const title of [...occupation.alternateTitles, ...occupation.shortTitles, ...occupation.reportedTitles])
      note(title, occupation.code);
    return {
      ...occupation,
      alternateTitles: occupation.alternateTitles.filter(keep),
      shortTitles: occupation.shortTitles.filter(keep),
      reportedTitles: occupation.reportedTitles.filter(keep),
    };
  });
  const heldOut = [...removed]
    .sort()
    .map((key): HeldOutCase => ({ title: spelling.get(key) ?? key, listed: listed.get(key) ?? new Set() }));
  return { training: { ...dataset, occupations }, heldOut };
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

interface Scores {
  cases: number;
  top1: number;
  top5: number;
  major: number;
  sure: number;
  sureCorrect: number;
  latencies: number[];
  /** Per case: the top confidence and whether the top was right. */
  calibration: { confidence: number; correct: boolean }[];
  /** Per case, in the order given: whether the top was right. */
  outcomes: boolean[];
}

/** What a matcher returns for a title: its best codes (best first), the top title and whether it is sure. */
interface Prediction {
  codes: string[];
  topTitle?: string;
  sureEnough?: boolean;
  confidence?: number;
}
type Matcher = (title: string) => Prediction;

function productMatcher(index: TitleIndex): Matcher {
  return (title) => {
    const result = matchOccupations({ index, title, limit: 5 });
    return {
      codes: result.matches.map((match) => match.code),
      topTitle: result.matches[0]?.title,
      sureEnough: result.sureEnough,
      confidence: result.matches[0]?.confidence,
    };
  };
}

function jaccardMatcher(dataset: OccupationDataset): Matcher {
  const match = createJaccardMatcher(dataset);
  return (title) => ({ codes: match(title, 5) });
}

function baselineMatcher(dataset: OccupationDataset): Matcher {
  const match = createTokenOverlapMatcher(dataset);
  return (title) => ({ codes: match(title, 5) });
}

/** Matches every held-out case; "correct" = the predicted code is in `listed` (or equals `wanted` when `strict`). */
function scoreCases({
  match,
  heldOut,
  strict,
  verbose,
  rewrite = (title) => title,
}: {
  match: Matcher;
  heldOut: Pick<HeldOutCase, "title" | "wanted" | "listed">[];
  strict: boolean;
  verbose: boolean;
  /** Turns each held-out title into the query (the robustness figures type it differently). */
  rewrite?: (title: string) => string;
}): Scores {
  const scores: Scores = {
    cases: heldOut.length,
    top1: 0,
    top5: 0,
    major: 0,
    sure: 0,
    sureCorrect: 0,
    latencies: [],
    calibration: [],
    outcomes: [],
  };
  // Untimed first queries: a fresh index's first matches compile the matcher and size its scratch
  // arrays, which a running server has done long before (`bench:matcher` warms up too). Titles as
  // written: `rewrite` may draw from a seeded generator.
  for (const { title } of heldOut.slice(0, WARM_UP_QUERIES)) match(title);
  for (const { title, wanted, listed } of heldOut) {
    const query = rewrite(title);
    const started = performance.now();
    const { codes, topTitle, sureEnough, confidence } = match(query);
    scores.latencies.push(performance.now() - started);
    const good = (code: string | undefined): boolean =>
      code !== undefined && (strict ? code === wanted : listed.has(code));
    const top = codes[0];
    scores.outcomes.push(good(top));
    if (good(top)) scores.top1++;
    else if (verbose)
      console.log(`${query} → ${top ?? "-"} ${topTitle ?? ""} (want ${strict ? wanted : [...listed].join(" ")})`);
    if (codes.some(good)) scores.top5++;
    const majors = strict ? [wanted?.slice(0, 2)] : [...listed].map((code) => code.slice(0, 2));
    if (top !== undefined && majors.includes(top.slice(0, 2))) scores.major++;
    if (confidence !== undefined) scores.calibration.push({ confidence, correct: good(top) });
    if (sureEnough) {
      scores.sure++;
      if (good(top)) scores.sureCorrect++;
    }
  }
  scores.latencies.sort((a, b) => a - b);
  return scores;
}

/** Reliability table: top confidence in tenths → cases, mean confidence, observed top-1 accuracy. */
function printReliability(calibration: Scores["calibration"]): void {
  console.log("  reliability (top confidence bin: titles, mean confidence, observed top-1 accuracy)");
  for (let bin = 0; bin < 10; bin++) {
    const low = bin / 10;
    const high = (bin + 1) / 10;
    const inBin = calibration.filter(
      ({ confidence }) => confidence >= low && (bin === 9 ? confidence <= 1 : confidence < high),
    );
    if (inBin.length === 0) continue;
    const mean = inBin.reduce((sum, entry) => sum + entry.confidence, 0) / inBin.length;
    const right = inBin.filter((entry) => entry.correct).length / inBin.length;
    console.log(
      `    ${low.toFixed(1)}–${high.toFixed(1)}  ${String(inBin.length).padStart(5)}  ${(100 * mean).toFixed(1).padStart(5)}%  ${(100 * right).toFixed(1).padStart(5)}%`,
    );
  }
}

/**
 * Cross-fits the calibration on training titles: each of five hash folds is matched against an
 * index built without it, plus every fifth index title O*NET lists (in the index, so the fit sees
 * exact matches); prints the logistic coefficients, a threshold table and the lowest threshold
 * whose precision is at least 95% on both kinds of training titles.
 */
function fitCalibration(dataset: OccupationDataset, rows: ReturnType<typeof readTitleIndexRows>): void {
  const observations: { x: number[]; y: 0 | 1 }[] = [];
  for (let fold = 0; fold < 5; fold++) {
    const split = splitCodingIndex({ dataset, rows, holdOutFold: fold });
    const index = buildTitleIndex(split.training);
    for (const entry of split.train) {
      if (entry.fold !== fold) continue;
      const top = describeTopMatch({ index, title: entry.title });
      if (!top) continue;
      observations.push({ x: calibrationInputs(top), y: entry.listed.has(top.code) ? 1 : 0 });
    }
    console.log(`fold ${fold}: ${observations.length} training titles so far`);
  }
  // Rows of the indexes left out by fold: their titles may still be in the index under other codes.
  for (let fold = 0; fold < 5; fold++) {
    const byRow = splitIndexRows({ dataset, rows, part: { fold } });
    const index = buildTitleIndex(byRow.training);
    for (const entry of byRow.dev) {
      const top = describeTopMatch({ index, title: entry.title });
      if (top) observations.push({ x: calibrationInputs(top), y: entry.listed.has(top.code) ? 1 : 0 });
    }
    console.log(`row fold ${fold}: ${observations.length} training titles so far`);
  }
  const heldOutCount = observations.length;
  // Titles the index knows (listed by O*NET too), every fifth, so the fit sees exact matches as well.
  const split = splitCodingIndex({ dataset, rows });
  const index = buildTitleIndex(split.training);
  // Only titles whose answers are one SOC occupation: a title O*NET lists under many occupations
  // ("Machine Operator", 45) counts any of them right, which taught the fit that a title shared
  // by many occupations is as safe as one only one occupation lists.
  split.listed.forEach((entry, position) => {
    if (position % 5 !== 0) return;
    if (new Set([...entry.listed].map((code) => code.slice(0, 7))).size > 1) return;
    const top = describeTopMatch({ index, title: entry.title });
    if (top) observations.push({ x: calibrationInputs(top), y: entry.listed.has(top.code) ? 1 : 0 });
  });
  // Two calibrations (`calibrationGroup`): titles O*NET lists for the top, and everything else.
  const names = Object.keys(CALIBRATION.other);
  // Inputs follow the coefficients after the intercept.
  const exactAt = names.indexOf("exact") - 1;
  const indexOnlyAt = names.indexOf("exactIndexOnly") - 1;
  const groupOf = (x: number[]): "listed" | "other" => (x[exactAt] === 1 && x[indexOnlyAt] === 0 ? "listed" : "other");
  const fitted = {
    listed: fitLogistic(observations.filter(({ x }) => groupOf(x) === "listed")),
    other: fitLogistic(observations.filter(({ x }) => groupOf(x) === "other")),
  };
  console.log("CALIBRATION = {");
  for (const group of ["listed", "other"] as const)
    console.log(
      `  ${group}: { ${names.map((name, i) => `${name}: ${(fitted[group][i] ?? 0).toFixed(3)}`).join(", ")} },`,
    );
  console.log("}");
  const probabilityOf = (x: number[]): number => {
    const weights = fitted[groupOf(x)];
    return 1 / (1 + Math.exp(-x.reduce((sum, value, i) => sum + value * (weights[i + 1] ?? 0), weights[0] ?? 0)));
  };
  const scored = observations.map(({ x, y }, position) => ({
    p: probabilityOf(x),
    y,
    group: groupOf(x),
    heldOut: position < heldOutCount,
  }));
  // Per group, the threshold: the lowest whose precision, less one standard error, is at least 95%
  // on the held-out training titles above it and on the titles the index knows (each when at least
  // 20 are above it, and at least one of them); 1 (never sure) when no threshold qualifies.
  const describe = (rows: typeof scored, threshold: number): { coverage: number; precision: number; count: number } => {
    const above = rows.filter(({ p }) => p >= threshold);
    return {
      coverage: above.length / Math.max(1, rows.length),
      precision: above.reduce((sum, { y }) => sum + y, 0) / Math.max(1, above.length),
      count: above.length,
    };
  };
  const candidates = [0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.93, 0.95, 0.97, 0.98, 0.985, 0.99, 0.993, 0.995, 0.997, 0.999];
  const thresholds = { listed: 1, other: 1 };
  for (const group of ["listed", "other"] as const) {
    const heldOut = scored.filter((row) => row.group === group && row.heldOut);
    const known = scored.filter((row) => row.group === group && !row.heldOut);
    console.log(
      `${group} (${heldOut.length} held-out, ${known.length} index-known): threshold: held-out coverage / precision; index-known coverage / precision`,
    );
    for (const candidate of candidates) {
      const a = describe(heldOut, candidate);
      const b = describe(known, candidate);
      console.log(
        `  ${candidate}: ${(100 * a.coverage).toFixed(1)}% / ${(100 * a.precision).toFixed(1)}% (${a.count});  ${(100 * b.coverage).toFixed(1)}% / ${(100 * b.precision).toFixed(1)}% (${b.count})`,
      );
      const enough = a.count >= 20 || b.count >= 20;
      // Precision one standard error down: the lowest threshold whose plain precision just
      // reaches 95% sits on the boundary, and new titles then fall below it about half the time.
      const precise = ({ precision, count }: { precision: number; count: number }): boolean =>
        count < 20 || precision - Math.sqrt((precision * (1 - precision)) / count) >= 0.95;
      if (thresholds[group] === 1 && enough && precise(a) && precise(b)) thresholds[group] = candidate;
    }
  }
  console.log(`SURE_ENOUGH_PROBABILITY = { listed: ${thresholds.listed}, other: ${thresholds.other} }`);
  const exactHeldOut = observations.slice(0, heldOutCount).filter(({ x }) => x[exactAt] === 1);
  console.log(
    `held-out training titles whose top lists the query word for word: ${exactHeldOut.length}, right ${exactHeldOut.filter(({ y }) => y === 1).length}`,
  );
  const accuracy = observations.slice(0, heldOutCount).reduce((sum, { y }) => sum + y, 0) / Math.max(1, heldOutCount);
  console.log(`cross-fitted top-1 on ${heldOutCount} held-out training titles: ${(100 * accuracy).toFixed(1)}%`);
  const known = observations.slice(heldOutCount);
  console.log(
    `top-1 on ${known.length} index titles O*NET lists (in the index): ${((100 * known.reduce((sum, { y }) => sum + y, 0)) / Math.max(1, known.length)).toFixed(1)}%`,
  );
}

/**
 * Refits the ranking weights (`RANK_WEIGHTS`) on training titles: each of five folds of both
 * training splits is matched against an index built without it. Prints how weights fitted on folds
 * 1–4 do on fold 0 (the tuning fold) beside the current weights, then the weights fitted on all five.
 */
function fitRanking(dataset: OccupationDataset, rows: ReturnType<typeof readTitleIndexRows>): void {
  const byFold: RankingCase[][] = [];
  for (let fold = 0; fold < 5; fold++) {
    const split = splitCodingIndex({ dataset, rows, holdOutFold: fold });
    const byRow = splitIndexRows({ dataset, rows, part: { fold } });
    byFold.push([
      ...collectRankingCases({
        index: buildTitleIndex(split.training),
        // Held-out training titles, and every fifth index title O*NET lists (in the index, so the
        // fit sees word-for-word matches too: without them it learns to distrust them).
        cases: [
          ...split.train.filter((entry) => entry.fold === fold),
          ...split.listed.filter((_, position) => position % 5 === fold),
        ],
      }),
      ...collectRankingCases({ index: buildTitleIndex(byRow.training), cases: byRow.dev }),
    ]);
  }
  const tuning = byFold[0] ?? [];
  const current = { ...RANK_WEIGHTS };
  const heldOutFit = fitRankWeights(byFold.slice(1).flat());
  const top1 = (weights: typeof current): string => `${(100 * describeFit(tuning, weights).top1).toFixed(1)}%`;
  console.log(
    `tuning fold (${tuning.length} titles with a right candidate): top-1 among candidates, current weights ${top1(current)}, fitted on the other folds ${top1(heldOutFit)}`,
  );
  const fitted = fitRankWeights(byFold.flat());
  console.log("RANK_WEIGHTS fitted on all folds = {");
  for (const name of RANK_FEATURES) console.log(`  ${name}: ${fitted[name].toFixed(3)}, // now ${current[name]}`);
  console.log("}");
}

function main(): void {
  const args = process.argv.slice(2);
  const flagValue = (name: string): string | undefined => {
    const position = args.indexOf(name);
    return position >= 0 ? args[position + 1] : undefined;
  };
  const seed = Number(flagValue("--seed") ?? DEFAULT_SEED);
  const verbose = args.includes("--verbose");
  const sourceDir = resolve(flagValue("--source") ?? "../shared/data");
  const pathArg = args.find(
    (arg, position) => !arg.startsWith("--") && !["--seed", "--source"].includes(args[position - 1] ?? ""),
  );
  const path = pathArg ? resolve(pathArg) : DEFAULT_OCCUPATION_DATASET_PATH;

  const loadStarted = performance.now();
  const shipped = loadOccupationDatasetSync({ path });
  const loadMs = performance.now() - loadStarted;
  const buildStarted = performance.now();
  buildTitleIndex(shipped);
  const buildMs = performance.now() - buildStarted;
  const rows = readTitleIndexRows(sourceDir);
  if (args.includes("--fit")) {
    fitCalibration(shipped, rows);
    return;
  }
  if (args.includes("--fit-ranking")) {
    fitRanking(shipped, rows);
    return;
  }

  const pct = (count: number, cases: number): string => `${((100 * count) / Math.max(1, cases)).toFixed(1)}%`;
  const report = (label: string, scores: Scores, { latency = true }: { latency?: boolean } = {}): void => {
    console.log(`${label}: ${scores.cases} held-out titles`);
    console.log(
      `  top-1 ${pct(scores.top1, scores.cases)}  top-5 ${pct(scores.top5, scores.cases)}  SOC major group (2-digit) ${pct(scores.major, scores.cases)}`,
    );
    if (!latency) return;
    console.log(
      `  sureEnough on ${pct(scores.sure, scores.cases)} of queries, top-1 precision when sure ${pct(scores.sureCorrect, scores.sure)}`,
    );
    console.log(
      `  latency per match: p50 ${percentile(scores.latencies, 0.5).toFixed(3)} ms  p99 ${percentile(scores.latencies, 0.99).toFixed(3)} ms`,
    );
  };

  // Main figures: development titles of the coding indexes, against an index without them.
  const coding = splitCodingIndex({ dataset: shipped, rows });
  const devIndex = buildTitleIndex(coding.training);
  const devMatcher = productMatcher(devIndex);
  if (verbose) console.log("--- development split failures");
  const devScores = scoreCases({ match: devMatcher, heldOut: coding.dev, strict: false, verbose });
  const noiseRandom = createRandom(seed + 2);
  const devNoisy = scoreCases({
    match: devMatcher,
    heldOut: coding.dev,
    strict: false,
    verbose: false,
    rewrite: (title) => addTitleNoise(title, noiseRandom),
  });
  const devJaccard = scoreCases({
    match: jaccardMatcher(coding.training),
    heldOut: coding.dev,
    strict: false,
    verbose: false,
  });
  const trainTitleCount = coding.train.length;
  const byRow = splitIndexRows({ dataset: shipped, rows });
  if (args.includes("--verbose-rows")) console.log("--- row hold-out failures");
  const rowScores = scoreCases({
    match: productMatcher(buildTitleIndex(byRow.training)),
    heldOut: byRow.dev,
    strict: false,
    verbose: args.includes("--verbose-rows"),
  });
  const rowJaccard = scoreCases({
    match: jaccardMatcher(byRow.training),
    heldOut: byRow.dev,
    strict: false,
    verbose: false,
  });

  // Earlier splits: O*NET titles only, as before the coding indexes were added.
  const dataset = {
    ...shipped,
    occupations: shipped.occupations.map((occupation) => ({ ...occupation, indexTitles: [] })),
  };
  /** The same perturbation for every matcher: a fresh generator per run, seeded from the split's seed. */
  const perturbed = (): ((title: string) => string) => {
    const random = createRandom(seed + 1);
    return (title) => perturbTitle(title, random);
  };
  const titles = splitTitles({ dataset, seed });
  const titleMatcher = productMatcher(buildTitleIndex(titles.training));
  const titleBaseline = baselineMatcher(titles.training);
  const titleScores = scoreCases({ match: titleMatcher, heldOut: titles.heldOut, strict: false, verbose: false });
  const titleTyped = scoreCases({
    match: titleMatcher,
    heldOut: titles.heldOut,
    strict: false,
    verbose: false,
    rewrite: perturbed(),
  });
  const quiet = { heldOut: titles.heldOut, strict: false, verbose: false };
  const baselineScores = scoreCases({ match: titleBaseline, ...quiet });
  const reported = splitTitles({ dataset, seed, source: "reportedTitles" });
  const reportedScores = scoreCases({
    match: productMatcher(buildTitleIndex(reported.training)),
    heldOut: reported.heldOut,
    strict: false,
    verbose: false,
  });
  const pairs = splitPairs({ dataset, seed });
  const pairStrict = scoreCases({
    match: productMatcher(buildTitleIndex(pairs.training)),
    heldOut: pairs.heldOut,
    strict: true,
    verbose: false,
  });

  console.log(
    `CODING-INDEX DEVELOPMENT SPLIT (main figures): titles of the Census and BLS indexes O*NET does not list, 20% by hash; ${trainTitleCount} training titles stay in the index, ${coding.dev.length} development titles are left out of it`,
  );
  report("  product matcher", devScores);
  printReliability(devScores.calibration);
  console.log(
    `  sureEnough threshold: calibrated probability ≥ ${SURE_ENOUGH_PROBABILITY.listed} when the top lists the title as O*NET does; ≥ ${SURE_ENOUGH_PROBABILITY.other} otherwise (1: never)`,
  );
  printWordCoverage(classifyWordCoverage(coding.training, coding.dev), devScores.outcomes);
  report("  plain word-overlap (Jaccard) baseline, same index titles", devJaccard, { latency: false });
  report(
    "ROW HOLD-OUT: 20% of the index rows left out; their titles that are not word for word an O*NET title",
    rowScores,
  );
  printReliability(rowScores.calibration);
  printWordCoverage(classifyWordCoverage(byRow.training, byRow.dev), rowScores.outcomes);
  report("  plain word-overlap (Jaccard) baseline, same rows", rowJaccard, { latency: false });
  report(
    "NOISE SPLIT: the same development titles with a company, place, dates or placeholders around them (seeded)",
    devNoisy,
  );
  printReliability(devNoisy.calibration);
  console.log(`seed ${seed} (earlier splits, O*NET titles only)`);
  report("TITLE HOLD-OUT (distinct O*NET alternate titles removed from every occupation)", titleScores);
  report("  the same titles typed as people type them (abbreviation, seniority word, typo or lower case)", titleTyped);
  report("  plain token-overlap matcher", baselineScores, { latency: false });
  report("REPORTED-TITLE HOLD-OUT (titles incumbents reported in O*NET surveys)", reportedScores);
  report("PAIR HOLD-OUT, old definition (correct = the one occupation the pair came from)", pairStrict);
  console.log(
    `shipped dataset load ${loadMs.toFixed(0)} ms + index build ${buildMs.toFixed(0)} ms = ready in ${(loadMs + buildMs).toFixed(0)} ms`,
  );
}

main();
