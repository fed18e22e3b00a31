import { constants, crc32, deflateRawSync } from "node:zlib";
import { codingWeight } from "./accept-encoding";
import { appendCrc, appendOperator } from "./crc32-combine";

/**
 * A cached page whose only per-response difference is the CSP nonce. The text around the nonce
 * is compressed once, when the page is cached; each response then joins the compressed pieces
 * with the new nonce as a raw ("stored") deflate block, so a gzip answer costs neither a
 * compression pass nor a pass over the page: each piece's CRC is kept, and the response's CRC is
 * joined from them and the nonce's (server/page-cache/crc32-combine.ts). Each piece is deflated
 * on its own and ends with a full flush (byte-aligned, no reference back across a piece), which is
 * what makes the pieces joinable. The answer is a list of buffers, most of them the stored pieces
 * themselves, for one gathered write: the page is not copied per response.
 */
export type NoncePage = {
  /** The page with `nonce` in every place the placeholder stood, gzip-encoded when asked. */
  render(nonce: string, { gzip }: { gzip: boolean }): RenderedBody;
  /** Memory held: the page's bytes plus their compressed copy. */
  readonly bytes: number;
};

/** A response body as the buffers to send in order, and their total length. */
export type RenderedBody = { parts: Buffer[]; length: number };

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]);
/** An empty final block with fixed Huffman codes: ends the deflate stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

export function prepareNoncePage({ html, placeholder }: { html: string; placeholder: string }): NoncePage {
  const pieces = html.split(placeholder).map((piece) => Buffer.from(piece, "utf8"));
  const deflated = pieces.map((piece) => deflateRawSync(piece, { level: 9, finishFlush: constants.Z_FULL_FLUSH }));
  const piecesLength = pieces.reduce((sum, piece) => sum + piece.length, 0);
  const pieceCrcs = pieces.map((piece) => crc32(piece));
  const pieceOperators = pieces.map((piece) => appendOperator(piece.length));
  /** The nonce's append operator, for the length last seen (nonces have one length). */
  let nonceOperator = { length: -1, operator: 0 };

  return {
    bytes: piecesLength + deflated.reduce((sum, piece) => sum + piece.length, 0),
    render(nonce, { gzip }) {
      const nonceBytes = Buffer.from(nonce, "utf8");
      const textLength = piecesLength + (pieces.length - 1) * nonceBytes.length;
      if (!gzip) {
        const parts: Buffer[] = [];
        pieces.forEach((piece, i) => {
          if (i > 0) parts.push(nonceBytes);
          parts.push(piece);
        });
        return { parts, length: textLength };
      }
      const nonceBlock = storedBlock(nonceBytes);
      const nonceCrc = crc32(nonceBytes);
      if (nonceOperator.length !== nonceBytes.length)
        nonceOperator = { length: nonceBytes.length, operator: appendOperator(nonceBytes.length) };
      const parts: Buffer[] = [GZIP_HEADER];
      let length = GZIP_HEADER.length + FINAL_EMPTY_BLOCK.length + 8;
      let crc = 0;
      deflated.forEach((piece, i) => {
        if (i > 0) {
          parts.push(nonceBlock);
          length += nonceBlock.length;
          crc = appendCrc(crc, nonceCrc, nonceOperator.operator);
        }
        parts.push(piece);
        length += piece.length;
        crc = appendCrc(crc, pieceCrcs[i]!, pieceOperators[i]!);
      });
      parts.push(FINAL_EMPTY_BLOCK);
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE(textLength >>> 0, 4);
      parts.push(trailer);
      return { parts, length };
    },
  };
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
