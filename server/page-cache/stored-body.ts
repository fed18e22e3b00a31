import { matchesEtag } from "../../core/cache/matches-etag";
import { codingWeight } from "./accept-encoding";
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * A response body kept ready to send: the bytes as they are, and each compressed copy made once,
 * the first time a client asks for it, then kept with the body. Answers the same encodings the
 * `compression` middleware would (brotli first, then gzip; bodies under 1 KB as they are), so a
 * lane ahead of Express answers as Express would, without compressing on every hit.
 */
export type StoredBody = {
  readonly identity: Buffer;
  /** Express's own weak ETag of the body (`W/"<length hex>-<sha1 base64, 27 chars>"`). */
  readonly weakEtag: string;
  gzip?: Buffer;
  br?: Buffer;
};

/** The `compression` middleware's default threshold: smaller bodies are sent as they are. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export function storeBody(identity: Buffer): StoredBody {
  const hash = createHash("sha1").update(identity).digest("base64").substring(0, 27);
  return { identity, weakEtag: `W/"${identity.length.toString(16)}-${hash}"` };
}

export type BodyEncoding = "br" | "gzip" | "identity";

/** The body in `encoding`, compressed now if this is the first time that encoding is asked for. */
export function encodedBody(body: StoredBody, encoding: BodyEncoding): Buffer {
  if (encoding === "identity" || body.identity.length < COMPRESSION_THRESHOLD_BYTES) return body.identity;
  if (encoding === "gzip") return (body.gzip ??= gzipSync(body.identity, { level: 9 }));
  return (body.br ??= brotliCompressSync(body.identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.identity.length,
    },
  }));
}

/** Bytes held by a stored body and the compressed copies made so far. */
export function storedBodyBytes(body: StoredBody): number {
  return body.identity.length + (body.gzip?.length ?? 0) + (body.br?.length ?? 0);
}

/**
 * The encoding to answer with for this Accept-Encoding, as `compression` negotiates it: the
 * accepted coding with the highest q among br and gzip, brotli on a tie; identity when neither
 * is accepted. Null when the client prefers a coding only Express offers (deflate): the lane then
 * leaves the request to Express.
 */
export function chooseEncoding(header: string | undefined): BodyEncoding | null {
  if (!header) return "identity";
  const br = codingWeight(header, "br");
  const gzip = codingWeight(header, "gzip");
  const best = Math.max(br, gzip);
  if (codingWeight(header, "deflate") > best) return null;
  if (best <= 0) return "identity";
  return br >= gzip ? "br" : "gzip";
}

/**
 * Whether the request's validators make this answer fresh (304), by the rule Express applies
 * (the `fresh` package): If-None-Match names the ETag, weakly compared, or is `*`, unless the
 * request says `Cache-Control: no-cache`.
 */
export function isFresh(
  headers: { "if-none-match"?: string | undefined; "cache-control"?: string | undefined },
  etag: string,
): boolean {
  const cacheControl = headers["cache-control"];
  if (cacheControl && /(?:^|,)\s*?no-cache\s*?(?:,|$)/.test(cacheControl)) return false;
  return matchesEtag(headers["if-none-match"], etag);
}
