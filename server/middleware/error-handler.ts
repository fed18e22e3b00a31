import type { ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import { ZodError } from "zod";
import { ServiceError } from "../../services/platform/service-error";

type HttpLikeError = { status?: unknown; statusCode?: unknown; type?: unknown; code?: unknown };

/**
 * Turns any error into a JSON answer with a real status. Known errors say what went wrong;
 * anything unexpected is logged with the request id and answered with a bare 500.
 */
export function handleApiErrors({ logger }: { logger: Logger }): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const { status, message } = describeError(error);
    if (error instanceof ServiceError && error.retryAfterSeconds !== undefined) {
      res.setHeader("Retry-After", String(error.retryAfterSeconds));
    } else if (status >= 500) logger.error({ reqId: res.locals.requestId, err: error }, "unexpected error");
    res.status(status).json({ error: message });
  };
}

function describeError(error: unknown): { status: number; message: string } {
  if (error instanceof ServiceError) return { status: error.status, message: error.message };
  if (error instanceof ZodError) return { status: 400, message: error.issues[0]?.message ?? "Invalid request" };
  const known = (error ?? {}) as HttpLikeError;
  if (known.type === "entity.too.large" || known.code === "LIMIT_FILE_SIZE") {
    return { status: 413, message: "Payload too large" };
  }
  if (known.type === "entity.parse.failed") return { status: 400, message: "Request body is not valid JSON" };
  const status = Number(known.status ?? known.statusCode);
  if (Number.isInteger(status) && status >= 400 && status < 500) {
    return { status, message: "Bad request" };
  }
  return { status: 500, message: "Internal server error" };
}
