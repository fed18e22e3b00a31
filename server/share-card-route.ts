import { Router, type Request, type Response } from "express";
import type { Services } from "../services/container";
import { ServiceError } from "../services/platform/service-error";
import { DEFAULT_SITE_NAME, type ShareCard } from "../services/site/share-cards";

/**
 * The link-preview images: GET /assessment/:id/card.png (the result page's og:image) and
 * GET /jobs/:code/card.png (an occupation page's, by O*NET-SOC code). Each request first checks
 * that the assessment or occupation exists, so a deleted assessment's card answers 404 at once;
 * the image itself comes from the card cache. Result cards are revalidated on every use
 * (no-cache with an ETag, a 304 costs one primary-key read); occupation cards change only with
 * the dataset and are cached for a day. A card the cache does not hold counts against the
 * visitor's render limit before it is drawn (429 with Retry-After past it; issue #37).
 */
const ASSESSMENT_CACHE_CONTROL = "public, no-cache";
const OCCUPATION_CACHE_CONTROL = "public, max-age=86400";

function isNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { status?: unknown }).status === 404;
}

async function readSiteName(services: Services): Promise<string> {
  try {
    return (await services.pageCache.readSettings()).site_title?.trim() || DEFAULT_SITE_NAME;
  } catch {
    return DEFAULT_SITE_NAME;
  }
}

function sendCard({
  req,
  res,
  card,
  cacheControl,
}: {
  req: Request;
  res: Response;
  card: ShareCard;
  cacheControl: string;
}): void {
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("ETag", card.etag);
  res.setHeader("X-Content-Type-Options", "nosniff");
  // Link previews are fetched and shown by other sites.
  res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
  const known = req.get("if-none-match");
  if (known && known.split(",").some((tag) => tag.trim().replace(/^W\//, "") === card.etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader("Content-Type", "image/png");
  res.setHeader("Content-Length", String(card.png.length));
  res.end(card.png);
}

function sendRefusal(res: Response, error: ServiceError): void {
  res.setHeader("Cache-Control", "no-store");
  if (error.retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(error.retryAfterSeconds));
  res.status(error.status).type("text/plain").send(`${error.message}\n`);
}

function sendNotFound(res: Response): void {
  res.setHeader("Cache-Control", "no-store");
  res.status(404).type("text/plain").send("Not found");
}

export function createShareCardRoute({ services }: { services: Services }): Router {
  const router = Router();

  router.get("/assessment/:id/card.png", async (req, res, next) => {
    try {
      const view = await services.assessments.getView(req.params.id);
      const card = await services.shareCards.assessmentCard({
        view,
        siteName: await readSiteName(services),
        beforeRender: () => services.expensiveReads.take({ kind: "shareCard", visitorAddress: req.ip }),
      });
      sendCard({ req, res, card, cacheControl: ASSESSMENT_CACHE_CONTROL });
    } catch (error) {
      if (isNotFound(error)) sendNotFound(res);
      else if (error instanceof ServiceError && error.status === 429) sendRefusal(res, error);
      else next(error);
    }
  });

  router.get("/jobs/:code/card.png", async (req, res, next) => {
    try {
      const profile = services.occupations.getProfile(req.params.code);
      const card = await services.shareCards.occupationCard({
        profile,
        siteName: await readSiteName(services),
        beforeRender: () => services.expensiveReads.take({ kind: "shareCard", visitorAddress: req.ip }),
      });
      sendCard({ req, res, card, cacheControl: OCCUPATION_CACHE_CONTROL });
    } catch (error) {
      if (isNotFound(error)) sendNotFound(res);
      else if (error instanceof ServiceError && error.status === 429) sendRefusal(res, error);
      else next(error);
    }
  });

  return router;
}
