import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync, gunzip, inflateRawSync } from "node:zlib";
import { promisify } from "node:util";
import { decodeBinaryOccupationDataset, isBinaryOccupationDataset } from "../core/occupations/binary-dataset";
import type { OccupationDataset } from "../core/occupations/dataset";
import { unpackOccupationDataset, type PackedOccupationDataset } from "../core/occupations/packed-dataset";

/**
 * The project root: the nearest folder above this module that holds package.json. This module runs
 * from source (integrations/) under tsx and vitest, and from the server bundle (build/server/) in
 * production, so a fixed relative path would only be right for one of them.
 */
function findProjectRoot(start: string): string {
  let folder = start;
  for (;;) {
    if (existsSync(resolve(folder, "package.json"))) return folder;
    const parent = dirname(folder);
    if (parent === folder) return process.cwd();
    folder = parent;
  }
}

const DATA_FOLDER = resolve(findProjectRoot(dirname(fileURLToPath(import.meta.url))), "data");

/**
 * Default location: data/occupations.bin at the project root, the binary start-up form
 * (`core/occupations/binary-dataset.ts`) built by scripts/build-occupation-data.ts.
 */
export const DEFAULT_OCCUPATION_DATASET_PATH = resolve(DATA_FOLDER, "occupations.bin");

/** The same dataset as gzipped packed JSON (`core/occupations/packed-dataset.ts`), written by the same build. */
export const PORTABLE_OCCUPATION_DATASET_PATH = resolve(DATA_FOLDER, "occupations.json.gz");

const gunzipAsync = promisify(gunzip);
const cache = new Map<string, OccupationDataset>();
const pending = new Map<string, Promise<OccupationDataset>>();

function decodeJson(buffer: Buffer): OccupationDataset {
  return unpackOccupationDataset(JSON.parse(buffer.toString("utf8")) as PackedOccupationDataset);
}

/** Binary form: typed arrays are used in place; each occupation's row is inflated on first access. */
function decodeBinary(buffer: Buffer): OccupationDataset {
  return decodeBinaryOccupationDataset(buffer, { decompress: (bytes) => inflateRawSync(bytes) });
}

/**
 * Reads and unpacks the dataset synchronously, in either form (binary or gzipped JSON, told apart by
 * the file's first bytes); memoised per path (the dataset is immutable at runtime).
 */
export function loadOccupationDatasetSync({
  path = DEFAULT_OCCUPATION_DATASET_PATH,
}: { path?: string } = {}): OccupationDataset {
  const cached = cache.get(path);
  if (cached) return cached;
  const bytes = readFileSync(path);
  const dataset = isBinaryOccupationDataset(bytes) ? decodeBinary(bytes) : decodeJson(gunzipSync(bytes));
  cache.set(path, dataset);
  return dataset;
}

/** Async variant for request paths: the file read (and gunzip of the JSON form) run off the main thread; memoised per path. */
export function loadOccupationDataset({
  path = DEFAULT_OCCUPATION_DATASET_PATH,
}: { path?: string } = {}): Promise<OccupationDataset> {
  const cached = cache.get(path);
  if (cached) return Promise.resolve(cached);
  let promise = pending.get(path);
  if (!promise) {
    promise = (async () => {
      const bytes = await readFile(path);
      const decoded = isBinaryOccupationDataset(bytes) ? decodeBinary(bytes) : decodeJson(await gunzipAsync(bytes));
      // A synchronous load may have finished meanwhile: keep its object, so there is one dataset
      // (and one title index built on it) per process.
      const dataset = cache.get(path) ?? decoded;
      cache.set(path, dataset);
      pending.delete(path);
      return dataset;
    })();
    promise.catch(() => pending.delete(path));
    pending.set(path, promise);
  }
  return promise;
}
