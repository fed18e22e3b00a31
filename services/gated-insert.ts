import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import type { QuotaTransaction } from "./assessment-quota";

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
  const columns = getTableColumns(table);
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  const names = entries.map(([key]) => sql.identifier(columnOf(columns, key).name));
  const expressions = entries.map(([key, value]) => {
    const column = columnOf(columns, key);
    return sql`${column.mapToDriverValue(value)}::${sql.raw(column.getSQLType())}`;
  });
  const result = (await executor.execute(
    sql`with gate as (${gate})
        insert into ${table} (${sql.join(names, sql`, `)})
        select ${sql.join(expressions, sql`, `)} from gate
        returning ${sql.identifier("id")}`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows[0]?.id;
}

function columnOf(columns: Record<string, ReturnType<typeof getTableColumns>[string]>, key: string) {
  const column = columns[key];
  if (!column) throw new Error(`No column ${key}`);
  return column;
}
