import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "pino";
import type { Services } from "../../services/container";
import { isStaffOrSystemPath } from "./public-site-paths";

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A minimal self-contained notice page (no scripts, no database). */
export function renderNoticePage({ title, heading, text }: { title: string; heading: string; text: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;display:flex;min-height:100vh;align-items:center;justify-content:center}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.75rem;margin:0 0 .75rem}p{color:#475569;line-height:1.6;margin:0}</style>
</head><body><main><h1>${heading}</h1><p>${text}</p></main></body></html>`;
}

/** The page public visitors see while maintenance_mode is "true". */
export function renderMaintenancePage({ siteTitle }: { siteTitle: string }): string {
  const title = escapeText(siteTitle);
  return renderNoticePage({
    title: `Down for maintenance | ${title}`,
    heading: "We'll be right back",
    text: `${title} is down for scheduled maintenance. Please try again in a few minutes.`,
  });
}

/** Our own 503 page for a public page that could not be rendered (e.g. the database is down). */
export function renderUnavailablePage(): string {
  return renderNoticePage({
    title: "Service temporarily unavailable",
    heading: "Service temporarily unavailable",
    text: "We could not load this page just now. Please try again in a few minutes.",
  });
}

/**
 * maintenance_mode = "true" → every public page answers 503 with a short notice, while /admin,
 * /api/* (including /api/health) and assets keep working so staff can switch it off again.
 * The setting is read through the page cache (at most one revision check per second). If the
 * database cannot be read, the check is skipped and the page renders as well as it can.
 */
export function serveMaintenanceMode({ services }: { services: Services }): RequestHandler {
  return async (req, res, next) => {
    if (isStaffOrSystemPath(req.path)) return next();
    let settings: Awaited<ReturnType<typeof services.pageCache.readSettings>>;
    try {
      settings = await services.pageCache.readSettings();
    } catch {
      next();
      return;
    }
    if (settings.maintenance_mode?.trim().toLowerCase() !== "true") return next();
    res
      .status(503)
      .set({ "Retry-After": "300", "Cache-Control": "no-store" })
      .type("html")
      .send(renderMaintenancePage({ siteTitle: settings.site_title ?? "AI Job Risk" }));
  };
}

/**
 * The last stop for public pages: an error that reaches Express (rather than a route's own error
 * page) is answered with our 503 page, never Express's default error page. Logged with the request id.
 */
export function answerPageErrors({ logger }: { logger: Logger }): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    logger.error({ reqId: res.locals.requestId, err: error }, "page failed");
    if (res.headersSent) {
      next(error);
      return;
    }
    res
      .status(503)
      .set({ "Retry-After": "60", "Cache-Control": "no-store" })
      .type("html")
      .send(renderUnavailablePage());
  };
}
