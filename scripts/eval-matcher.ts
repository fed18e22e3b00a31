/**
 * Evaluates the title matcher on held-out O*NET alternate titles.
 *
 *   tsx scripts/eval-matcher.ts [dataset-path] [--seed N] [--verbose]
 *
 * A fixed-seed 10% of (occupation, alternate title) pairs is removed from the index (and the same
 * string is also removed from that occupation's short/reported titles so it cannot leak back in),
 * then each held-out title is matched. Tuning was done with other seeds (--seed), never the default.
 */
import { resolve } from "node:path";
import type { OccupationDataset } from "../core/occupations/dataset";
import { matchOccupations } from "../core/occupations/match-occupations";
import { buildTitleIndex } from "../core/occupations/title-index";
import { DEFAULT_OCCUPATION_DATASET_PATH, loadOccupationDatasetSync } from "../integrations/occupation-data";

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

function splitHeldOut({ dataset, seed }: { dataset: OccupationDataset; seed: number }): {
  training: OccupationDataset;
  heldOut: { code: string; title: string }[];
} {
  const random = createRandom(seed);
  const heldOut: { code: string; title: string }[] = [];
  const occupations = dataset.occupations.map((occupation) => {
    const removed = new Set<string>();
    const alternateTitles = occupation.alternateTitles.filter((title) => {
      if (random() < HOLD_OUT_SHARE) {
        heldOut.push({ code: occupation.code, title });
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

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
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

  const { training, heldOut } = splitHeldOut({ dataset, seed });
  const index = buildTitleIndex(training);
  // O*NET lists many alternate titles under several occupations; a prediction is "acceptable" when
  // the predicted occupation is one O*NET lists this exact title under (reported for context only).
  const listedUnder = new Map<string, Set<string>>();
  for (const occupation of dataset.occupations) {
    for (const title of occupation.alternateTitles) {
      const key = title.toLowerCase();
      const codes = listedUnder.get(key) ?? new Set<string>();
      codes.add(occupation.code);
      listedUnder.set(key, codes);
    }
  }
  let acceptable = 0;
  let ambiguous = 0;
  let top1 = 0;
  let top5 = 0;
  let major = 0;
  let detailed = 0;
  let uniqueTop1 = 0;
  let sure = 0;
  let sureCorrect = 0;
  const latencies: number[] = [];
  for (const { code, title } of heldOut) {
    const started = performance.now();
    const result = matchOccupations({ index, title, limit: 5 });
    latencies.push(performance.now() - started);
    const codes = result.matches.map((match) => match.code);
    const listed = listedUnder.get(title.toLowerCase());
    if ((listed?.size ?? 0) > 1) ambiguous++;
    else if (codes[0] === code) uniqueTop1++;
    if (codes[0] !== undefined && listed?.has(codes[0])) acceptable++;
    if (codes[0] === code) top1++;
    else if (verbose) console.log(`${title} → ${codes[0] ?? "-"} ${result.matches[0]?.title ?? ""} (want ${code})`);
    if (codes.includes(code)) top5++;
    if (codes[0]?.slice(0, 2) === code.slice(0, 2)) major++;
    // SOC 6-digit: O*NET specialisations (".01", ".02"…) of the same SOC occupation count as one.
    if (codes[0]?.slice(0, 7) === code.slice(0, 7)) detailed++;
    if (result.sureEnough) {
      sure++;
      if (codes[0] === code) sureCorrect++;
    }
  }
  latencies.sort((a, b) => a - b);
  const pct = (count: number): string => `${((100 * count) / heldOut.length).toFixed(1)}%`;
  console.log(`seed ${seed}: ${heldOut.length} held-out alternate titles`);
  console.log(
    `top-1 ${pct(top1)}  top-5 ${pct(top5)}  SOC detailed (6-digit) ${pct(detailed)}  SOC major group ${pct(major)}`,
  );
  console.log(
    `${pct(ambiguous)} of held-out titles are listed under more than one occupation; top-1 acceptable (any listed occupation) ${pct(acceptable)}`,
  );
  console.log(
    `top-1 on titles listed under one occupation only: ${((100 * uniqueTop1) / Math.max(1, heldOut.length - ambiguous)).toFixed(1)}%`,
  );
  console.log(
    `sureEnough on ${pct(sure)} of queries, top-1 precision when sure ${((100 * sureCorrect) / Math.max(1, sure)).toFixed(1)}%`,
  );
  console.log(
    `latency per match: p50 ${percentile(latencies, 0.5).toFixed(3)} ms  p99 ${percentile(latencies, 0.99).toFixed(3)} ms`,
  );
  console.log(
    `dataset load ${loadMs.toFixed(0)} ms + index build ${buildMs.toFixed(0)} ms = ready in ${(loadMs + buildMs).toFixed(0)} ms`,
  );
}

main();
