import { pino, stdSerializers, type DestinationStream, type Logger } from "pino";
import { describeDatabaseError } from "../db/describe-database-error";

/**
 * The process logger: every line the server writes goes through it, as one JSON object per
 * line, so no request can add a line of its own (a newline in a path or a message is escaped).
 * Request logs carry method, path, status, timing and request id only: never headers
 * (Authorization carries the visitor's AI key; cookies carry staff sessions) and never bodies
 * (resumes, messages). An error that comes from the database is logged as its statement's name
 * and error code only (db/describe-database-error.ts): its message would carry the query's
 * values. The redact list is a second line of defence for anything logged by hand.
 */
export function createLogger({
  level,
  destination,
}: {
  level: string;
  /** Where lines go (tests capture them); standard output by default. */
  destination?: DestinationStream;
}): Logger {
  const options = {
    level,
    base: undefined,
    serializers: { err: serializeError },
    redact: {
      paths: [
        "authorization",
        "apiKey",
        "password",
        "cookie",
        "*.authorization",
        "*.apiKey",
        "*.password",
        "*.cookie",
        "*.headers",
        "req.headers",
        "res.headers",
        "body",
        "*.body",
      ],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** pino's error serializer, except that database errors say only what {@link describeDatabaseError} keeps. */
export function serializeError(error: unknown): unknown {
  const described = describeDatabaseError(error);
  if (described) return described;
  return error instanceof Error ? stdSerializers.err(error) : error;
}
