import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { describePathForLog } from "../../core/input/control-characters";
import { pickRequestId } from "./request-id";

declare module "express-serve-static-core" {
  interface Locals {
    /** Numbers a route adds to its request's log line (an upload refused mid-body: the bytes read of it). */
    logFields?: Record<string, number>;
  }
}

/**
 * The level of a request's line. Error means our fault: a 5xx, except 503, which is capacity or
 * state (a full queue, not ready yet, maintenance), not failure, and which a stranger can cause at
 * will (issue #37): warn. A 503 that hides a real failure (a page that could not render) has its
 * own error line with the cause. Everything else, a visitor's mistake included, is info.
 */
export function chooseRequestLogLevel(status: number): "error" | "warn" | "info" {
  if (status === 503) return "warn";
  return status >= 500 ? "error" : "info";
}

/**
 * One line per request, written when the response finishes. Deliberately hand-written: it logs
 * only what is listed here, so no header, cookie or body can slip into the logs, and the path
 * with anything outside a URL's own characters percent-encoded, so no request writes text of
 * its choosing (a forged log line) there.
 */
export function logRequests({ logger }: { logger: Logger }): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // A handler may say a 5xx is expected (readiness while starting): res.locals.logLevel.
      const level = res.locals.logLevel === "info" ? "info" : chooseRequestLogLevel(res.statusCode);
      logger[level]({
        reqId: res.locals.requestId,
        method: req.method,
        path: describePathForLog(req.originalUrl.split("?")[0] ?? ""),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        ...res.locals.logFields,
      });
    });
    next();
  };
}

/** The request line for an address the input gate answered before Express (server/app.ts). */
export function logBadRequestTarget({ logger, req }: { logger: Logger; req: IncomingMessage }): void {
  const header = req.headers["x-request-id"];
  logger.info({
    reqId: pickRequestId(Array.isArray(header) ? header[0] : header),
    method: req.method,
    path: describePathForLog((req.url ?? "/").split("?")[0] ?? ""),
    status: 400,
  });
}
