/**
 * Entries of structured content types (guides) share one table: the fields every entry has are
 * columns, the type's own fields one JSON object (`data`). These move values between the two
 * shapes: what the API and the admin form see is always flat.
 */
export const entryColumnFields = ["title", "slug", "status", "metaTitle", "metaDescription", "keywords"] as const;

const columnNames: ReadonlySet<string> = new Set(entryColumnFields);

type Values = Record<string, unknown>;

/**
 * Checked values (a whole entry, or an update's subset) split into columns and data; an update
 * merges its data fields into the stored ones, so a partial update keeps the others.
 */
export function splitEntryValues({ values, storedData }: { values: Values; storedData: Values | null }): Values {
  const columns: Values = {};
  const data: Values = { ...storedData };
  let dataChanged = storedData === null;
  for (const [name, value] of Object.entries(values)) {
    if (columnNames.has(name)) columns[name] = value;
    else {
      data[name] = value;
      dataChanged = true;
    }
  }
  return dataChanged ? { ...columns, data } : columns;
}

/** A stored entry as one flat object: its columns (without `data`) and its data fields. */
export function flattenEntry(row: { data: Values } & Values): Values {
  const { data, ...columns } = row;
  return { ...data, ...columns };
}
