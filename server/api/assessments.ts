import { Router } from "express";
import { DELETE_TOKEN_HEADER } from "../../services/assessments/assessment-deletion";
import type { AssessmentInput } from "../../services/assessments/assessment-input";
import type { Services } from "../../services/container";
import { answerPublicAssessment } from "./assessment-json";
import { checkOccupationChoice, parseCountry, parseManualInput, parseTextInput } from "./assessment-schemas";
import { readBearerKey, readOwnerKey } from "./request-keys";

/** What the owner's own view (personal details) may be kept as: nowhere. */
const OWNER_CACHE_CONTROL = "private, no-store";
/** The public report holds nothing personal; shared caches may keep it but must ask each time. */
const PUBLIC_REPORT_CACHE_CONTROL = "public, no-cache";

/** Where a new assessment is posted, and how its body becomes the service's input (zod, 400 on bad input). */
const creationRoutes: readonly { path: string; readInput: (body: unknown) => AssessmentInput }[] = [
  { path: "/assessments/text", readInput: (body) => ({ source: "text", resumeText: parseTextInput(body).resumeText }) },
  { path: "/assessments/manual", readInput: (body) => ({ source: "manual", form: parseManualInput(body) }) },
];

/**
 * The JSON assessment calls (assessment-flow.md §7). Each handler reads the keys (the visitor's AI
 * key as Authorization: Bearer, the owner key as X-Delete-Token) and validates the body, then
 * calls the service with typed arguments (ADR 003).
 */
export function createAssessmentsRouter({ services }: { services: Services }): Router {
  const router = Router();

  // New assessments from pasted text or the manual form: one handler, two readers of the body.
  for (const { path, readInput } of creationRoutes)
    router.post(path, async (req, res) => {
      const apiKey = readBearerKey(req.headers);
      const input = readInput(req.body);
      const country = parseCountry(req.body);
      res
        .status(201)
        .json(await services.assessments.createAssessment({ input, apiKey, visitorAddress: req.ip, country }));
    });

  /**
   * Without the owner key: the public view, from the cache (the JSON lane answers most of these
   * before Express). With it: the owner's own view, never stored by any cache (ADR 021).
   */
  router.get("/assessments/:id", async (req, res) => {
    const token = readOwnerKey(req.headers);
    if (token === undefined) {
      const cached = await services.assessments.readCached(req.params.id);
      const answer = answerPublicAssessment({ cached, ifNoneMatch: req.get("if-none-match") });
      res.status(answer.status).set(answer.headers);
      if (answer.body) res.setHeader("Content-Length", answer.body.length);
      res.end(answer.body ?? undefined);
      return;
    }
    const view = await services.assessments.readOwnerView({ id: req.params.id, token });
    res.setHeader("Cache-Control", OWNER_CACHE_CONTROL);
    res.vary(DELETE_TOKEN_HEADER);
    res.json(view);
  });

  /** Only the browser holding the assessment's delete token (X-Delete-Token) may delete it. */
  router.delete("/assessments/:id", async (req, res) => {
    await services.assessmentDeletion.deleteAssessment({ id: req.params.id, token: readOwnerKey(req.headers) });
    res.setHeader("Cache-Control", "no-store");
    res.status(204).end();
  });

  /** "Not your job? Pick another" re-scores the result: only with its owner key. */
  router.post("/assessments/:id/occupation", async (req, res) => {
    res.json(
      await services.assessments.chooseOccupation({
        id: req.params.id,
        choice: checkOccupationChoice(req.body),
        token: readOwnerKey(req.headers),
        visitorAddress: req.ip,
      }),
    );
  });

  /**
   * The public report (built once per revision, with an ETag: a 304 costs no build), or the
   * owner's own with the owner key (fetched by the page, opened as a blob; never stored).
   */
  router.get("/assessments/:id/pdf", async (req, res) => {
    const { fileName, bytes, personal, etag } = await services.assessments.renderReport({
      id: req.params.id,
      token: readOwnerKey(req.headers),
      visitorAddress: req.ip,
      ifNoneMatch: req.get("if-none-match"),
    });
    res.setHeader("Cache-Control", personal ? OWNER_CACHE_CONTROL : PUBLIC_REPORT_CACHE_CONTROL);
    res.vary(DELETE_TOKEN_HEADER);
    if (etag) res.setHeader("ETag", etag);
    if (!bytes) {
      res.status(304).end();
      return;
    }
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", `inline; filename="${fileName}"`);
    res.setHeader("Content-Length", String(bytes.length));
    res.end(bytes);
  });

  return router;
}
