import { deflateRawSync, gzipSync } from "node:zlib";
import { encodeBinaryOccupationDataset } from "../../core/occupations/binary-dataset";
import type { OccupationDataset } from "../../core/occupations/dataset";
import { packOccupationDataset } from "../../core/occupations/packed-dataset";

/**
 * Serialises deterministically in the packed on-disk form: key order follows construction order and
 * node's gzip header carries no timestamp or name, so equal datasets give equal bytes.
 */
export function serializeOccupationDataset(dataset: OccupationDataset): Buffer {
  return gzipSync(Buffer.from(JSON.stringify(packOccupationDataset(dataset)), "utf8"), {
    level: 9,
    memLevel: 9,
    strategy: 0,
  });
}

/** Serialises deterministically in the binary start-up form (fixed deflate settings for the per-occupation rows). */
export function serializeBinaryOccupationDataset(dataset: OccupationDataset): Buffer {
  const bytes = encodeBinaryOccupationDataset(dataset, {
    compress: (row) => deflateRawSync(row, { level: 9, memLevel: 9, strategy: 0 }),
  });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
