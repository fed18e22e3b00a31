import { Router } from "express";
import type { Services } from "../../services/platform/container";
import { getStaff, rejectCrossSiteMutations, requireOwner, requireStaff } from "../middleware/require-staff";
import { idParam } from "./id-param";

/** /api/approvals: staff submit; the owner reviews. */
export function createApprovalsRouter({ services }: { services: Services }): Router {
  const router = Router();
  router.use(requireStaff({ services }));
  router.use(rejectCrossSiteMutations({ publicUrl: services.env.PUBLIC_URL }));

  router.post("/submit", async (req, res) => {
    res.status(201).json(await services.approvals.submit({ input: req.body ?? {}, actor: getStaff(res) }));
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
    res.json(await services.approvals.review({ id, input: req.body ?? {}, actor: getStaff(res) }));
  });
  return router;
}
