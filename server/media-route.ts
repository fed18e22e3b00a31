import { Router } from "express";
import type { Services } from "../services/container";
import { readSessionToken } from "../services/auth-cookie";

/**
 * GET /media/<name>: uploaded files, typed by our own detection, never sniffed, and downloaded
 * (not rendered) when they could run script (SVG) or are of an unknown type.
 */
export function createMediaRoute({ services }: { services: Services }): Router {
  const router = Router();
  router.get("/media/:name", async (req, res, next) => {
    try {
      const name = req.params.name;
      const session = await services.auth.readSession(readSessionToken(req.headers.cookie));
      const file = await services.mediaLibrary.readForServing({ name, isStaff: Boolean(session) });
      if (!file) {
        res.status(404).type("text/plain").send("Not found");
        return;
      }
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Content-Type", file.mimeType);
      res.setHeader("Cache-Control", session ? "private, no-store" : "public, max-age=3600");
      res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (file.asAttachment) res.attachment(name);
      res.send(file.bytes);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
