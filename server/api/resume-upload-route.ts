import type { IncomingMessage } from "node:http";
import { Router, type Request } from "express";
import { MAX_UPLOAD_BYTES, readExtensionKind } from "../../integrations/document-text";
import { UPLOAD_MESSAGES, type UploadTicket } from "../../services/assessments/upload-admission";
import type { Services } from "../../services/container";
import { ServiceError } from "../../services/platform/service-error";
import { askForBody } from "../expect-continue";
import { readUploadedFile, UploadAbandoned } from "./upload-body";

/**
 * How long an admitted upload's body may take to arrive: 10 s, plus its declared size at 128 KB/s
 * (1 Mbit/s, a slow phone's upload), so a 10 MB resume gets 90 s and a 200 KB one 12 s; and at
 * most this long without a byte.
 */
export function describeUploadDeadlineMs(declaredBytes: number): number {
  return 10_000 + Math.ceil(declaredBytes / (128 * 1024)) * 1_000;
}
export const UPLOAD_IDLE_MS = 20_000;

/**
 * POST /api/assessments/upload-file (multipart, one file in the field `resume`; issue #37, ADR
 * 022). Refused before a byte of the body is read: a request that is not a form (400), has no
 * declared length (411) or declares more than a resume may be (413), finds this process without
 * room (503 with Retry-After) or its visitor past the upload limit (429). An admitted upload is
 * streamed into one buffer with a hard cap and a deadline, then read by the reading threads. Every
 * answer given before the body has fully arrived closes the connection instead of reading the
 * rest. Mounted before the JSON parser.
 */
export function createResumeUploadRouter({ services }: { services: Services }): Router {
  const router = Router();
  router.post("/assessments/upload-file", async (req, res) => {
    res.once("finish", () => {
      if (!req.complete) req.socket.destroy();
    });
    let ticket: UploadTicket | undefined;
    try {
      const declaredBytes = readDeclaredLength(req);
      ticket = await services.assessments.admitUpload({ visitorAddress: req.ip, declaredBytes });
      askForBody({ req, res });
      const file = await readUploadedFile({
        req,
        field: "resume",
        declaredBytes,
        maxFileBytes: MAX_UPLOAD_BYTES,
        acceptName: (name) => readExtensionKind(name) !== null,
        deadlineMs: describeUploadDeadlineMs(declaredBytes),
        idleMs: UPLOAD_IDLE_MS,
      });
      res.json(await services.assessments.extractUpload({ ticket, ...file }));
    } catch (error) {
      if (error instanceof UploadAbandoned) {
        res.destroy();
        return;
      }
      if (!req.complete) {
        // Answered while the body is still on its way: the connection closes after the answer
        // instead of reading the rest, and the log line says how much of it was read.
        res.setHeader("Connection", "close");
        res.locals.logFields = { receivedBodyBytes: countReceivedBodyBytes(req) };
      }
      throw error;
    } finally {
      ticket?.release();
    }
  });
  return router;
}

/** The request's declared body size, refused before anything is read: not a form, no length, too large. */
function readDeclaredLength(req: Request): number {
  if (!req.is("multipart/form-data")) throw new ServiceError({ status: 400, message: UPLOAD_MESSAGES.notMultipart });
  const declared = req.get("content-length");
  if (declared === undefined || !/^\d{1,12}$/.test(declared))
    throw new ServiceError({ status: 411, message: UPLOAD_MESSAGES.lengthRequired });
  return Number(declared);
}

/**
 * Bytes of this request's body the server has taken off its connection so far: what the socket
 * read, less the request's head (on a connection that carried earlier requests, theirs too).
 */
function countReceivedBodyBytes(req: IncomingMessage): number {
  let head = `${req.method} ${req.url} HTTP/${req.httpVersion}\r\n\r\n`.length;
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    head += Buffer.byteLength(req.rawHeaders[i]!) + Buffer.byteLength(req.rawHeaders[i + 1]!) + 4;
  return Math.max(0, req.socket.bytesRead - head);
}
