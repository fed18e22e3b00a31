import type { IncomingMessage } from "node:http";
import busboy from "busboy";
import { findControlCharacter } from "../../core/input/control-characters";
import { DOCUMENT_MESSAGES } from "../../integrations/document-text";
import { UPLOAD_MESSAGES } from "../../services/assessments/upload-admission";
import { ServiceError } from "../../services/platform/service-error";
import { controlCharacterError } from "../middleware/input-gate";

export type UploadedFile = { fileName: string; bytes: Buffer };

/** The sender went away before the body arrived: there is no one to answer. */
export class UploadAbandoned extends Error {
  override name = "UploadAbandoned";
}

/** Text fields a form may carry beside the file, each at most this long (the page sends none). */
const MAX_FIELDS = 4;
const MAX_FIELD_BYTES = 1024;

/**
 * The one file of a multipart upload, streamed into a single buffer (shared memory) sized from
 * the request's declared length, with a hard cap: past `maxFileBytes` it stops at once with 413, as it does
 * for a part in another field (400), a file name whose extension `acceptName` refuses (400, read
 * from the part's header, before its content), a control character in a name or field (the input
 * gate's 400), a malformed form (400), or a body that does not arrive within `deadlineMs` or
 * stalls for `idleMs` (408). On any refusal the body is no longer read; the caller answers and
 * closes the connection.
 */
export function readUploadedFile({
  req,
  field,
  declaredBytes,
  maxFileBytes,
  acceptName,
  deadlineMs,
  idleMs,
}: {
  req: IncomingMessage;
  field: string;
  /** The request's Content-Length: the file is smaller, so one buffer of this size holds it. */
  declaredBytes: number;
  maxFileBytes: number;
  acceptName: (fileName: string) => boolean;
  deadlineMs: number;
  idleMs: number;
}): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let file: { fileName: string; bytes: Buffer; length: number } | null = null;
    let parser: busboy.Busboy;
    const timers: { deadline: NodeJS.Timeout | null; idle: NodeJS.Timeout | null } = { deadline: null, idle: null };

    const stop = () => {
      settled = true;
      if (timers.deadline) clearTimeout(timers.deadline);
      if (timers.idle) clearTimeout(timers.idle);
      req.off("data", onData);
      req.off("close", onClose);
      if (parser) {
        req.unpipe(parser);
        parser.removeAllListeners();
        // A late parser error after the refusal must not be unhandled.
        parser.on("error", () => undefined);
      }
      // Stop pulling the body off the socket: nothing more of it is read.
      req.pause();
    };
    const fail = (error: Error) => {
      if (settled) return;
      stop();
      reject(error);
    };
    const refuse = (status: 400 | 408 | 413, message: string) => fail(new ServiceError({ status, message }));
    const tooSlow = () => refuse(408, UPLOAD_MESSAGES.tooSlow);
    const onData = () => {
      if (timers.idle) clearTimeout(timers.idle);
      timers.idle = setTimeout(tooSlow, idleMs);
    };
    const onClose = () => {
      if (!req.complete) fail(new UploadAbandoned("the upload was abandoned"));
    };

    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: 1,
          fields: MAX_FIELDS,
          parts: MAX_FIELDS + 1,
          fieldSize: MAX_FIELD_BYTES,
          // busboy reports its limit when the size reaches it: one byte more than a file may have.
          fileSize: maxFileBytes + 1,
          headerPairs: 20,
        },
      });
    } catch {
      refuse(400, UPLOAD_MESSAGES.notMultipart);
      return;
    }

    parser.on("file", (name, stream, info) => {
      if (settled) {
        stream.resume();
        return;
      }
      if (name !== field || file !== null) {
        refuse(400, UPLOAD_MESSAGES.malformed);
        return;
      }
      const fileName = info.filename ?? "";
      if (findControlCharacter([fileName]) !== null) {
        fail(controlCharacterError("file name"));
        return;
      }
      if (!acceptName(fileName)) {
        refuse(400, DOCUMENT_MESSAGES.invalidType);
        return;
      }
      const current = {
        fileName,
        // Shared memory: the reading thread is handed this buffer without a copy (a 10 MB copy
        // holds the event loop for tens of milliseconds).
        bytes: Buffer.from(new SharedArrayBuffer(Math.min(declaredBytes, maxFileBytes + 1))),
        length: 0,
      };
      file = current;
      stream.on("data", (chunk: Buffer) => {
        if (settled) return;
        if (current.length + chunk.length > current.bytes.length) {
          refuse(413, DOCUMENT_MESSAGES.tooLarge);
          return;
        }
        chunk.copy(current.bytes, current.length);
        current.length += chunk.length;
      });
      stream.on("limit", () => refuse(413, DOCUMENT_MESSAGES.tooLarge));
    });
    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) {
        refuse(400, UPLOAD_MESSAGES.malformed);
        return;
      }
      const where = findControlCharacter({ [name]: value });
      if (where !== null) fail(controlCharacterError(where));
    });
    for (const limit of ["partsLimit", "filesLimit", "fieldsLimit"] as const)
      parser.on(limit, () => refuse(400, UPLOAD_MESSAGES.malformed));
    parser.on("error", () => refuse(400, UPLOAD_MESSAGES.malformed));
    parser.on("close", () => {
      if (settled) return;
      const done = file;
      stop();
      if (!done) {
        reject(new ServiceError({ status: 400, message: UPLOAD_MESSAGES.notMultipart }));
        return;
      }
      resolve({ fileName: done.fileName, bytes: done.bytes.subarray(0, done.length) });
    });

    timers.deadline = setTimeout(tooSlow, deadlineMs);
    timers.idle = setTimeout(tooSlow, idleMs);
    req.on("data", onData);
    req.on("close", onClose);
    req.pipe(parser);
  });
}
