import { readFileSync } from "node:fs";

export type Row = Record<string, string>;

/**
 * Parses CSV/TSV text with RFC 4180 quoting (pandas writes quoted fields in its TSV exports).
 * Quote handling can be switched off for the O*NET TSV conversions, whose cells contain literal
 * quote characters but never tabs or line breaks.
 */
export function parseDelimited({
  text,
  delimiter,
  quoted = true,
}: {
  text: string;
  delimiter: "," | "\t";
  quoted?: boolean;
}): string[][] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (!quoted) {
    return body
      .split(/\r?\n/)
      .filter((line) => line.length > 0)
      .map((line) => line.split(delimiter));
  }
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let inQuotes = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (inQuotes) {
      if (ch === '"') {
        if (body[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else field += ch;
    } else if (ch === '"' && field.length === 0) inQuotes = true;
    else if (ch === delimiter) {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && body[i + 1] === "\n") i++;
      row.push(field);
      if (row.length > 1 || row[0] !== "") rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field.length > 0 || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * Reads a delimited file into objects keyed by header. `headerRow` is the 0-based index of the
 * header line (BLS workbooks have title lines above the header).
 */
export function readTable({
  path,
  delimiter,
  quoted = true,
  headerRow = 0,
}: {
  path: string;
  delimiter: "," | "\t";
  quoted?: boolean;
  headerRow?: number;
}): Row[] {
  const rows = parseDelimited({ text: readFileSync(path, "utf8"), delimiter, quoted });
  const header = (rows[headerRow] ?? []).map((name) => name.trim());
  return rows.slice(headerRow + 1).map((cells) => {
    const record: Row = {};
    header.forEach((name, index) => {
      record[name] = (cells[index] ?? "").trim();
    });
    return record;
  });
}
