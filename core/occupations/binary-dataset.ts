/**
 * Binary start-up form of the occupation dataset (`data/occupations.bin`), written next to the
 * portable `occupations.json.gz` by the data build. It holds the same dataset, laid out so a fresh
 * process can match titles without parsing it:
 * - the title matcher's tables (`MatcherTables`) and the title index's postings and weights
 *   (`TitleIndexArrays`) as little-endian typed arrays that are used in place, uncompressed;
 * - each occupation's packed row (`PackedOccupation`) as its own deflated JSON document, unpacked
 *   the first time one of that occupation's fields (tasks, skills, exposure…) is read;
 * - codes, titles, vocabularies and the shared lookup tables in a small JSON header.
 *
 * Layout: "OCCB", format version (uint32 LE), header length in bytes (uint32 LE), the UTF-8 JSON
 * header, zero padding to a multiple of 8, then the data area. The header names every array with
 * its element type, byte offset in the data area (a multiple of 8) and length.
 *
 * Compression is passed in (`node:zlib` deflateRaw/inflateRaw on the server), so this module stays
 * free of Node APIs.
 */
import type { Occupation, OccupationDataset } from "./dataset";
import {
  assembleOccupationDataset,
  packOccupationRows,
  type PackedDatasetHead,
  type PackedOccupation,
} from "./packed-dataset";
import { attachMatcherTables, computeMatcherTables, type MatcherTables } from "./matcher-tables";
import {
  attachTitleIndexArrays,
  computeTitleIndexArrays,
  type Postings,
  type TitleIndexArrays,
} from "./title-index-arrays";

const MAGIC = "OCCB";
const BINARY_FORMAT_VERSION = 1;
const PREAMBLE_BYTES = 12;

const ARRAY_TYPES = {
  u8: Uint8Array,
  u16: Uint16Array,
  u32: Uint32Array,
  i32: Int32Array,
  f32: Float32Array,
  f64: Float64Array,
} as const;
type ArrayKind = keyof typeof ARRAY_TYPES;
type NumberArray = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float32Array | Float64Array;
/** [element type, byte offset in the data area, element count]. */
type Section = [ArrayKind, number, number];

interface BinaryHeader {
  format: "occupations-binary";
  head: PackedDatasetHead;
  codes: string[];
  titles: string[];
  matcher: { version: number; words: string; taskWords: string };
  index: { version: number; weightsKey: string };
  sections: Record<string, Section>;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function kindOf(array: NumberArray): ArrayKind {
  for (const [kind, type] of Object.entries(ARRAY_TYPES) as [ArrayKind, (typeof ARRAY_TYPES)[ArrayKind]][])
    if (array instanceof type) return kind;
  throw new Error("binary dataset: unsupported array type");
}

const align8 = (value: number): number => Math.ceil(value / 8) * 8;

/** The array's bytes in little-endian order (a view of it on little-endian machines). */
function littleEndianBytes(array: NumberArray): Uint8Array {
  if (LITTLE_ENDIAN || array.BYTES_PER_ELEMENT === 1)
    return new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
  const bytes = new Uint8Array(array.byteLength);
  const view = new DataView(bytes.buffer);
  array.forEach((value: number, i: number) => {
    const at = i * array.BYTES_PER_ELEMENT;
    if (array instanceof Uint16Array) view.setUint16(at, value, true);
    else if (array instanceof Uint32Array) view.setUint32(at, value, true);
    else if (array instanceof Int32Array) view.setInt32(at, value, true);
    else if (array instanceof Float32Array) view.setFloat32(at, value, true);
    else view.setFloat64(at, value, true);
  });
  return bytes;
}

/** A typed array of the given kind over `length` elements of `buffer` from `byteOffset`. */
function viewArray(kind: ArrayKind, buffer: ArrayBufferLike, byteOffset: number, length: number): NumberArray {
  // Every one of these constructors takes (buffer, byteOffset, length); TypeScript cannot call a union of them.
  const ArrayType = ARRAY_TYPES[kind] as new (
    buffer: ArrayBufferLike,
    byteOffset: number,
    length: number,
  ) => NumberArray;
  return new ArrayType(buffer, byteOffset, length);
}

/** A typed array over `length` elements at `start` in `bytes`: a view when aligned and little-endian, else a copy. */
function readArray(bytes: Uint8Array, kind: ArrayKind, start: number, length: number): NumberArray {
  const size = ARRAY_TYPES[kind].BYTES_PER_ELEMENT;
  const byteLength = length * size;
  if (start + byteLength > bytes.length) throw new Error("binary dataset: truncated file");
  if (LITTLE_ENDIAN && (bytes.byteOffset + start) % size === 0)
    return viewArray(kind, bytes.buffer, bytes.byteOffset + start, length);
  const copy = new Uint8Array(byteLength);
  copy.set(bytes.subarray(start, start + byteLength));
  if (LITTLE_ENDIAN) return viewArray(kind, copy.buffer, 0, length);
  const view = new DataView(copy.buffer);
  const array = viewArray(kind, new ArrayBuffer(byteLength), 0, length);
  for (let i = 0; i < length; i++) {
    const at = i * size;
    array[i] =
      kind === "u8"
        ? view.getUint8(at)
        : kind === "u16"
          ? view.getUint16(at, true)
          : kind === "u32"
            ? view.getUint32(at, true)
            : kind === "i32"
              ? view.getInt32(at, true)
              : kind === "f32"
                ? view.getFloat32(at, true)
                : view.getFloat64(at, true);
  }
  return array;
}

function postingsSections(prefix: string, postings: Postings): [string, NumberArray][] {
  return [
    [`${prefix}.idf`, postings.idf],
    [`${prefix}.offsets`, postings.offsets],
    [`${prefix}.ids`, postings.ids],
    [`${prefix}.weights`, postings.weights],
  ];
}

/**
 * Encodes the dataset in the binary form. Deterministic: equal datasets (and the same `compress`)
 * give equal bytes. `compress` must be undone by the `decompress` passed to the decoder.
 */
export function encodeBinaryOccupationDataset(
  dataset: OccupationDataset,
  { compress }: { compress: (bytes: Uint8Array) => Uint8Array },
): Uint8Array {
  const { head, occupations: rows } = packOccupationRows(dataset);
  const tables = computeMatcherTables(dataset.occupations);
  const index = computeTitleIndexArrays(dataset.occupations, tables);
  const encoder = new TextEncoder();
  const chunks = rows.map((row) => compress(encoder.encode(JSON.stringify(row))));
  const rowOffsets = new Uint32Array(chunks.length + 1);
  chunks.forEach((chunk, i) => (rowOffsets[i + 1] = (rowOffsets[i] ?? 0) + chunk.length));
  const rowData = new Uint8Array(rowOffsets[chunks.length] ?? 0);
  chunks.forEach((chunk, i) => rowData.set(chunk, rowOffsets[i] ?? 0));

  const arrays: [string, NumberArray][] = [
    ["matcher.entryCounts", tables.entryCounts],
    ["matcher.entrySources", tables.entrySources],
    ["matcher.entryLength", tables.entryLength],
    ["matcher.entryWords", tables.entryWords],
    ["matcher.entryHead", tables.entryHead],
    ["matcher.entryIndustries", tables.entryIndustries],
    ["matcher.taskCounts", tables.taskCounts],
    ["matcher.taskTermIds", tables.taskTermIds],
    ["matcher.taskTermWeights", tables.taskTermWeights],
    ["index.occupationLogPrior", index.occupationLogPrior],
    ["index.entrySourceWeight", index.entrySourceWeight],
    ["index.entryIsPrimary", index.entryIsPrimary],
    ["index.entryIsOwn", index.entryIsOwn],
    ["index.unigramFeature", index.unigramFeature],
    ["index.headFeature", index.headFeature],
    ["index.bigramWords", index.bigramWords],
    ["index.bigramFeatures", index.bigramFeatures],
    ["index.featureWeight", index.featureWeight],
    ...postingsSections("index.entryPostings", index.entryPostings),
    ...postingsSections("index.profilePostings", index.profilePostings),
    ["index.profileCounts", index.profileCounts],
    ["index.profileBackground", index.profileBackground],
    ["index.occupationTitleCount", index.occupationTitleCount],
    ...postingsSections("index.taskPostings", index.taskPostings),
    ["rows.offsets", rowOffsets],
    ["rows.data", rowData],
  ];
  const sections: Record<string, Section> = {};
  let dataLength = 0;
  for (const [name, array] of arrays) {
    sections[name] = [kindOf(array), dataLength, array.length];
    dataLength = align8(dataLength + array.byteLength);
  }
  const header: BinaryHeader = {
    format: "occupations-binary",
    head,
    codes: dataset.occupations.map((occupation) => occupation.code),
    titles: dataset.occupations.map((occupation) => occupation.title),
    matcher: { version: tables.version, words: tables.words.join(" "), taskWords: tables.taskWords.join(" ") },
    index: { version: index.version, weightsKey: index.weightsKey },
    sections,
  };
  const headerBytes = encoder.encode(JSON.stringify(header));
  const dataStart = align8(PREAMBLE_BYTES + headerBytes.length);
  const output = new Uint8Array(dataStart + dataLength);
  output.set(encoder.encode(MAGIC), 0);
  const preamble = new DataView(output.buffer);
  preamble.setUint32(4, BINARY_FORMAT_VERSION, true);
  preamble.setUint32(8, headerBytes.length, true);
  output.set(headerBytes, PREAMBLE_BYTES);
  for (const [name, array] of arrays) output.set(littleEndianBytes(array), dataStart + (sections[name]?.[1] ?? 0));
  return output;
}

/** True when the bytes start like a binary occupation dataset (as opposed to the gzipped JSON form). */
export function isBinaryOccupationDataset(bytes: Uint8Array): boolean {
  return bytes.length >= PREAMBLE_BYTES && new TextDecoder().decode(bytes.subarray(0, 4)) === MAGIC;
}

/**
 * Decodes the binary form. The typed arrays are views of `bytes` (keep it unchanged); matcher tables
 * and index arrays are registered with the occupations, so `buildTitleIndex` only wraps them.
 * `decompress` undoes the encoder's `compress`; it runs once per occupation, on first access.
 */
export function decodeBinaryOccupationDataset(
  bytes: Uint8Array,
  { decompress }: { decompress: (bytes: Uint8Array) => Uint8Array },
): OccupationDataset {
  if (!isBinaryOccupationDataset(bytes))
    throw new Error("decodeBinaryOccupationDataset: not a binary occupation dataset");
  const preamble = new DataView(bytes.buffer, bytes.byteOffset, PREAMBLE_BYTES);
  const version = preamble.getUint32(4, true);
  if (version !== BINARY_FORMAT_VERSION)
    throw new Error(`decodeBinaryOccupationDataset: format version ${version}, expected ${BINARY_FORMAT_VERSION}`);
  const headerLength = preamble.getUint32(8, true);
  const decoder = new TextDecoder();
  const header = JSON.parse(
    decoder.decode(bytes.subarray(PREAMBLE_BYTES, PREAMBLE_BYTES + headerLength)),
  ) as BinaryHeader;
  if (header.format !== "occupations-binary") throw new Error("decodeBinaryOccupationDataset: unknown header");
  const dataStart = align8(PREAMBLE_BYTES + headerLength);
  const array = <T extends NumberArray>(name: string, type: abstract new (...args: never[]) => T): T => {
    const section = header.sections[name];
    if (!section) throw new Error(`decodeBinaryOccupationDataset: missing ${name}`);
    const [kind, offset, length] = section;
    const result = readArray(bytes, kind, dataStart + offset, length);
    if (!(result instanceof type)) throw new Error(`decodeBinaryOccupationDataset: ${name} has type ${kind}`);
    return result;
  };
  const postings = (prefix: string): Postings => ({
    idf: array(`${prefix}.idf`, Float32Array),
    offsets: array(`${prefix}.offsets`, Int32Array),
    ids: array(`${prefix}.ids`, Int32Array),
    weights: array(`${prefix}.weights`, Float32Array),
  });

  const rowOffsets = array("rows.offsets", Uint32Array);
  const rowData = array("rows.data", Uint8Array);
  const dataset = assembleOccupationDataset({
    head: header.head,
    codes: header.codes,
    titles: header.titles,
    rowOf: (position) =>
      JSON.parse(
        decoder.decode(decompress(rowData.subarray(rowOffsets[position] ?? 0, rowOffsets[position + 1] ?? 0))),
      ) as PackedOccupation,
  });
  const occupations: readonly Occupation[] = dataset.occupations;
  const splitWords = (text: string): string[] => (text === "" ? [] : text.split(" "));
  const tables: MatcherTables = {
    version: header.matcher.version,
    words: splitWords(header.matcher.words),
    entryCounts: array("matcher.entryCounts", Uint16Array),
    entrySources: array("matcher.entrySources", Uint8Array),
    entryLength: array("matcher.entryLength", Uint8Array),
    entryWords: array("matcher.entryWords", Uint16Array),
    entryHead: array("matcher.entryHead", Uint16Array),
    entryIndustries: array("matcher.entryIndustries", Uint8Array),
    taskWords: splitWords(header.matcher.taskWords),
    taskCounts: array("matcher.taskCounts", Uint16Array),
    taskTermIds: array("matcher.taskTermIds", Uint16Array),
    taskTermWeights: array("matcher.taskTermWeights", Uint16Array),
  };
  attachMatcherTables(occupations, tables);
  const index: TitleIndexArrays = {
    version: header.index.version,
    weightsKey: header.index.weightsKey,
    occupationLogPrior: array("index.occupationLogPrior", Float32Array),
    entrySourceWeight: array("index.entrySourceWeight", Float32Array),
    entryIsPrimary: array("index.entryIsPrimary", Uint8Array),
    entryIsOwn: array("index.entryIsOwn", Uint8Array),
    unigramFeature: array("index.unigramFeature", Int32Array),
    headFeature: array("index.headFeature", Int32Array),
    bigramWords: array("index.bigramWords", Int32Array),
    bigramFeatures: array("index.bigramFeatures", Int32Array),
    featureWeight: array("index.featureWeight", Float32Array),
    entryPostings: postings("index.entryPostings"),
    profilePostings: postings("index.profilePostings"),
    profileCounts: array("index.profileCounts", Float32Array),
    profileBackground: array("index.profileBackground", Float32Array),
    occupationTitleCount: array("index.occupationTitleCount", Float32Array),
    taskPostings: postings("index.taskPostings"),
  };
  attachTitleIndexArrays(occupations, index);
  return dataset;
}
