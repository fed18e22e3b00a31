import { readCurrentRecord } from "./noise-record";

/**
 * Says that the test (or, called outside a test, every test of the file) logs an error on
 * purpose: a `console.error` or an error-level line of the app's logger whose text matches
 * `pattern`. The noise guard (tests/helpers/fail-on-noise.ts) then lets matching lines pass,
 * and fails the test if none was logged, so the expectation cannot go stale.
 */
export function expectErrorLog(pattern: RegExp | string): void {
  const regex = typeof pattern === "string" ? new RegExp(escapeRegExp(pattern)) : pattern;
  readCurrentRecord().expectedLogs.push({ pattern: regex, seen: false });
}

/**
 * Lets the test (or, outside a test, the file) open connections to `host`, an address outside
 * loopback. Without it, the noise guard refuses the connection and fails the test.
 */
export function allowOutboundConnection(host: string): void {
  readCurrentRecord().allowedHosts.add(host.toLowerCase());
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Says that the test makes the server answer `path` with a 5xx `status` on purpose: the request
 * log records every 5xx at error level (server/middleware/request-log.ts).
 */
export function expectServerErrorAnswer({ path, status }: { path: string; status: number }): void {
  expectErrorLog(new RegExp(`"path":"${escapeRegExp(path)}","status":${status}\\b`));
}
