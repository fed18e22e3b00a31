import { Transform, type TransformCallback } from "node:stream";

const HEAD_END = Buffer.from("</head>");
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Removes the `<link rel="modulepreload">` tags React hoists into the page's `<head>`, so that on
 * a phone the stylesheet and the server-rendered text arrive and paint before any script
 * competes for the connection. The scripts are still loaded: React Router's module script at the
 * end of the body imports the entry and the route modules, and they import the rest; the page
 * becomes interactive about one round trip later, after it is already readable.
 *
 * Only the head is rewritten (it is buffered until `</head>`); the body streams through untouched.
 */
export function createPaintFirstHeadTransform(): Transform {
  let pending: Buffer[] = [];
  let pendingLength = 0;
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      if (headDone) return callback(null, bytes);
      pending.push(bytes);
      pendingLength += bytes.length;
      const buffered = Buffer.concat(pending, pendingLength);
      const end = buffered.indexOf(HEAD_END);
      if (end === -1) {
        pending = [buffered];
        return callback();
      }
      headDone = true;
      pending = [];
      const head = buffered.subarray(0, end).toString("utf8").replace(MODULE_PRELOAD, "");
      callback(null, Buffer.concat([Buffer.from(head), buffered.subarray(end)]));
    },
    flush(callback: TransformCallback) {
      // A document without `</head>` (never produced by our root layout) is passed on as it came.
      callback(null, pending.length ? Buffer.concat(pending, pendingLength) : undefined);
    },
  });
}
