import { codingWeight } from "./accept-encoding";
import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A cached page whose only per-response difference is the CSP nonce. The text around the nonce
 * is compressed once, when the page is cached; each response then joins the compressed pieces
 * with the new nonce as a raw ("stored") deflate block, so a gzip answer costs a CRC, not a
 * compression pass. Each piece is deflated on its own and ends with a full flush (byte-aligned,
 * no reference back across a piece), which is what makes the pieces joinable.
 */
export type NoncePage = {
  /** The page with `nonce` in every place the placeholder stood, gzip-encoded when asked. */
  render(nonce: string, { gzip }: { gzip: boolean }): Buffer;
  /** Memory held: the page's bytes plus their compressed copy. */
  readonly bytes: number;
};

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]);
/** An empty final block with fixed Huffman codes: ends the deflate stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

export function prepareNoncePage({ html, placeholder }: { html: string; placeholder: string }): NoncePage {
  const pieces = html.split(placeholder).map((piece) => Buffer.from(piece, "utf8"));
  const deflated = pieces.map((piece) => deflateRawSync(piece, { level: 9, finishFlush: constants.Z_FULL_FLUSH }));
  const piecesLength = pieces.reduce((sum, piece) => sum + piece.length, 0);

  return {
    bytes: piecesLength + deflated.reduce((sum, piece) => sum + piece.length, 0),
    render(nonce, { gzip }) {
      const nonceBytes = Buffer.from(nonce, "utf8");
      if (!gzip) {
        const parts: Buffer[] = [];
        pieces.forEach((piece, i) => {
          if (i > 0) parts.push(nonceBytes);
          parts.push(piece);
        });
        return Buffer.concat(parts);
      }
      const nonceBlock = storedBlock(nonceBytes);
      const parts: Buffer[] = [GZIP_HEADER];
      let crc = 0;
      deflated.forEach((piece, i) => {
        if (i > 0) {
          parts.push(nonceBlock);
          crc = continueCrc(crc, nonceBytes);
        }
        parts.push(piece);
        crc = continueCrc(crc, pieces[i]!);
      });
      parts.push(FINAL_EMPTY_BLOCK);
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE((piecesLength + (pieces.length - 1) * nonceBytes.length) >>> 0, 4);
      parts.push(trailer);
      return Buffer.concat(parts);
    },
  };
}

/** zlib's crc32 answers its initial value (0) for an empty buffer instead of the running CRC. */
function continueCrc(crc: number, bytes: Buffer): number {
  return bytes.length === 0 ? crc : crc32(bytes, crc);
}

/** A non-final stored deflate block holding `bytes` (the stream is byte-aligned before it). */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > 0xffff) throw new RangeError("A stored block holds at most 65535 bytes");
  const header = Buffer.alloc(5);
  header[0] = 0x00;
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** Whether the client takes gzip (Accept-Encoding gives it, or `*`, a weight above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  return codingWeight(header, "gzip") > 0;
}
