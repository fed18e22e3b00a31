/**
 * What a database error may say in a log: the statement's name and PostgreSQL's error code,
 * never the statement's parameter values. Drizzle's DrizzleQueryError puts every value of the
 * failed query in its message ("Failed query: … params: …"), and PostgreSQL's own message and
 * detail can quote a value ("Key (slug)=(…) already exists"): a name, a resume-derived profile,
 * a contact message or a token hash would reach the log.
 */
export type DescribedDatabaseError = {
  type: "DatabaseError";
  /** The kind of statement and its table, e.g. `insert contact_messages`; never its values. */
  statement: string;
  /** PostgreSQL's SQLSTATE (e.g. 23505), when the driver gave one. */
  code?: string;
  /** The constraint a violation names (a schema name, not a value). */
  constraint?: string;
};

/** A table name as SQL writes it (quoted or not, maybe with its schema): an identifier, never a value. */
const TABLE = String.raw`("?[A-Za-z_][\w.]{0,62}"?)`;

/** Data-modifying forms (several may appear when WITH clauses write too). */
const WRITES = new RegExp(String.raw`\b(?:(insert)\s+into|(update)|(delete)\s+from)\s+${TABLE}(?=\s|\(|$)`, "gi");
const READ = new RegExp(String.raw`^\s*select\b[\s\S]*?\bfrom\s+${TABLE}`, "i");

/**
 * A statement's name from its SQL text: its verb and table (for a write after WITH clauses, the
 * main statement, which comes last), the table a query reads, or else the first word.
 */
export function nameStatement(query: string): string {
  const writes = [...query.matchAll(WRITES)];
  const main = writes.at(-1);
  if (main) return `${main[1] ?? main[2] ?? main[3]} ${main[4]!.replaceAll('"', "")}`.toLowerCase();
  const read = READ.exec(query);
  if (read) return `select ${read[1]!.replaceAll('"', "")}`;
  return /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? "statement";
}

type ErrorLike = {
  query?: unknown;
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  cause?: unknown;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The loggable description of a database error anywhere in `error`'s cause chain (an error that
 * carries a `query` string, Drizzle's and PGlite's, or PostgreSQL's own with a severity and a
 * SQLSTATE), or null when the chain holds none.
 */
export function describeDatabaseError(error: unknown): DescribedDatabaseError | null {
  const chain: ErrorLike[] = [];
  for (let current = error; current && typeof current === "object" && chain.length < 10;) {
    if (chain.includes(current as ErrorLike)) break;
    chain.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  const withQuery = chain.find((link) => typeof link.query === "string");
  const fromServer = chain.find((link) => typeof link.severity === "string" && SQLSTATE.test(String(link.code)));
  if (!withQuery && !fromServer) return null;
  const code = chain.map((link) => link.code).find((value) => typeof value === "string" && SQLSTATE.test(value));
  const constraint = chain
    .map((link) => link.constraint)
    .find((value) => typeof value === "string" && /^[\w.]{1,100}$/.test(value));
  return {
    type: "DatabaseError",
    statement: withQuery ? nameStatement(withQuery.query as string) : "statement",
    ...(typeof code === "string" ? { code } : {}),
    ...(typeof constraint === "string" ? { constraint } : {}),
  };
}
