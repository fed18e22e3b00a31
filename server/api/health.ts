import { Router } from "express";
import type { Services } from "../../services/container";

/**
 * GET /api/health: liveness, from memory. GET /api/health/ready: readiness, 503 until the
 * dataset and database are ready and while the process drains (services/platform/health.ts).
 */
export function createHealthRouter({ services }: { services: Services }): Router {
  const router = Router();
  router.get("/health", (_req, res) => {
    res.json(services.health.live());
  });
  router.get("/health/ready", async (_req, res) => {
    const report = await services.health.ready();
    // Not ready yet, or shutting down on purpose: the 503 is the answer expected, not a fault to log as one.
    if (report.status === "starting" || report.status === "draining") res.locals.logLevel = "info";
    res.status(report.status === "ready" ? 200 : 503).json(report);
  });
  return router;
}
