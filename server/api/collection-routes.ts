import { Router } from "express";
import { buildCreateSchema, buildUpdateSchema } from "../../core/content-types/build-content-schema";
import type { CollectionApi, Values } from "../../services/cms/collection-service";
import { getStaff } from "../middleware/require-staff";
import { idParam } from "./id-param";

/**
 * The API of one CMS collection, derived from its content type (ADR 028):
 * GET /<path> lists, POST /<path> creates (201), PUT /<path>/:id updates, DELETE /<path>/:id
 * deletes and answers the deleted row. A malformed id answers 400 ("Post id must be a whole
 * number…", ADR 023); an unknown one 404 with the collection's own words ("Post not found").
 * Mount it behind the staff session checks.
 */
export function createCollectionRouter({ service }: { service: CollectionApi }): Router {
  const router = Router();
  const base = `/${service.type.path}`;
  const idLabel = `${service.type.noun.charAt(0).toUpperCase()}${service.type.noun.slice(1)} id`;
  // The body is validated here, against the content type's fields (ADR 003, ADR 028).
  const createSchema = buildCreateSchema(service.type);
  const updateSchema = buildUpdateSchema(service.type);
  router.get(base, async (_req, res) => {
    res.json(await service.list());
  });
  router.post(base, async (req, res) => {
    const data = createSchema.parse(req.body ?? {}) as Values;
    res.status(201).json(await service.create({ data, actor: getStaff(res) }));
  });
  router.put(`${base}/:id`, async (req, res) => {
    const id = idParam.parse(req.params.id, idLabel);
    const changes = updateSchema.parse(req.body ?? {}) as Values;
    res.json(await service.update({ id, changes, actor: getStaff(res) }));
  });
  router.delete(`${base}/:id`, async (req, res) => {
    const id = idParam.parse(req.params.id, idLabel);
    res.json(await service.remove({ id, actor: getStaff(res) }));
  });
  return router;
}
