import express, { Router } from "express";
import type { Logger } from "pino";
import type { Services } from "../../services/container";
import { handleApiErrors } from "../middleware/error-handler";
import { refuseControlCharacters } from "../middleware/input-gate";
import { createApprovalsRouter } from "./approvals";
import { createAssessmentsRouter } from "./assessments";
import { createAuthRouter } from "./auth";
import { createCmsContentRouter } from "./cms-content";
import { createCmsMediaRouter } from "./cms-media";
import { createContactRouter } from "./contact";
import { createHealthRouter } from "./health";
import { createMobileDebugRouter } from "./mobile-debug";
import { createOccupationsRouter } from "./occupations";
import { createResumeUploadRouter } from "./resume-upload-route";
import { createValidateKeyRouter } from "./validate-key";

/**
 * The JSON API under /api. Routers that take uploads (multipart) are mounted before the JSON
 * body parser: they decide on a request before reading its body, then stream it with their own limits.
 */
export function createApiRouter({ services, logger }: { services: Services; logger: Logger }): Router {
  const api = Router();
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  api.use("/cms", createCmsMediaRouter({ services }));
  api.use(createResumeUploadRouter({ services }));
  api.use(express.json({ limit: "200kb" }));
  // The input gate: no JSON body with a control character (NUL …) in any key or string gets further.
  api.use(refuseControlCharacters());
  api.use(createAssessmentsRouter({ services }));
  api.use(createOccupationsRouter({ services }));
  api.use(createValidateKeyRouter({ services }));
  api.use(createMobileDebugRouter({ services }));
  api.use("/auth", createAuthRouter({ services }));
  api.use("/cms", createCmsContentRouter({ services }));
  api.use("/approvals", createApprovalsRouter({ services }));
  api.use(createHealthRouter({ services }));
  api.use(createContactRouter({ services }));

  api.use((_req, res) => {
    res.status(404).json({ error: "Not found" });
  });
  api.use(handleApiErrors({ logger }));
  return api;
}
