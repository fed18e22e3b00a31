import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";

const acceptableId = /^[A-Za-z0-9._-]{8,64}$/;

/** A sane incoming X-Request-Id, else a new one. */
export function pickRequestId(incoming: string | undefined): string {
  return incoming && acceptableId.test(incoming) ? incoming : randomUUID();
}

/** Gives each request an id (a sane incoming X-Request-Id is kept) and echoes it back. */
export function assignRequestId(): RequestHandler {
  return (req, res, next) => {
    const id = pickRequestId(req.get("x-request-id"));
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    next();
  };
}
