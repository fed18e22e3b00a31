/**
 * Evaluates the title matcher on held-out O*NET titles.
 *
 *   tsx scripts/eval-matcher.ts [dataset-path] [--seed N] [--verbose]
 *
 * Main figures ("title hold-out"): a fixed-seed 10% of the distinct alternate-title strings of the
 * whole index is held out. Distinct means distinct after normalisation (`normalizeJobTitle`), so
 * "Registered Nurse" and "Registered Nurses (RN)" are one string and leave together. A held-out
 * string is removed from every occupation's alternate, short and reported titles, so no copy of it
 * stays in the index under another occupation. A prediction is correct when the predicted
 * occupation is one O*NET lists that title under (as an alternate, short or reported title, or as
 * its own title): top-1, top-5 and SOC major group (2-digit) are scored that way.
 *
 * Old figures ("pair hold-out", kept for comparison): a fixed-seed 10% of (occupation, alternate
 * title) pairs is removed from that occupation only; a copy of the same string listed under another
 * occupation stays in the index, so about 29% of those cases can hardly be matched to the wanted code.
 *
 * Tuning was done with other seeds (--seed), never the default.
 */
import { resolve } from "node:path";
import type { OccupationDataset } from "../core/occupations/dataset";
import { matchOccupations } from "../core/occupations/match-occupations";
import { normalizeJobTitle } from "../core/occupations/normalize-job-title";
import { buildTitleIndex, type TitleIndex } from "../core/occupations/title-index";
import { DEFAULT_OCCUPATION_DATASET_PATH, loadOccupationDatasetSync } from "../integrations/occupation-data";
import { perturbTitle } from "./matcher-eval/perturb-title";
import { createTokenOverlapMatcher } from "./matcher-eval/token-overlap-baseline";

const DEFAULT_SEED = 20_250_101;
const HOLD_OUT_SHARE = 0.1;

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
}

/** What a matcher returns for a title: its best codes (best first), the top title and whether it is sure. */
interface Prediction {
  codes: string[];
  topTitle?: string;
  sureEnough?: boolean;
}
type Matcher = (title: string) => Prediction;

function productMatcher(index: TitleIndex): Matcher {
  return (title) => {
    const result = matchOccupations({ index, title, limit: 5 });
    return {
      codes: result.matches.map((match) => match.code),
      topTitle: result.matches[0]?.title,
      sureEnough: result.sureEnough,
    };
  };
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
  heldOut: HeldOutCase[];
  strict: boolean;
  verbose: boolean;
  /** Turns each held-out title into the query (the robustness figures type it differently). */
  rewrite?: (title: string) => string;
}): Scores {
  const scores: Scores = { cases: heldOut.length, top1: 0, top5: 0, major: 0, sure: 0, sureCorrect: 0, latencies: [] };
  for (const { title, wanted, listed } of heldOut) {
    const query = rewrite(title);
    const started = performance.now();
    const { codes, topTitle, sureEnough } = match(query);
    scores.latencies.push(performance.now() - started);
    const good = (code: string | undefined): boolean =>
      code !== undefined && (strict ? code === wanted : listed.has(code));
    const top = codes[0];
    if (good(top)) scores.top1++;
    else if (verbose)
      console.log(`${query} → ${top ?? "-"} ${topTitle ?? ""} (want ${strict ? wanted : [...listed].join(" ")})`);
    if (codes.some(good)) scores.top5++;
    const majors = strict ? [wanted?.slice(0, 2)] : [...listed].map((code) => code.slice(0, 2));
    if (top !== undefined && majors.includes(top.slice(0, 2))) scores.major++;
    if (sureEnough) {
      scores.sure++;
      if (good(top)) scores.sureCorrect++;
    }
  }
  scores.latencies.sort((a, b) => a - b);
  return scores;
}

function main(): void {
  const args = process.argv.slice(2);
  const seedFlag = args.indexOf("--seed");
  const seed = seedFlag >= 0 ? Number(args[seedFlag + 1]) : DEFAULT_SEED;
  const verbose = args.includes("--verbose");
  const pathArg = args.find((arg, position) => !arg.startsWith("--") && args[position - 1] !== "--seed");
  const path = pathArg ? resolve(pathArg) : DEFAULT_OCCUPATION_DATASET_PATH;

  const loadStarted = performance.now();
  const dataset = loadOccupationDatasetSync({ path });
  const loadMs = performance.now() - loadStarted;
  const buildStarted = performance.now();
  buildTitleIndex(dataset);
  const buildMs = performance.now() - buildStarted;

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
  /** The same perturbation for every matcher: a fresh generator per run, seeded from the split's seed. */
  const perturbed = (): ((title: string) => string) => {
    const random = createRandom(seed + 1);
    return (title) => perturbTitle(title, random);
  };

  const titles = splitTitles({ dataset, seed });
  const titleMatcher = productMatcher(buildTitleIndex(titles.training));
  const titleBaseline = baselineMatcher(titles.training);
  if (verbose) console.log("--- title hold-out failures");
  const titleScores = scoreCases({ match: titleMatcher, heldOut: titles.heldOut, strict: false, verbose });
  const titleTyped = scoreCases({
    match: titleMatcher,
    heldOut: titles.heldOut,
    strict: false,
    verbose: false,
    rewrite: perturbed(),
  });
  const quiet = { heldOut: titles.heldOut, strict: false, verbose: false };
  const baselineScores = scoreCases({ match: titleBaseline, ...quiet });
  const baselineTyped = scoreCases({ match: titleBaseline, ...quiet, rewrite: perturbed() });

  const reported = splitTitles({ dataset, seed, source: "reportedTitles" });
  if (verbose) console.log("--- reported-title hold-out failures");
  const reportedScores = scoreCases({
    match: productMatcher(buildTitleIndex(reported.training)),
    heldOut: reported.heldOut,
    strict: false,
    verbose,
  });
  const reportedBaseline = scoreCases({
    match: baselineMatcher(reported.training),
    heldOut: reported.heldOut,
    strict: false,
    verbose: false,
  });

  const pairs = splitPairs({ dataset, seed });
  if (verbose) console.log("--- pair hold-out failures (wanted code)");
  const pairMatcher = productMatcher(buildTitleIndex(pairs.training));
  const pairStrict = scoreCases({ match: pairMatcher, heldOut: pairs.heldOut, strict: true, verbose });
  const pairAcceptable = scoreCases({ match: pairMatcher, heldOut: pairs.heldOut, strict: false, verbose: false });
  const pairBaseline = scoreCases({
    match: baselineMatcher(pairs.training),
    heldOut: pairs.heldOut,
    strict: true,
    verbose: false,
  });
  const ambiguous = pairs.heldOut.filter((entry) => entry.listed.size > 1).length;

  console.log(`seed ${seed}`);
  report(
    "TITLE HOLD-OUT (main figures: distinct title strings removed from every occupation; correct = any occupation O*NET lists the title under)",
    titleScores,
  );
  report("  the same titles typed as people type them (abbreviation, seniority word, typo or lower case)", titleTyped);
  report("  for scale, a plain token-overlap matcher (scripts/matcher-eval), as listed", baselineScores, {
    latency: false,
  });
  report("  the plain token-overlap matcher, titles typed as people type them", baselineTyped, { latency: false });
  report(
    "REPORTED-TITLE HOLD-OUT (the same, for the titles incumbents reported in O*NET surveys: closest to what visitors type)",
    reportedScores,
  );
  report("  for scale, the plain token-overlap matcher", reportedBaseline, { latency: false });
  report("PAIR HOLD-OUT, old definition (correct = the one occupation the pair came from)", pairStrict);
  console.log(
    `  ${pct(ambiguous, pairs.heldOut.length)} of these titles are listed under more than one occupation (a copy stays in the index); top-1 acceptable (any listed occupation) ${pct(pairAcceptable.top1, pairs.heldOut.length)}`,
  );
  report("  for scale, the plain token-overlap matcher", pairBaseline, { latency: false });
  console.log(
    `dataset load ${loadMs.toFixed(0)} ms + index build ${buildMs.toFixed(0)} ms = ready in ${(loadMs + buildMs).toFixed(0)} ms`,
  );
}

main();
