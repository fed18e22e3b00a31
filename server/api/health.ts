import { Router } from "express";
import type { Services } from "../../services/container";

export function createHealthRouter({ services }: { services: Services }): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    const report = await services.health.check();
    res.status(report.status === "ok" ? 200 : 503).json(report);
  });
  return router;
}
