import type { RequestHandler } from "express";
import type { Services } from "../../services/container";
import { ServiceError } from "../../services/platform/service-error";
import { renderNoticePage } from "./maintenance-mode";

/** An occupation search or a further page of the job list: rendered for each request, never cached. */
function isSearchPage({ path, url }: { path: string; url: string }): boolean {
  return path.replace(/\/+$/, "").toLowerCase() === "/jobs" && url.includes("?");
}

/**
 * Occupation search pages (`/jobs?q=…`, `/jobs?page=…`) are rendered for every request (11–25 ms
 * each), so each counts against the visitor's search-page limit before it is rendered
 * (services/platform/expensive-read-limits.ts: in the database, across instances): past it, a
 * short 429 page with Retry-After (issue #37). The job list itself (`/jobs`) is a cached page and
 * answered before it gets here.
 */
export function limitSearchPages({ services }: { services: Services }): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" || !isSearchPage({ path: req.path, url: req.originalUrl })) {
      next();
      return;
    }
    try {
      await services.expensiveReads.take({ kind: "searchPage", visitorAddress: req.ip });
      next();
    } catch (error) {
      if (!(error instanceof ServiceError) || error.status !== 429) {
        next(error);
        return;
      }
      res
        .status(429)
        .set({ "Retry-After": String(error.retryAfterSeconds ?? 60), "Cache-Control": "no-store" })
        .type("html")
        .send(renderNoticePage({ title: "Too many searches", heading: "Too many searches", text: error.message }));
    }
  };
}
