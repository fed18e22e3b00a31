import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";

const acceptableId = /^[A-Za-z0-9._-]{8,64}$/;

/** Gives each request an id (a sane incoming X-Request-Id is kept) and echoes it back. */
export function assignRequestId(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const id = incoming && acceptableId.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    next();
  };
}
