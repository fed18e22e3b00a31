import { Writable } from "node:stream";
import type { Logger } from "pino";
import { createLogger } from "../../server/logger";

/** The server's real logger (server/logger.ts) writing into memory, for tests that read the log. */
export function createCapturedLog({ level = "debug" }: { level?: string } = {}): {
  logger: Logger;
  /** Everything written so far, as the bytes a log file would hold. */
  text(): string;
  /** Each line parsed as JSON (throws on a line that is not: a forged or raw line). */
  lines(): Record<string, unknown>[];
} {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const logger = createLogger({ level, destination });
  const text = () => chunks.join("");
  return {
    logger,
    text,
    lines: () =>
      text()
        .split("\n")
        .filter((line) => line !== "")
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
