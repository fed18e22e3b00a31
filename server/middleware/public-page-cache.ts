import type { RequestHandler, Response } from "express";
import { buildOwnerBodyCode, buildOwnerHeadCode, injectOwnerCode } from "../../core/content/owner-code";
import type { Services } from "../../services/container";
import { NONCE_PLACEHOLDER } from "../../services/page-cache";
import { isAnonymousRequest, isDataRequest, isStaffOrSystemPath } from "./public-site-paths";

/** Routes opt in to caching with this response header (see app/lib/content-route.ts). */
export const CACHE_SCOPE_HEADER = "x-page-cache-scope";

function nonceOf(res: Response): string {
  return String(res.locals.cspNonce ?? "");
}

/**
 * Public HTML pages pass through here on their way out:
 * 1. owner code from the settings (analytics, custom CSS/JS, header and footer code) is inserted
 *    with this response's CSP nonce (docs/decisions/004-owner-code-and-csp.md);
 * 2. anonymous GET 200 pages of routes that opted in are kept in memory with the nonce replaced
 *    by a placeholder, and later answered from memory with a fresh nonce
 *    (services/page-cache.ts keys them on the DB content revision).
 * /admin, /api, assets and navigation data requests are never touched.
 */
export function servePublicPages({ services }: { services: Services }): RequestHandler {
  const cache = services.pageCache;
  return async (req, res, next) => {
    if (isStaffOrSystemPath(req.path) || isDataRequest(req.path) || (req.method !== "GET" && req.method !== "HEAD"))
      return next();
    const cacheable = req.method === "GET" && isAnonymousRequest(req);
    const key = req.originalUrl;
    let revision: number;
    let settings: Awaited<ReturnType<typeof cache.readSettings>>;
    try {
      if (cacheable) {
        const hit = await cache.getPage(key);
        if (hit) {
          // res.end, not res.send: no ETag hashing of the whole page on every hit.
          const body = hit.html.replaceAll(NONCE_PLACEHOLDER, nonceOf(res));
          res.statusCode = 200;
          res.setHeader("X-Page-Cache", "hit");
          res.setHeader("Content-Type", hit.contentType);
          res.end(body);
          return;
        }
      }
      revision = await cache.readRevision();
      settings = await cache.readSettings();
    } catch (error) {
      next(error);
      return;
    }
    if (req.method === "HEAD") return next();

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
      const nonce = nonceOf(res);
      let html = Buffer.concat(chunks).toString("utf8");
      html = injectOwnerCode({
        html,
        head: buildOwnerHeadCode({ settings, nonce }),
        body: buildOwnerBodyCode({ settings, nonce }),
      });
      if (cacheable && res.statusCode === 200 && res.getHeader(CACHE_SCOPE_HEADER) === "public" && nonce) {
        cache.storePage({
          key,
          page: {
            html: html.replaceAll(nonce, NONCE_PLACEHOLDER),
            contentType: String(res.getHeader("content-type")),
            revision,
          },
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
