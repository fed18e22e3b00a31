import { Router, type ErrorRequestHandler } from "express";
import multer from "multer";
import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES, readExtensionKind } from "../../integrations/document-text";
import { DELETE_TOKEN_HEADER } from "../../services/assessments/assessment-deletion";
import type { AssessmentInput } from "../../services/assessments/assessment-input";
import type { Services } from "../../services/platform/container";
import { isMalformedMultipart, refuseControlCharacters } from "../middleware/input-gate";
import { answerPublicAssessment } from "./assessment-json";
import { checkOccupationChoice, parseManualInput, parseTextInput } from "./assessment-schemas";
import { readBearerKey, readOwnerKey } from "./request-keys";

/**
 * POST /api/assessments/upload-file (multipart, field `resume`, memory only, no key). Mounted
 * before the JSON parser so the size limit applies while the file streams in.
 */
export function createAssessmentUploadRouter({ services }: { services: Services }): Router {
  const router = Router();
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 6 },
    fileFilter: (_req, file, accept) => {
      if (readExtensionKind(file.originalname) === null) {
        accept(Object.assign(new Error(DOCUMENT_MESSAGES.invalidType), { uploadStatus: 400 }));
        return;
      }
      accept(null, true);
    },
  });

  router.post("/assessments/upload-file", upload.single("resume"), refuseControlCharacters(), async (req, res) => {
    if (!req.file) {
      res.status(400).json({ error: "Please upload a resume file first." });
      return;
    }
    const result = await services.assessments.extractUpload({
      fileName: req.file.originalname,
      bytes: req.file.buffer,
      visitorAddress: req.ip,
    });
    res.json(result);
  });

  const answerUploadErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    const known = error as { uploadStatus?: number; code?: string; name?: string; message?: string } | null;
    if (known?.uploadStatus) {
      res.status(known.uploadStatus).json({ error: known.message });
      return;
    }
    if (known?.code === "LIMIT_FILE_SIZE") {
      res.status(413).json({ error: DOCUMENT_MESSAGES.tooLarge });
      return;
    }
    if (known?.name === "MulterError" || isMalformedMultipart(error)) {
      res.status(400).json({ error: "Please upload one PDF, DOC, or DOCX file in the field named resume." });
      return;
    }
    next(error);
  };
  router.use("/assessments/upload-file", answerUploadErrors);
  return router;
}

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
      res.status(201).json(await services.assessments.createAssessment({ input, apiKey, visitorAddress: req.ip }));
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

  /** The public report, or the owner's own with the owner key (fetched by the page, opened as a blob). */
  router.get("/assessments/:id/pdf", async (req, res) => {
    const { fileName, bytes, personal } = await services.assessments.renderReport({
      id: req.params.id,
      token: readOwnerKey(req.headers),
    });
    res.setHeader("Cache-Control", personal ? OWNER_CACHE_CONTROL : PUBLIC_REPORT_CACHE_CONTROL);
    res.vary(DELETE_TOKEN_HEADER);
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", `inline; filename="${fileName}"`);
    res.setHeader("Content-Length", String(bytes.length));
    res.end(bytes);
  });

  return router;
}
