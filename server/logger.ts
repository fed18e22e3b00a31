import { pino, type Logger } from "pino";

/**
 * The process logger. Request logs carry method, path, status, timing and request id only:
 * never headers (Authorization carries the visitor's AI key; cookies carry staff sessions) and
 * never bodies (resumes). The redact list is a second line of defence for anything logged by hand.
 */
export function createLogger({ level }: { level: string }): Logger {
  return pino({
    level,
    base: undefined,
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
  });
}
