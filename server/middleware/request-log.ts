import type { RequestHandler } from "express";
import type { Logger } from "pino";

/**
 * One line per request, written when the response finishes. Deliberately hand-written: it logs
 * only what is listed here, so no header, cookie or body can slip into the logs.
 */
export function logRequests({ logger }: { logger: Logger }): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? "error" : "info";
      logger[level]({
        reqId: res.locals.requestId,
        method: req.method,
        path: req.originalUrl.split("?")[0],
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      });
    });
    next();
  };
}
