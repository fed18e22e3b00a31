import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import type { Logger } from "pino";
import {
  buildAnalyticsCspSources,
  buildOwnerBodyCode,
  buildOwnerHeadCode,
  injectOwnerCode,
} from "../../core/content/owner-code";
import type { Services } from "../../services/container";
import { NONCE_PLACEHOLDER } from "../../services/site/page-cache";
import { acceptsGzip, prepareNoncePage, type NoncePage } from "../page-cache/nonce-page";
import { createNonce } from "../page-cache/nonce-pool";
import type { PageCacheRequests } from "../../core/page-protocol/page-cache-handle";
import { openPageCacheHandle } from "../page-cache/page-cache-handles";
import { findResultPage, keepResultPage, readResultPageId } from "../page-cache/result-pages";
import { isAnonymousRequest, isDataRequest, isPersonalResultPath, isStaffOrSystemPath } from "./public-site-paths";
import { pickRequestId } from "./request-id";
import { widenContentSecurityPolicy } from "./security-headers";

function nonceOf(res: Response): string {
  return String(res.locals.cspNonce ?? "");
}

/** Headers a hit repeats: not the ones that belong to one response or are set again on the hit. */
const PER_RESPONSE_HEADERS = new Set([
  "content-length",
  "content-type",
  "content-encoding",
  "transfer-encoding",
  "x-request-id",
  "x-page-cache",
  "set-cookie",
  "date",
  "connection",
  "keep-alive",
  "etag",
  "vary",
]);

function repeatableHeaders(res: Response, nonce: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
    headers[name] = (Array.isArray(value) ? value.join(", ") : String(value)).replaceAll(nonce, NONCE_PLACEHOLDER);
  }
  return headers;
}

/** A cached page ready to answer: pre-compressed, with its headers split around the nonce. */
type PreparedHit = {
  noncePage: NoncePage;
  /** [name, value pieces around the nonce] for each repeated header, Content-Type included. */
  headers: [string, string[]][];
};

const prepared = new WeakMap<object, PreparedHit>();

function prepareHit({
  key,
  html,
  noncePage,
  headers,
  contentType,
}: {
  key: object;
  html?: string;
  noncePage?: NoncePage;
  headers: Record<string, string>;
  contentType: string;
}): PreparedHit {
  let hit = prepared.get(key);
  if (!hit) {
    hit = {
      noncePage: noncePage ?? prepareNoncePage({ html: html ?? "", placeholder: NONCE_PLACEHOLDER }),
      headers: [
        ...Object.entries(headers).map(([name, value]): [string, string[]] => [name, value.split(NONCE_PLACEHOLDER)]),
        ["Content-Type", [contentType]],
        ["Vary", ["Accept-Encoding"]],
        ["X-Page-Cache", ["hit"]],
      ],
    };
    prepared.set(key, hit);
  }
  return hit;
}

/** Answers one request from a prepared page: a fresh nonce and request id, gzip when taken. */
function sendHit({ req, res, hit }: { req: IncomingMessage; res: ServerResponse; hit: PreparedHit }): string {
  const requestId = pickRequestId(firstHeader(req.headers["x-request-id"]));
  const nonce = createNonce();
  const gzip = acceptsGzip(firstHeader(req.headers["accept-encoding"]));
  const body = hit.noncePage.render(nonce, { gzip });
  const raw: string[] = ["X-Request-Id", requestId];
  for (const [name, pieces] of hit.headers) raw.push(name, pieces.length === 1 ? pieces[0]! : pieces.join(nonce));
  if (gzip) raw.push("Content-Encoding", "gzip");
  raw.push("Content-Length", String(body.length));
  // One gathered write of the head and the stored pieces, with no copy of the page per response:
  // the writes queue while corked, and end() uncorks.
  res.cork();
  res.writeHead(200, raw);
  for (const part of body.parts) res.write(part);
  res.end();
  return requestId;
}

/**
 * The fast lane for a repeat visit, ahead of Express (server/entry.ts): an anonymous GET of a
 * page in the cache (at the current content revision) is answered with the headers it was first
 * sent with, a fresh CSP nonce and request id, and gzip when the client takes it, joined from
 * pieces compressed once (server/page-cache/nonce-page.ts). A result page (/assessment/<id>)
 * comes from the assessment cache, at the assessment's current revision
 * (server/page-cache/result-pages.ts). Everything else goes on to `next`, the full Express
 * stack, which renders and caches.
 */
export function answerFromPageCache({
  services,
  logger,
}: {
  services: Services;
  logger: Logger;
}): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const cache = services.pageCache;
  const logsRequests = logger.isLevelEnabled("info");
  const answer = (req: IncomingMessage, res: ServerResponse, hit: PreparedHit, path: string, started: number) => {
    const requestId = sendHit({ req, res, hit });
    // The same one line per request as logRequests (server/middleware/request-log.ts).
    if (logsRequests)
      logger.info({
        reqId: requestId,
        method: "GET",
        path,
        status: 200,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
  };
  return (req, res, next) => {
    const url = req.url ?? "/";
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (req.method !== "GET" || isStaffOrSystemPath(path) || isDataRequest(path) || !isAnonymousRequest(req))
      return next();
    const started = logsRequests ? performance.now() : 0;
    const resultId = readResultPageId(url);
    if (resultId) {
      cache
        .readRevision()
        .then((contentRevision) => findResultPage({ cache: services.assessmentCache, id: resultId, contentRevision }))
        .then((page) => {
          if (!page) return next();
          answer(req, res, prepareHit({ key: page, ...page }), path, started);
        }, next);
      return;
    }
    const fresh = cache.peekPage(url);
    if (fresh) return answer(req, res, prepareHit({ key: fresh, ...fresh }), path, started);
    cache.getPage(url).then((page) => {
      if (!page) return next();
      answer(req, res, prepareHit({ key: page, ...page }), path, started);
    }, next);
  };
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A page that ships no React (the server entry asks through the page cache handle) goes out as a
 * plain document: without a cross-origin opener policy, so a visitor arriving from another page
 * keeps the browser's warm process (docs/decisions/015-opener-policy-on-document-pages.md).
 * The server entry also asks it for result pages (ADR 018). Pages where a secret is given (the
 * home page's AI key and resume, the contact form, the admin area) keep the policy.
 */
function sendAsDocumentIfAsked(res: ServerResponse, asked: PageCacheRequests): void {
  if (asked.asDocument) res.removeHeader("cross-origin-opener-policy");
}

/** Applies `sendAsDocumentIfAsked` just before the head goes out, however it is sent. */
function sendDocumentPagesAsAsked(res: Response, readRequests: () => PageCacheRequests): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    sendAsDocumentIfAsked(res, readRequests());
    return writeHead(...args);
  }) as Response["writeHead"];
}

/**
 * Public HTML pages pass through here on their way out:
 * 1. owner code from the settings (analytics, custom CSS/JS, header and footer code) is inserted
 *    with this response's CSP nonce (docs/decisions/004-owner-code-and-csp.md);
 *    On a visitor's own result page (/assessment/*) only custom_css is placed: no analytics or
 *    owner script may see its private address. Where analytics loaders are placed, the CSP
 *    header gains exactly the hosts they need (core/content/owner-code.ts).
 * 2. anonymous GET 200 pages whose route asked for it through its page cache handle
 *    (`context.pageCacheHandle`, core/page-protocol/page-cache-handle.ts) are kept in memory with the
 *    nonce replaced by a placeholder, and later answered by `answerFromPageCache` with a fresh
 *    nonce (services/site/page-cache.ts keys them on the DB content revision); a result page is
 *    kept beside its cached assessment instead (server/page-cache/result-pages.ts).
 * /admin, /api, assets and navigation data requests are never touched. When the database cannot
 * be read (revision or settings), the page is rendered as usual, without owner code or caching:
 * the site degrades instead of failing.
 */
export function servePublicPages({ services, logger }: { services: Services; logger?: Logger }): RequestHandler {
  const cache = services.pageCache;
  return async (req, res, next) => {
    if (isStaffOrSystemPath(req.path) || isDataRequest(req.path) || (req.method !== "GET" && req.method !== "HEAD"))
      return next();
    const readRequests = openPageCacheHandle(res);
    sendDocumentPagesAsAsked(res, readRequests);
    let revision: number;
    let settings: Awaited<ReturnType<typeof cache.readSettings>>;
    try {
      revision = await cache.readRevision();
      settings = await cache.readSettings();
    } catch (error) {
      logger?.warn({ reqId: res.locals.requestId, err: error }, "page rendered without cache or owner code");
      res.setHeader("X-Page-Cache", "bypass");
      next();
      return;
    }
    if (req.method === "HEAD") return next();
    const assessmentGeneration = services.assessmentCache.generation;
    const cacheable = req.method === "GET" && isAnonymousRequest(req);
    const key = req.originalUrl;
    const withScripts = !isPersonalResultPath(req.path);
    if (withScripts) {
      const policy = res.getHeader("content-security-policy");
      const additions = buildAnalyticsCspSources({ settings });
      if (typeof policy === "string" && Object.keys(additions).length)
        res.setHeader("Content-Security-Policy", widenContentSecurityPolicy({ policy, additions }));
    }

    // Collect the rendered page (React Router renders it completely before sending anyway).
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
      );
    };
    const isHtml = () => /^text\/html/i.test(String(res.getHeader("content-type") ?? ""));
    res.setHeader("X-Page-Cache", cacheable ? "miss" : "bypass");

    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      if (!isHtml()) {
        restore();
        return write(chunk, encoding, callback);
      }
      collect(chunk, encoding);
      if (typeof encoding === "function") (encoding as () => void)();
      else if (typeof callback === "function") (callback as () => void)();
      return true;
    }) as Response["write"];

    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      restore();
      if (!isHtml()) return end(chunk, encoding, callback);
      collect(chunk, typeof encoding === "function" ? undefined : encoding);
      const asked = readRequests();
      sendAsDocumentIfAsked(res, asked);
      const nonce = nonceOf(res);
      let html = Buffer.concat(chunks).toString("utf8");
      html = injectOwnerCode({
        html,
        head: buildOwnerHeadCode({ settings, nonce, withScripts }),
        body: buildOwnerBodyCode({ settings, nonce, withScripts }),
      });
      if (cacheable && res.statusCode === 200 && asked.publicPage && nonce) {
        cache.storePage({
          key,
          page: {
            html: html.replaceAll(nonce, NONCE_PLACEHOLDER),
            contentType: String(res.getHeader("content-type")),
            headers: repeatableHeaders(res, nonce),
            revision,
          },
        });
      }
      if (cacheable && res.statusCode === 200 && asked.resultPage && nonce) {
        keepResultPage({
          cache: services.assessmentCache,
          marker: asked.resultPage,
          startedAt: assessmentGeneration,
          contentRevision: revision,
          html: html.replaceAll(nonce, NONCE_PLACEHOLDER),
          contentType: String(res.getHeader("content-type")),
          headers: repeatableHeaders(res, nonce),
        });
      }
      res.removeHeader("content-length");
      const done = typeof encoding === "function" ? encoding : callback;
      return end(html, "utf8", done);
    }) as Response["end"];

    function restore() {
      res.write = write as Response["write"];
      res.end = end as Response["end"];
    }
    next();
  };
}
