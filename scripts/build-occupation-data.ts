/**
 * Builds the derived occupation dataset from the raw sources, in two forms holding the same data:
 * data/occupations.bin, the binary form the app loads at start-up (`core/occupations/binary-dataset.ts`),
 * and data/occupations.json.gz, the portable gzipped packed JSON (`core/occupations/packed-dataset.ts`).
 *
 *   tsx scripts/build-occupation-data.ts <source-dir> [out-dir]
 *
 * <source-dir> is the shared data folder described by its MANIFEST.md; out-dir defaults to ./data.
 * The output is deterministic: arrays are sorted, object keys are written in a fixed order, numbers
 * are rounded, and gzip/deflate run with fixed settings (the gzip header carries no timestamp or file name).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { OccupationDataset } from "../core/occupations/dataset";
import { buildOccupationDataset } from "./occupation-data/build-dataset";
import { serializeBinaryOccupationDataset, serializeOccupationDataset } from "./occupation-data/serialize-dataset";

export const DATASET_FILE_NAME = "occupations.json.gz";
export const BINARY_DATASET_FILE_NAME = "occupations.bin";

export function buildOccupationData({ sourceDir, outDir }: { sourceDir: string; outDir: string }): {
  path: string;
  bytes: number;
  binaryPath: string;
  binaryBytes: number;
  dataset: OccupationDataset;
} {
  const dataset = buildOccupationDataset({ sourceDir });
  const buffer = serializeOccupationDataset(dataset);
  const binary = serializeBinaryOccupationDataset(dataset);
  mkdirSync(outDir, { recursive: true });
  const path = join(outDir, DATASET_FILE_NAME);
  const binaryPath = join(outDir, BINARY_DATASET_FILE_NAME);
  writeFileSync(path, buffer);
  writeFileSync(binaryPath, binary);
  return { path, bytes: buffer.length, binaryPath, binaryBytes: binary.length, dataset };
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  const [sourceArg, outArg] = process.argv.slice(2);
  if (!sourceArg) {
    console.error("usage: tsx scripts/build-occupation-data.ts <source-dir> [out-dir]");
    process.exit(1);
  }
  const started = performance.now();
  const { path, bytes, binaryPath, binaryBytes, dataset } = buildOccupationData({
    sourceDir: resolve(sourceArg),
    outDir: resolve(outArg ?? "data"),
  });
  const megabytes = (count: number): string => `${(count / 1024 / 1024).toFixed(2)} MB`;
  console.log(
    `wrote ${path} (${megabytes(bytes)}) and ${binaryPath} (${megabytes(binaryBytes)}) in ${Math.round(performance.now() - started)} ms`,
  );
  console.log(JSON.stringify(dataset.coverage, null, 2));
}
