import { Router } from "express";
import { reviewApprovalSchema, submitApprovalSchema } from "../../services/cms/approvals";
import type { Services } from "../../services/container";
import { getStaff, rejectCrossSiteMutations, requireOwner, requireStaff } from "../middleware/require-staff";
import { idParam } from "./id-param";

/** /api/approvals: staff submit; the owner reviews. */
export function createApprovalsRouter({ services }: { services: Services }): Router {
  const router = Router();
  router.use(requireStaff({ services }));
  router.use(rejectCrossSiteMutations({ publicUrl: services.env.PUBLIC_URL }));

  router.post("/submit", async (req, res) => {
    const submission = submitApprovalSchema.parse(req.body ?? {});
    res.status(201).json(await services.approvals.submit({ submission, actor: getStaff(res) }));
  });
  router.get("/pending", async (_req, res) => {
    res.json(await services.approvals.listPending());
  });
  router.get("/:id", async (req, res) => {
    const id = idParam.parse(req.params.id, "Submission id");
    res.json(await services.approvals.readReview(id));
  });
  router.patch("/:id", requireOwner(), async (req, res) => {
    const id = idParam.parse(req.params.id, "Submission id");
    const decision = reviewApprovalSchema.parse(req.body ?? {});
    res.json(await services.approvals.review({ id, decision, actor: getStaff(res) }));
  });
  return router;
}
