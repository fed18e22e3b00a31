/**
 * What the noise guard (tests/helpers/fail-on-noise.ts) saw during the current test, and what the
 * test said it expects. Kept on `globalThis` so the setup file and a test file share one record,
 * whichever copy of this module each of them loaded.
 */
export type ErrorLog = { source: "console.error" | "logger.error" | "logger.fatal"; text: string };

export type NoiseRecord = {
  /** Error-level logs not yet matched by an expectation. */
  errorLogs: ErrorLog[];
  /** Patterns the test declared with `expectErrorLog`, each with whether a log matched it. */
  expectedLogs: { pattern: RegExp; seen: boolean }[];
  /** Connections refused because their address is outside loopback and was not declared. */
  refusedConnections: string[];
  /** Hosts the test declared with `allowOutboundConnection`. */
  allowedHosts: Set<string>;
};

const recordKey = Symbol.for("ai-job-risk.noise-record");

type WithRecord = typeof globalThis & { [recordKey]?: { test: NoiseRecord; file: NoiseRecord; inTest: boolean } };

function createRecord(): NoiseRecord {
  return { errorLogs: [], expectedLogs: [], refusedConnections: [], allowedHosts: new Set() };
}

/** The record of the test that runs now (or of the file, outside any test: its hooks and imports). */
export function readNoiseState(): { test: NoiseRecord; file: NoiseRecord; inTest: boolean } {
  const holder = globalThis as WithRecord;
  holder[recordKey] ??= { test: createRecord(), file: createRecord(), inTest: false };
  return holder[recordKey];
}

export function startTestRecord(): void {
  const state = readNoiseState();
  state.test = createRecord();
  state.inTest = true;
}

export function endTestRecord(): NoiseRecord {
  const state = readNoiseState();
  state.inTest = false;
  return state.test;
}

export function startFileRecord(): void {
  const state = readNoiseState();
  state.file = createRecord();
  state.test = createRecord();
  state.inTest = false;
}

/** The record that declarations and observations go to now. */
export function readCurrentRecord(): NoiseRecord {
  const state = readNoiseState();
  return state.inTest ? state.test : state.file;
}
