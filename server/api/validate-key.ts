import { Router } from "express";
import type { Services } from "../../services/container";
import { readKeyToCheck } from "./assessment-schemas";

/**
 * POST /api/validate-key {apiKey}: proves a visitor's key with one cheap provider call (rate-limited
 * per visitor, 429 {error}). The key is not kept. 401 means the provider rejected the key; other
 * failures say the check could not be made, and the client still connects the key.
 */
export function createValidateKeyRouter({ services }: { services: Services }): Router {
  const router = Router();
  router.post("/validate-key", async (req, res) => {
    const result = await services.validateKey({
      apiKey: readKeyToCheck(req.body),
      visitorAddress: req.ip,
    });
    res.status(result.status).json(result.body);
  });
  return router;
}
