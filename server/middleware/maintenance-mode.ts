import type { RequestHandler } from "express";
import type { Services } from "../../services/container";
import { isStaffOrSystemPath } from "./public-site-paths";

/** The page public visitors see while maintenance_mode is "true". */
export function renderMaintenancePage({ siteTitle }: { siteTitle: string }): string {
  const title = siteTitle.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Down for maintenance | ${title}</title>
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;display:flex;min-height:100vh;align-items:center;justify-content:center}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.75rem;margin:0 0 .75rem}p{color:#475569;line-height:1.6;margin:0}</style>
</head><body><main><h1>We'll be right back</h1><p>${title} is down for scheduled maintenance. Please try again in a few minutes.</p></main></body></html>`;
}

/**
 * maintenance_mode = "true" → every public page answers 503 with a short notice, while /admin,
 * /api/* (including /api/health) and assets keep working so staff can switch it off again.
 * The setting is read through the page cache (at most one revision check per second).
 */
export function serveMaintenanceMode({ services }: { services: Services }): RequestHandler {
  return async (req, res, next) => {
    if (isStaffOrSystemPath(req.path)) return next();
    try {
      const settings = await services.pageCache.readSettings();
      if (settings.maintenance_mode?.trim().toLowerCase() !== "true") return next();
      res
        .status(503)
        .set({ "Retry-After": "300", "Cache-Control": "no-store" })
        .type("html")
        .send(renderMaintenancePage({ siteTitle: settings.site_title ?? "AI Job Risk" }));
    } catch (error) {
      next(error);
    }
  };
}
