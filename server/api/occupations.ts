import { Router } from "express";
import type { Services } from "../../services/container";

/** Occupation search and title matching, public occupation profiles and skill suggestions for the manual form. */
export function createOccupationsRouter({ services }: { services: Services }): Router {
  const router = Router();

  router.get("/skill-suggestions", (req, res) => {
    res.json(services.occupations.suggestSkills(req.query));
  });

  router.get("/occupations/search", (req, res) => {
    const { results, total } = services.occupations.searchPage(req.query);
    res.set("X-Total-Count", String(total));
    res.json(results);
  });

  router.get("/occupations/match", (req, res) => {
    res.json(services.occupations.match(req.query));
  });

  router.get("/occupations/:code", (req, res) => {
    res.json(services.occupations.getProfile(req.params.code));
  });

  return router;
}
