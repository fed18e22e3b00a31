import { Router } from "express";
import type { Services } from "../../services/container";
import { requireOwner } from "../middleware/require-staff";
import { idParam } from "./id-param";

/**
 * /api/cms/contact-messages: what visitors sent from /contact. Used inside the CMS router, behind
 * its session and cross-site checks: every staff member reads them; only the owner deletes.
 */
export function createCmsContactRouter({ services }: { services: Services }): Router {
  const router = Router();
  router.get("/contact-messages", async (_req, res) => {
    res.json(await services.contact.listMessages());
  });
  router.delete("/contact-messages/:id", requireOwner(), async (req, res) => {
    const id = idParam.parse(req.params.id, "Message id");
    res.json(await services.contact.deleteMessage(id));
  });
  return router;
}
