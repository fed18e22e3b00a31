/**
 * data/esco-titles.json.gz, the ESCO job titles the foreign-title stage searches (ADR 031): written
 * by `npm run data:build-esco`, read once per process. The stored form keeps the label entries'
 * keys and stems as newline-joined text and their number columns as base64, so reading it is a
 * gunzip and a parse of a few long strings.
 */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { promisify } from "node:util";
import { gunzip, gunzipSync, gzipSync } from "node:zlib";
import {
  ESCO_TITLES_VERSION,
  type EscoTitleIndexData,
  type LabelEntries,
} from "../core/occupations/foreign-titles/esco-titles";
import { DEFAULT_OCCUPATION_DATASET_PATH } from "./occupation-data";

/** The file's name, beside the occupation dataset in data/. */
export const ESCO_TITLES_FILE_NAME = "esco-titles.json.gz";

/** Default location: data/esco-titles.json.gz at the project root. */
export const DEFAULT_ESCO_TITLES_PATH = resolve(dirname(DEFAULT_OCCUPATION_DATASET_PATH), ESCO_TITLES_FILE_NAME);

interface StoredEntries {
  key: string;
  stems: string;
  occupation: string;
  language: string;
  kind: string;
  stemOffsets: string;
  stemIds: string;
  endingOrder: string;
}

interface StoredEscoTitles extends Omit<EscoTitleIndexData, "entries"> {
  entries: StoredEntries;
}

const toBase64 = (array: ArrayBufferView): string =>
  Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString("base64");

/** A copy of decoded bytes in a fresh, aligned buffer. */
function fromBase64(text: string): ArrayBuffer {
  const bytes = Buffer.from(text, "base64");
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return copy;
}

/** The data in its stored form, gzipped deterministically (no timestamp in the header). */
export function serializeEscoTitles(data: EscoTitleIndexData): Buffer {
  const { entries } = data;
  const stored: StoredEscoTitles = {
    ...data,
    entries: {
      key: entries.key.join("\n"),
      stems: entries.stems.join("\n"),
      occupation: toBase64(entries.occupation),
      language: toBase64(entries.language),
      kind: toBase64(entries.kind),
      stemOffsets: toBase64(entries.stemOffsets),
      stemIds: toBase64(entries.stemIds),
      endingOrder: toBase64(entries.endingOrder),
    },
  };
  return gzipSync(Buffer.from(JSON.stringify(stored), "utf8"), { level: 9, memLevel: 9, strategy: 0 });
}

function isStoredEscoTitles(value: unknown): value is StoredEscoTitles {
  if (typeof value !== "object" || value === null) return false;
  const stored = value as Partial<StoredEscoTitles>;
  return (
    stored.version === ESCO_TITLES_VERSION &&
    Array.isArray(stored.occupations) &&
    typeof stored.entries?.key === "string" &&
    typeof stored.entries.stemIds === "string" &&
    typeof stored.entries.endingOrder === "string"
  );
}

function decode(json: Buffer, path: string): EscoTitleIndexData {
  const value: unknown = JSON.parse(json.toString("utf8"));
  if (!isStoredEscoTitles(value))
    throw new Error(`${path} is not ESCO title data of version ${ESCO_TITLES_VERSION}: run npm run data:build-esco`);
  const { entries } = value;
  const decoded: LabelEntries = {
    key: entries.key === "" ? [] : entries.key.split("\n"),
    stems: entries.stems === "" ? [] : entries.stems.split("\n"),
    occupation: new Uint16Array(fromBase64(entries.occupation)),
    language: new Uint8Array(fromBase64(entries.language)),
    kind: new Uint8Array(fromBase64(entries.kind)),
    stemOffsets: new Int32Array(fromBase64(entries.stemOffsets)),
    stemIds: new Uint16Array(fromBase64(entries.stemIds)),
    endingOrder: new Uint16Array(fromBase64(entries.endingOrder)),
  };
  return { ...value, entries: decoded };
}

const gunzipAsync = promisify(gunzip);
const cache = new Map<string, EscoTitleIndexData>();
const pending = new Map<string, Promise<EscoTitleIndexData>>();

/** Reads and decodes the file synchronously; memoised per path (it never changes at runtime). */
export function loadEscoTitlesSync({ path = DEFAULT_ESCO_TITLES_PATH }: { path?: string } = {}): EscoTitleIndexData {
  const cached = cache.get(path);
  if (cached) return cached;
  const data = decode(gunzipSync(readFileSync(path)), path);
  cache.set(path, data);
  return data;
}

/** Async variant: the read and the gunzip run off the main thread; memoised per path. */
export function loadEscoTitles({
  path = DEFAULT_ESCO_TITLES_PATH,
}: { path?: string } = {}): Promise<EscoTitleIndexData> {
  const cached = cache.get(path);
  if (cached) return Promise.resolve(cached);
  let promise = pending.get(path);
  if (!promise) {
    promise = (async () => {
      const decoded = decode(await gunzipAsync(await readFile(path)), path);
      // A synchronous load may have finished meanwhile: keep its object, so there is one per process.
      const data = cache.get(path) ?? decoded;
      cache.set(path, data);
      pending.delete(path);
      return data;
    })();
    promise.catch(() => pending.delete(path));
    pending.set(path, promise);
  }
  return promise;
}
