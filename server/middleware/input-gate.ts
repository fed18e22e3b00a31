import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import {
  checkRequestTarget,
  CONTROL_CHARACTER_MESSAGE,
  describeAddressProblem,
  findControlCharacter,
} from "../../core/input/control-characters";
import { ServiceError } from "../../services/platform/service-error";
import { PERMISSIONS_POLICY } from "./security-headers";

/**
 * The input gate (docs/decisions/023-input-gate-logs-files-and-proxy-trust.md): one check every
 * request target, JSON body and multipart text field passes before any handler sees it.
 */

/**
 * Answers 400 when the request target (path and query) has a malformed percent-escape or a
 * control character, before React Router, the page cache or a route decodes it; true when it
 * answered. Used ahead of the fast lanes (server/app.ts) and as Express's first middleware, so
 * every way in is covered. JSON for /api, plain text for pages.
 */
export function answerBadRequestTarget(req: IncomingMessage, res: ServerResponse): boolean {
  const problem = checkRequestTarget(req.url ?? "/");
  if (!problem) return false;
  const message = describeAddressProblem(problem);
  const isApi = /^\/api(\/|\?|$)/i.test(req.url ?? "");
  const body = isApi ? JSON.stringify({ error: message }) : `${message}\n`;
  res.writeHead(400, {
    "Content-Type": isApi ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Permissions-Policy": PERMISSIONS_POLICY,
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

/** Express's form of {@link answerBadRequestTarget}. */
export function refuseBadRequestTargets(): RequestHandler {
  return (req, res, next) => {
    if (!answerBadRequestTarget(req, res)) next();
  };
}

/** The 400 for a body or form whose text holds a control character at `field`. */
export function controlCharacterError(field: string): ServiceError {
  const where = field ? ` (in "${field.slice(0, 100)}")` : "";
  return new ServiceError({ status: 400, message: `${CONTROL_CHARACTER_MESSAGE}${where}` });
}

/**
 * Refuses a parsed body (JSON, or multipart text fields and file names) with a control character
 * in any key or string: 400 with a message naming the field. Mounted after each body parser.
 */
export function refuseControlCharacters(): RequestHandler {
  return (req, _res, next) => {
    next(checkParsedInput(req));
  };
}

/** The gate's error for a parsed body or upload (see {@link refuseControlCharacters}), if any. */
export function checkParsedInput(req: { body?: unknown; file?: NamedFile; files?: unknown }): ServiceError | undefined {
  const field =
    findControlCharacter(req.body) ?? (findControlCharacter(readUploadedNames(req)) === null ? null : "file name");
  return field === null ? undefined : controlCharacterError(field);
}

type NamedFile = { originalname?: unknown };

/** The names multer read for a request's files (one or many). */
function readUploadedNames(req: { file?: NamedFile; files?: unknown }): unknown[] {
  const files: unknown[] = [req.file, ...(Array.isArray(req.files) ? req.files : [])];
  return files.map((file) => (file as NamedFile | undefined)?.originalname).filter((name) => name !== undefined);
}

/**
 * True for the multipart parser's own errors on a malformed form (a part header with control
 * characters, a missing boundary, a body cut short): the sender's mistake, a 400, never a 500.
 */
export function isMalformedMultipart(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return (
    typeof message === "string" &&
    /^(Malformed part header|Unexpected end of form|Multipart: Boundary not found|Malformed urlencoded form)/.test(
      message,
    )
  );
}
