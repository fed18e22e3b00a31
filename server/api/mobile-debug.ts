import { Router } from "express";
import type { Services } from "../../services/container";
import { parseDebugReport } from "./assessment-schemas";

/** POST /api/mobile-debug {type, debugInfo}: fire-and-forget client diagnostics (size-capped, rate-limited). */
export function createMobileDebugRouter({ services }: { services: Services }): Router {
  const router = Router();
  router.post("/mobile-debug", async (req, res) => {
    await services.assessments.recordMobileDebug({ report: parseDebugReport(req.body), visitorAddress: req.ip });
    res.status(204).end();
  });
  return router;
}
