import { getTableColumns, SQL, StringChunk, type Column } from "drizzle-orm";
import { PgDialect, type PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import type { QuotaTransaction } from "./quota-transaction";

/**
 * Inserts one row only when `gate` (a data-modifying statement with `returning`, e.g. the quota's
 * "record one use if under the cap") returns a row, in ONE statement:
 *
 *   with gate as (<gate>) insert into <table> (<columns>) select <values> from gate returning id
 *
 * so a write that used to be count, record, insert costs one database round trip. Values go
 * through the columns' own driver mapping (JSON columns are serialised once) and are cast to the
 * column types, as an `insert … values` would infer them. Returns the new row's id, or undefined
 * when the gate let nothing through (nothing was written).
 *
 * The statement's text is built once per shape (gate text, table, set of columns) and kept:
 * letting Drizzle walk the whole template on every write (one nested SQL per value, the JSON
 * columns included) cost ~11 % of a write's CPU (ADR 012). Per call only the parameters are
 * computed, and the statement goes to the driver as one flat list of text and parameters.
 */
export async function insertThroughGate<Table extends PgTable>({
  executor,
  gate,
  table,
  values,
}: {
  executor: Database | QuotaTransaction;
  gate: SQL;
  table: Table;
  values: Partial<Table["$inferInsert"]>;
}): Promise<string | undefined> {
  const compiledGate = dialect.sqlToQuery(gate);
  const columns = getTableColumns(table);
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  const shape = `${compiledGate.sql}\u0000${entries.map(([key]) => key).join(",")}`;
  const cache = compiledByTable.get(table) ?? new Map<string, Compiled>();
  compiledByTable.set(table, cache);
  let compiled = cache.get(shape);
  if (!compiled) {
    compiled = compile({ table, gateText: compiledGate.sql, gateParams: compiledGate.params.length, columns, entries });
    if (cache.size >= MAX_SHAPES_PER_TABLE) cache.clear();
    cache.set(shape, compiled);
  }
  const params: unknown[] = [...compiledGate.params];
  for (const [key, value] of entries) params.push(columnOf(columns, key).mapToDriverValue(value));
  const result = (await executor.execute(bindStatement(compiled.pieces, params))) as unknown as {
    rows: { id: string }[];
  };
  return result.rows[0]?.id;
}

type Compiled = {
  /** The statement's text cut at each parameter: pieces.length === parameters + 1. */
  pieces: string[];
};

/** Shapes in use are a handful (one per gate and column set); the bound only guards against misuse. */
const MAX_SHAPES_PER_TABLE = 64;
const compiledByTable = new WeakMap<PgTable, Map<string, Compiled>>();
const dialect = new PgDialect();

function compile({
  table,
  gateText,
  gateParams,
  columns,
  entries,
}: {
  table: PgTable;
  gateText: string;
  gateParams: number;
  columns: Record<string, Column>;
  entries: [string, unknown][];
}): Compiled {
  const tableText = dialect.sqlToQuery(new SQL([table])).sql;
  const names = entries.map(([key]) => dialect.escapeName(columnOf(columns, key).name));
  const expressions = entries.map(
    ([key], i) => `${dialect.escapeParam(gateParams + i)}::${columnOf(columns, key).getSQLType()}`,
  );
  const text = `with gate as (${gateText}) insert into ${tableText} (${names.join(", ")}) select ${expressions.join(", ")} from gate returning ${dialect.escapeName("id")}`;
  const pieces = text.split(/\$\d+/);
  // The parameters must appear once each and in order ($1, $2, …) for the pieces to line up.
  const numbers = [...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]));
  if (numbers.length !== gateParams + entries.length || numbers.some((n, i) => n !== i + 1)) {
    throw new Error(`insertThroughGate: unexpected parameter order in ${text}`);
  }
  return { pieces };
}

/** One flat SQL of text and parameters, which Drizzle passes to the driver with $1… in order. */
function bindStatement(pieces: string[], params: unknown[]): SQL {
  const chunks: (StringChunk | unknown)[] = [new StringChunk(pieces[0]!)];
  for (let i = 0; i < params.length; i++) chunks.push(params[i] ?? null, new StringChunk(pieces[i + 1]!));
  return new SQL(chunks as ConstructorParameters<typeof SQL>[0]);
}

function columnOf(columns: Record<string, Column>, key: string): Column {
  const column = columns[key];
  if (!column) throw new Error(`No column ${key}`);
  return column;
}
