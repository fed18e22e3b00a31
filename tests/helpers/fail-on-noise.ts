import net from "node:net";
import { pino, type Logger } from "pino";
import { afterAll, afterEach, beforeEach } from "vitest";
import {
  endTestRecord,
  readCurrentRecord,
  readNoiseState,
  startFileRecord,
  startTestRecord,
  type ErrorLog,
  type NoiseRecord,
} from "./noise-record";

/**
 * The vitest setup file of every suite (vitest.config.ts, tests/e2e/vitest.config.ts): a test
 * fails when it
 * - logs at error level (a `console.error`, or an error or fatal line of a pino logger, the app's
 *   own, whatever the logger's level: a silent test logger still counts) without declaring it
 *   with `expectErrorLog` (tests/helpers/expect-noise.ts);
 * - opens a connection to an address outside loopback without declaring it with
 *   `allowOutboundConnection`: the connection is refused before any packet leaves.
 * A declared log that never comes fails the test too. Proven by tests/helpers/fail-on-noise.test.ts.
 */

const guardMark = Symbol.for("ai-job-risk.noise-guard.installed");

type Marked = Record<symbol, unknown>;

/** A log call's arguments in words: its message first, then any error and other fields it carries. */
function describeArguments(args: unknown[]): string {
  const words = args.filter((arg): arg is string => typeof arg === "string");
  const details = args.flatMap((arg) => {
    if (typeof arg === "string") return [];
    if (arg instanceof Error) return [`${arg.name}: ${arg.message}`];
    if (!arg || typeof arg !== "object") return [String(arg)];
    const { err, error, ...rest } = arg as { err?: unknown; error?: unknown };
    const cause = err ?? error;
    const described = cause instanceof Error ? [`${cause.name}: ${cause.message}`] : [];
    if (Object.keys(rest).length > 0) described.push(safeStringify(rest));
    return described;
  });
  return [...words, ...details].join("; ");
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** Matches `log` against the test's, then the file's, expectations; unmatched logs are kept. */
function noteErrorLog(log: ErrorLog): void {
  const state = readNoiseState();
  const records = state.inTest ? [state.test, state.file] : [state.file];
  for (const record of records) {
    const expected = record.expectedLogs.find((entry) => entry.pattern.test(log.text));
    if (expected) {
      expected.seen = true;
      return;
    }
  }
  readCurrentRecord().errorLogs.push(log);
}

function installConsoleGuard(): void {
  const original = console.error;
  if ((original as unknown as Marked)[guardMark]) return;
  const guarded = (...args: unknown[]) => {
    noteErrorLog({ source: "console.error", text: describeArguments(args) });
    original.apply(console, args);
  };
  (guarded as unknown as Marked)[guardMark] = true;
  console.error = guarded;
}

/**
 * pino sets a logger's level methods in its level setter (one shared prototype for every logger
 * and child); wrapping that setter lets every error and fatal call be seen, enabled or not.
 */
function installLoggerGuard(): void {
  const setLevelSym = pino.symbols.setLevelSym as unknown as symbol;
  // Each logger's prototype is a fresh object over the one shared prototype that holds the setter.
  const prototype = Object.getPrototypeOf(Object.getPrototypeOf(pino({ level: "silent" }))) as Marked;
  if (prototype[guardMark]) return;
  const setLevel = prototype[setLevelSym] as (this: Logger, level: string | number) => void;
  prototype[setLevelSym] = function guardedSetLevel(this: Logger, level: string | number) {
    setLevel.call(this, level);
    for (const name of ["error", "fatal"] as const) {
      const method = this[name] as (...args: unknown[]) => void;
      const source = name === "error" ? "logger.error" : "logger.fatal";
      (this as unknown as Record<string, unknown>)[name] = function guardedLog(this: Logger, ...args: unknown[]) {
        noteErrorLog({ source, text: describeArguments(args) });
        return method.apply(this, args);
      };
    }
  };
  prototype[guardMark] = true;
}

/** Loopback, a local socket path, or a host declared by the test (or the test database's host). */
function isAllowedHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, "");
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  if (net.isIPv4(name)) return name.startsWith("127.");
  if (net.isIPv6(name)) return name === "::1" || /^::ffff:127\./.test(name);
  const state = readNoiseState();
  return state.test.allowedHosts.has(name) || state.file.allowedHosts.has(name);
}

function isDeclared(host: string): boolean {
  const state = readNoiseState();
  const name = host.toLowerCase();
  return state.test.allowedHosts.has(name) || state.file.allowedHosts.has(name);
}

type ConnectArguments = [unknown?, unknown?, ...unknown[]];

/** The host a `socket.connect(…)` call names, or null for a local socket path. */
function readConnectHost(args: ConnectArguments): string | null {
  let [first] = args;
  // net.connect passes its normalised arguments as one array.
  if (Array.isArray(first)) first = first[0];
  if (first && typeof first === "object") {
    const options = first as { path?: unknown; host?: unknown };
    if (typeof options.path === "string") return null;
    return typeof options.host === "string" && options.host !== "" ? options.host : "localhost";
  }
  if (typeof first === "string" && !/^\d+$/.test(first)) return null;
  const host = args[1];
  return typeof host === "string" && host !== "" ? host : "localhost";
}

function installConnectionGuard(): void {
  const prototype = net.Socket.prototype as net.Socket & Marked;
  if (prototype[guardMark]) return;
  const connect = prototype.connect as (this: net.Socket, ...args: unknown[]) => net.Socket;
  prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const host = readConnectHost(args as ConnectArguments);
    if (host === null || isAllowedHost(host) || isDeclared(host)) return connect.apply(this, args);
    readCurrentRecord().refusedConnections.push(host);
    const error = Object.assign(new Error(`the test suite refused a connection to ${host} (outside loopback)`), {
      code: "ECONNREFUSED",
    });
    process.nextTick(() => this.destroy(error));
    return this;
  } as typeof prototype.connect;
  prototype[guardMark] = true;
}

/** What the record holds that must fail the test (or the file), in words; empty when clean. */
function describeNoise(record: NoiseRecord): string[] {
  return [
    ...record.errorLogs.map(
      (log) =>
        `${log.source} was called without expectErrorLog(): ${log.text.slice(0, 500)}` +
        ` (declare it with expectErrorLog from tests/helpers/expect-noise.ts if the test means it)`,
    ),
    ...record.expectedLogs
      .filter((entry) => !entry.seen)
      .map((entry) => `expectErrorLog(${String(entry.pattern)}) was declared, but no error log matched it`),
    ...record.refusedConnections.map(
      (host) =>
        `a connection to ${host} (outside loopback) was refused; declare it with allowOutboundConnection("${host}")`,
    ),
  ];
}

function declareDatabaseHost(databaseUrl: string | undefined): void {
  if (!databaseUrl) return;
  try {
    readNoiseState().file.allowedHosts.add(new URL(databaseUrl).hostname.toLowerCase());
  } catch {
    // Not a URL: the database client reports it.
  }
}

installConsoleGuard();
installLoggerGuard();
installConnectionGuard();

// A setup file runs once before each test file: declarations at the file's top level come after.
startFileRecord();
// The PostgreSQL leg's server is declared by the environment that starts it.
declareDatabaseHost(process.env.TEST_DATABASE_URL);

beforeEach(() => {
  startTestRecord();
});

afterEach(() => {
  const problems = describeNoise(endTestRecord());
  if (problems.length > 0) throw new Error(`Noise in this test:\n- ${problems.join("\n- ")}`);
});

afterAll(() => {
  const problems = describeNoise(readNoiseState().file);
  if (problems.length > 0) throw new Error(`Noise outside the tests of this file:\n- ${problems.join("\n- ")}`);
});
