import type { IncomingMessage, ServerResponse } from "node:http";
import { parse as parseQuery } from "node:querystring";
import type { Logger } from "pino";
import type { Services } from "../../services/container";
import { answerPublicAssessment, readAssessmentJsonId } from "../api/assessment-json";
import { readOwnerKey } from "../api/request-keys";
import { pickRequestId } from "../middleware/request-id";
import { securityHeaderTemplate, type HeaderTemplate } from "../middleware/security-headers";
import { createNonce } from "./nonce-pool";
import { chooseEncoding, encodedBody, isFresh, storeBody, type StoredBody } from "./stored-body";

const SEARCH_PATH = "/api/occupations/search";
const JSON_TYPE = "application/json; charset=utf-8";

type Next = () => void;

/**
 * The lane for the two hot JSON reads, ahead of Express (server/app.ts):
 *
 * - `GET /api/assessments/<uuid>` without the owner key, when the assessment cache holds the
 *   assessment at its current revision (changes made on other instances are read from the change
 *   log at most once per interval, as for the result page: services/assessments/assessment-cache.ts).
 *   The answer is the one the Express route sends (server/api/assessment-json.ts);
 * - `GET /api/occupations/search?q=…` (the one parameter `q`, nothing else), answered by the
 *   occupations service and its bounded cache of answers.
 *
 * Each answer is serialised once and its gzip and brotli copies are made once, on first demand
 * (server/page-cache/stored-body.ts); hits repeat the security headers Express sets, with a fresh
 * nonce and request id. Everything else (an
 * assessment not cached, a malformed or repeated parameter, another method) goes to `next`, the
 * Express app, which answers as before (404, 400 …).
 */
export function answerFromApiCache({
  services,
  logger,
}: {
  services: Services;
  logger: Logger;
}): (req: IncomingMessage, res: ServerResponse, next: Next) => void {
  const security = securityHeaderTemplate({ isDevelopment: services.env.NODE_ENV === "development" });
  const logsRequests = logger.isLevelEnabled("info");
  const cache = services.assessmentCache;
  /** Stored bodies beside the cache entries they come from: they live and go with them. */
  const bodies = new WeakMap<object, StoredBody>();

  function storedFor(key: object, serialise: () => Buffer): StoredBody {
    let body = bodies.get(key);
    if (!body) {
      body = storeBody(serialise());
      bodies.set(key, body);
    }
    return body;
  }

  function send({
    req,
    res,
    status,
    headers,
    body,
    path,
    started,
  }: {
    req: IncomingMessage;
    res: ServerResponse;
    status: number;
    headers: Record<string, string>;
    /** A body is sent in the encoding chosen, so its Vary names Accept-Encoding too. */
    body?: { stored: StoredBody; encoding: "br" | "gzip" | "identity" };
    path: string;
    started: number;
  }): void {
    const requestId = pickRequestId(firstHeader(req.headers["x-request-id"]));
    const raw = ["X-Request-Id", requestId, ...securityHeaders(security)];
    for (const [name, value] of Object.entries(headers)) if (name !== "Vary") raw.push(name, value);
    let bytes: Buffer | undefined;
    if (body) {
      bytes = encodedBody(body.stored, body.encoding);
      raw.push("Vary", headers.Vary ? `${headers.Vary}, Accept-Encoding` : "Accept-Encoding");
      if (bytes !== body.stored.identity) raw.push("Content-Encoding", body.encoding);
      raw.push("Content-Length", String(bytes.length));
    } else if (headers.Vary) raw.push("Vary", headers.Vary);
    res.writeHead(status, raw);
    res.end(bytes);
    // The same one line per request as logRequests (server/middleware/request-log.ts).
    if (logsRequests)
      logger.info({
        reqId: requestId,
        method: "GET",
        path,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
  }

  function answerAssessment(req: IncomingMessage, res: ServerResponse, id: string, path: string, started: number) {
    const entry = cache.touch(id);
    if (!entry) return false;
    const answer = answerPublicAssessment({ cached: entry, ifNoneMatch: firstHeader(req.headers["if-none-match"]) });
    const json = answer.body;
    if (!json) {
      send({ req, res, status: answer.status, headers: answer.headers, path, started });
      return true;
    }
    const encoding = chooseEncoding(firstHeader(req.headers["accept-encoding"]));
    if (!encoding) return false;
    const stored = storedFor(entry, () => json);
    send({ req, res, status: answer.status, headers: answer.headers, body: { stored, encoding }, path, started });
    return true;
  }

  function answerSearch(req: IncomingMessage, res: ServerResponse, query: string, path: string, started: number) {
    const params = parseQuery(query);
    const q = params.q;
    if (typeof q !== "string" || Object.keys(params).length !== 1) return false;
    const encoding = chooseEncoding(firstHeader(req.headers["accept-encoding"]));
    if (!encoding) return false;
    let answer: ReturnType<Services["occupations"]["searchPage"]>;
    try {
      answer = services.occupations.searchPage({ q });
    } catch {
      return false; // a bad query: Express answers it with its 400 and message
    }
    const stored = storedFor(answer, () => Buffer.from(JSON.stringify(answer.results), "utf8"));
    const headers = { "Cache-Control": "no-store", ETag: stored.weakEtag, "X-Total-Count": String(answer.total) };
    const fresh = isFresh(
      {
        "if-none-match": firstHeader(req.headers["if-none-match"]),
        "cache-control": firstHeader(req.headers["cache-control"]),
      },
      stored.weakEtag,
    );
    if (fresh) send({ req, res, status: 304, headers, path, started });
    else {
      const withType = { ...headers, "Content-Type": JSON_TYPE };
      send({ req, res, status: 200, headers: withType, body: { stored, encoding }, path, started });
    }
    return true;
  }

  return (req, res, next) => {
    const url = req.url ?? "/";
    if (req.method !== "GET" || !url.startsWith("/api/")) return next();
    const started = logsRequests ? performance.now() : 0;
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    /** Runs one answer; a request the lane does not answer, or that failed unsent, goes on to Express. */
    const attempt = (answer: () => boolean) => {
      try {
        if (!answer()) next();
      } catch (error) {
        if (!res.headersSent) return next();
        logger.error({ err: error, path }, "answering from the API cache failed");
        res.destroy();
      }
    };
    if (path === SEARCH_PATH && queryAt !== -1)
      return attempt(() => answerSearch(req, res, url.slice(queryAt + 1), path, started));
    const id = queryAt === -1 ? readAssessmentJsonId(url) : null;
    // The owner key asks for the owner's own view, which only Express answers (never cached).
    if (!id || readOwnerKey(req.headers) !== undefined) return next();
    const syncing = cache.sync();
    if (!syncing) return attempt(() => answerAssessment(req, res, id, path, started));
    syncing.then(
      () => attempt(() => answerAssessment(req, res, id, path, started)),
      () => next(), // the change log could not be read: Express reads the row itself
    );
  };
}

/** The security headers with a fresh nonce, as [name, value, name, value, …]. */
function securityHeaders(template: HeaderTemplate[]): string[] {
  let nonce: string | undefined;
  const raw: string[] = [];
  for (const [name, pieces] of template) {
    raw.push(name, pieces.length === 1 ? pieces[0]! : pieces.join((nonce ??= createNonce())));
  }
  return raw;
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
