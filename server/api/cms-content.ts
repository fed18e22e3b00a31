import { Router } from "express";
import { z } from "zod";
import { parseUuid } from "../../core/ids/parse-id";
import { settingInputSchema } from "../../services/cms/cms-settings";
import type { Services } from "../../services/container";
import { ServiceError } from "../../services/platform/service-error";
import { getStaff, rejectCrossSiteMutations, requireOwner, requireStaff } from "../middleware/require-staff";
import { createCmsContactRouter } from "./cms-contact";
import { createCollectionRouter } from "./collection-routes";
import { idParam } from "./id-param";
import { createCmsMediaJsonRouter } from "./cms-media";

/** A staff account id: a UUID (400 otherwise). */
const staffParam = {
  parse(value: unknown): string {
    const id = parseUuid(value);
    if (id === null) throw new ServiceError({ status: 400, message: "Account id must be a UUID" });
    return id;
  },
};
const newStaffSchema = z.object({
  email: z.string({ error: "Email is required" }),
  password: z.string({ error: "Password is required" }),
  displayName: z.string().optional(),
});
const staffActiveSchema = z.object({ isActive: z.boolean({ error: "isActive must be true or false" }) });

/**
 * /api/cms: the content collections, settings, staff accounts and the audit log. Every call needs a
 * session (401); what a role may do is checked here (owner-only routes) and in the services
 * (rules that depend on the row, such as deleting published content).
 */
export function createCmsContentRouter({ services }: { services: Services }): Router {
  const router = Router();
  router.use(requireStaff({ services }));
  router.use(rejectCrossSiteMutations({ publicUrl: services.env.PUBLIC_URL }));

  // One router per content type of the registry (/blog-posts, /pages, /guides, /faq, …), derived from its definition.
  for (const service of services.cmsCollections) router.use(createCollectionRouter({ service }));

  router.get("/settings", async (_req, res) => {
    res.json(await services.cmsSettings.listSettings());
  });
  router.post("/settings", requireOwner(), async (req, res) => {
    const setting = settingInputSchema.parse(req.body ?? {});
    const { row, created } = await services.cmsSettings.saveSetting({ setting, actor: getStaff(res) });
    res.status(created ? 201 : 200).json(row);
  });
  router.delete("/settings/:id", requireOwner(), async (req, res) => {
    const id = idParam.parse(req.params.id, "Setting id");
    res.json(await services.cmsSettings.deleteSetting({ id, actor: getStaff(res) }));
  });

  router.get("/staff", requireOwner(), async (_req, res) => {
    res.json(await services.staffAccounts.listAccounts());
  });
  router.post("/staff", requireOwner(), async (req, res) => {
    const input = newStaffSchema.parse(req.body ?? {});
    res
      .status(201)
      .json(await services.staffAccounts.createAccount({ ...input, role: "editor", actorId: getStaff(res).id }));
  });
  router.patch("/staff/:id", requireOwner(), async (req, res) => {
    const id = staffParam.parse(req.params.id);
    const { isActive } = staffActiveSchema.parse(req.body ?? {});
    res.json(await services.staffAccounts.setAccountActive({ id, isActive, actorId: getStaff(res).id }));
  });

  router.use(createCmsMediaJsonRouter({ services }));
  router.use(createCmsContactRouter({ services }));

  router.get("/audit-log", requireOwner(), async (_req, res) => {
    res.json(await services.auditLog.listEntries());
  });
  return router;
}
