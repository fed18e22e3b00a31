import { tmpdir } from "node:os";
import { Router, type RequestHandler } from "express";
import multer from "multer";
import { formatFileSize } from "../../core/cms/format-size";
import { removeFiles } from "../../integrations/media-storage";
import { updateMediaSchema } from "../../services/cms/media-library";
import type { Services } from "../../services/container";
import { ServiceError } from "../../services/platform/service-error";
import { checkParsedInput, isMalformedMultipart } from "../middleware/input-gate";
import { getStaff, rejectCrossSiteMutations, requireStaff } from "../middleware/require-staff";
import { idParam } from "./id-param";

const maxFilesPerUpload = 10;

/**
 * /api/cms/media. Mounted before the JSON parser: files stream to temporary files (never whole
 * in memory) while multer enforces MEDIA_MAX_BYTES (413 as soon as it is exceeded), after the
 * session and origin checks so nothing is received for a stranger. The temporary files are
 * removed whatever the outcome; the library stores the checked bytes in the database.
 */
export function createCmsMediaRouter({ services }: { services: Services }): Router {
  const router = Router();
  const upload = multer({
    storage: multer.diskStorage({ destination: tmpdir() }),
    limits: {
      fileSize: services.env.MEDIA_MAX_BYTES,
      files: maxFilesPerUpload,
      fields: 10,
      parts: maxFilesPerUpload + 10,
    },
  }).array("files", maxFilesPerUpload);

  const receiveFiles: RequestHandler = (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      if (isMalformedMultipart(error))
        return next(
          new ServiceError({ status: 400, message: "Send the files in the 'files' field of a multipart form" }),
        );
      if (error instanceof multer.MulterError) {
        if (error.code === "LIMIT_FILE_SIZE")
          return next(
            new ServiceError({
              status: 413,
              message: `File too large: the limit is ${formatFileSize(services.env.MEDIA_MAX_BYTES)}`,
            }),
          );
        if (error.code === "LIMIT_FILE_COUNT" || error.code === "LIMIT_PART_COUNT") {
          return next(
            new ServiceError({ status: 400, message: `Upload at most ${maxFilesPerUpload} files at a time` }),
          );
        }
        return next(
          new ServiceError({ status: 400, message: "Send the files in the 'files' field of a multipart form" }),
        );
      }
      next(error);
    });
  };

  const checks = [requireStaff({ services }), rejectCrossSiteMutations({ publicUrl: services.env.PUBLIC_URL })];
  router.post("/media/upload", ...checks, receiveFiles, async (req, res) => {
    const files = Array.isArray(req.files) ? req.files : [];
    try {
      const refused = checkParsedInput(req);
      if (refused) throw refused;
      const rows = await services.mediaLibrary.uploadFiles({
        files: files.map((file) => ({ originalName: file.originalname, path: file.path })),
        actor: getStaff(res),
      });
      res.status(201).json(rows);
    } finally {
      await removeFiles(files.map((file) => file.path));
    }
  });
  return router;
}

/** The JSON part of /api/cms/media (list, update, delete): used inside the CMS router, behind its checks. */
export function createCmsMediaJsonRouter({ services }: { services: Services }): Router {
  const router = Router();
  router.get("/media", async (_req, res) => {
    res.json(await services.mediaLibrary.listMedia());
  });
  router.put("/media/:id", async (req, res) => {
    const id = idParam.parse(req.params.id, "File id");
    const changes = updateMediaSchema.parse(req.body ?? {});
    res.json(await services.mediaLibrary.updateMedia({ id, changes, actor: getStaff(res) }));
  });
  router.delete("/media/:id", async (req, res) => {
    const id = idParam.parse(req.params.id, "File id");
    res.json(await services.mediaLibrary.deleteMedia({ id, actor: getStaff(res) }));
  });
  return router;
}
