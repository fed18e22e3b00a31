import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import {
  INTERNATIONAL_CODES_SCHEMA_VERSION,
  type InternationalCodesFile,
} from "../core/international/international-codes";
import { DEFAULT_OCCUPATION_DATASET_PATH } from "./occupation-data";

/** data/international-codes.json, beside the occupation dataset (built by scripts/build-international-codes.ts). */
export const DEFAULT_INTERNATIONAL_CODES_PATH = resolve(
  dirname(DEFAULT_OCCUPATION_DATASET_PATH),
  "international-codes.json",
);

const cache = new Map<string, InternationalCodesFile>();

/**
 * Reads the international codes file (about 170 KB of JSON, a few milliseconds) once per path; it
 * is immutable at runtime. A file of another schema version is refused with the command that rebuilds it.
 */
export function loadInternationalCodes({
  path = DEFAULT_INTERNATIONAL_CODES_PATH,
}: { path?: string } = {}): InternationalCodesFile {
  const cached = cache.get(path);
  if (cached) return cached;
  const file = JSON.parse(readFileSync(path, "utf8")) as InternationalCodesFile;
  if (file.schemaVersion !== INTERNATIONAL_CODES_SCHEMA_VERSION)
    throw new Error(`${path} has schema ${String(file.schemaVersion)}; run npm run data:build-international`);
  cache.set(path, file);
  return file;
}
