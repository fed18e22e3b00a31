import { Router } from "express";
import type { Services } from "../services/container";
import { readSessionToken } from "../core/staff-session/session-cookie";

/**
 * GET /media/<name>: uploaded files, typed by our own detection, never sniffed, and downloaded
 * (not rendered) when they could run script (SVG) or are of an unknown type. A name never
 * changes content (names are made once per upload), so public copies are cached for a year
 * and revalidated by ETag (the bytes' SHA-256).
 */
export function createMediaRoute({ services }: { services: Services }): Router {
  const router = Router();
  router.get("/media/:name", async (req, res, next) => {
    try {
      const name = req.params.name;
      const session = await services.auth.readSession(readSessionToken(req.headers.cookie));
      const file = await services.mediaLibrary.readForServing({
        name,
        isStaff: Boolean(session),
        ifNoneMatch: req.headers["if-none-match"],
      });
      if (!file) {
        res.status(404).type("text/plain").send("Not found");
        return;
      }
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("ETag", file.etag);
      // Staff may see unapproved files: those answers are never stored by shared caches.
      res.setHeader("Cache-Control", session ? "private, no-store" : "public, max-age=31536000, immutable");
      res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (file.notModified) {
        res.status(304).end();
        return;
      }
      res.setHeader("Content-Type", file.mimeType);
      if (file.asAttachment) res.attachment(name);
      res.send(file.bytes);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
