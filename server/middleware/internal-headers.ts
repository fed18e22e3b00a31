import type { RequestHandler, Response } from "express";
import { RESULT_PAGE_ID_HEADER, RESULT_PAGE_REVISION_HEADER } from "../../core/page-protocol/internal-headers";
import { CACHE_SCOPE_HEADER } from "./public-page-cache";

/**
 * Headers that routes use to speak to the server (the page cache's scope, the result page's
 * markers). They are read on the way out and never reach a visitor, whatever the response: an
 * HTML page, a navigation data request (`.data`) or an error.
 */
const INTERNAL_HEADERS = [CACHE_SCOPE_HEADER, RESULT_PAGE_ID_HEADER, RESULT_PAGE_REVISION_HEADER];

/** Removes the internal headers just before the head is written, after every layer has read them. */
export function keepInternalHeadersInside(): RequestHandler {
  return (_req, res, next) => {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      for (const name of INTERNAL_HEADERS) res.removeHeader(name);
      return writeHead(...args);
    }) as Response["writeHead"];
    next();
  };
}
