import { Router } from "express";
import { contactMessageSchema } from "../../core/content/contact-form";
import type { Services } from "../../services/container";

/** POST /api/contact: the /contact form. Public; rate-limited in the service. */
export function createContactRouter({ services }: { services: Services }): Router {
  const router = Router();
  router.post("/contact", async (req, res) => {
    const message = contactMessageSchema.parse(req.body ?? {});
    const result = await services.contact.sendMessage({ message, visitor: req.ip ?? "unknown" });
    res.status(201).json(result);
  });
  return router;
}
