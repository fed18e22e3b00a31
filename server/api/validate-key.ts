import { Router } from "express";
import type { Services } from "../../services/container";

/** POST /api/validate-key {apiKey}: proves a visitor's key with one cheap provider call. The key is not kept. */
export function createValidateKeyRouter({ services }: { services: Services }): Router {
  const router = Router();
  router.post("/validate-key", async (req, res) => {
    const result = await services.validateKey((req.body as { apiKey?: unknown } | undefined)?.apiKey);
    res.status(result.status).json(result.body);
  });
  return router;
}
