/**
 * Messages between the server's thread and the embedded database's thread (db/pglite-thread.ts
 * and db/pglite-thread-worker.ts). Every request carries an id; the answer repeats it.
 */

/** Where the database's thread opens its folder, and with which settings. */
export type PgliteThreadOptions = { dataDir: string; settings: string[] };

/** Drizzle's row shapes; column types listed in `rawTypes` are handed back as PostgreSQL's text. */
export type QueryShape = { rowMode: "array" | "object"; rawTypes: number[] };

export type ThreadRequest =
  | { id: number; kind: "query"; text: string; params: unknown[]; shape: QueryShape; transaction?: number }
  | { id: number; kind: "exec"; text: string; transaction?: number }
  /** Opens a transaction; the answer's `value` is its number, used by the requests inside it. */
  | { id: number; kind: "begin" }
  | { id: number; kind: "end"; transaction: number; commit: boolean }
  | { id: number; kind: "close" };

/** What a PostgreSQL error carries across, so callers can read `code`, `constraint` and the rest. */
export type ThreadError = { message: string; name: string; fields: Record<string, unknown> };

export type ThreadAnswer = { id: number; value: unknown } | { id: number; error: ThreadError };

/** The first message of the database's thread: open, or why not. */
export type ThreadReady = { ready: true } | { ready: false; error: ThreadError };

/** The PostgreSQL error fields worth keeping (node-postgres and PGlite name them alike). */
const ERROR_FIELDS = [
  "code",
  "severity",
  "detail",
  "hint",
  "position",
  "where",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
] as const;

export function describeError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), name: "Error", fields: {} };
  const fields: Record<string, unknown> = {};
  for (const field of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined) fields[field] = value;
  }
  return { message: error.message, name: error.name, fields };
}

export function reviveError(described: ThreadError): Error {
  const error = new Error(described.message);
  error.name = described.name;
  return Object.assign(error, described.fields);
}
