import express, { Router } from "express";
import type { Logger } from "pino";
import type { Services } from "../../services/container";
import { handleApiErrors } from "../middleware/error-handler";
import { createHealthRouter } from "./health";

/**
 * The JSON API under /api. Routers that take uploads (multipart) are mounted before the JSON
 * body parser so their limits apply while the file streams in.
 */
export function createApiRouter({ services, logger }: { services: Services; logger: Logger }): Router {
  const api = Router();
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  api.use(express.json({ limit: "200kb" }));
  api.use(createHealthRouter({ services }));

  api.use((_req, res) => {
    res.status(404).json({ error: "Not found" });
  });
  api.use(handleApiErrors({ logger }));
  return api;
}
