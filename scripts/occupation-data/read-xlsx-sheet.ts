import { readFileSync } from "node:fs";
import { inflateRawSync } from "node:zlib";

/**
 * Reads one worksheet of an .xlsx workbook as rows of cell text, for the one source that ships only
 * as a workbook (BLS ORS 2020). An .xlsx file is a zip archive of XML parts: the central directory
 * names each part, shared strings hold the text cells, and a sheet's `<c>` elements hold values.
 * Only what that workbook uses is read: stored or deflated parts, shared and inline strings, numbers.
 */
interface ZipEntry {
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

function readZipDirectory(zip: Buffer): Map<string, ZipEntry> {
  const endSignature = 0x06054b50;
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== endSignature) end--;
  if (end < 0) throw new Error("xlsx: no zip directory found");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    entries.set(name, {
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localHeaderOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function readZipPart(input: { zip: Buffer; entries: Map<string, ZipEntry>; name: string }): string {
  const entry = input.entries.get(input.name);
  if (!entry) throw new Error(`xlsx: part ${input.name} is missing`);
  const header = entry.localHeaderOffset;
  const start = header + 30 + input.zip.readUInt16LE(header + 26) + input.zip.readUInt16LE(header + 28);
  const data = input.zip.subarray(start, start + entry.compressedSize);
  const bytes = entry.method === 0 ? data : inflateRawSync(data);
  return bytes.toString("utf8");
}

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return XML_ENTITIES[name] ?? whole;
  });
}

/** The text of every `<t>` run inside one string item (rich text has several). */
function joinTextRuns(xml: string): string {
  let text = "";
  for (const match of xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) text += decodeXmlText(match[1] ?? "");
  return text;
}

/** Column letters of a cell reference ("AB12" → 27, zero-based). */
function columnIndex(reference: string): number {
  let index = 0;
  for (const letter of reference.replace(/\d+$/, "")) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** The rows of the worksheet at `sheetPath` inside the workbook (e.g. "xl/worksheets/sheet3.xml"). */
export function readXlsxSheet(input: { path: string; sheetPath: string }): string[][] {
  const zip = readFileSync(input.path);
  const entries = readZipDirectory(zip);
  const shared = entries.has("xl/sharedStrings.xml")
    ? [...readZipPart({ zip, entries, name: "xl/sharedStrings.xml" }).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) =>
        joinTextRuns(match[1] ?? ""),
      )
    : [];
  const sheet = readZipPart({ zip, entries, name: input.sheetPath });
  const rows: string[][] = [];
  for (const rowMatch of sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)) {
    const row: string[] = [];
    for (const cell of (rowMatch[1] ?? "").matchAll(/<c\s([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1] ?? "";
      const body = cell[2] ?? "";
      const reference = /\br="([A-Z]+\d+)"/.exec(attributes)?.[1];
      const type = /\bt="(\w+)"/.exec(attributes)?.[1];
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let text = "";
      if (type === "s") text = shared[Number(value)] ?? "";
      else if (type === "inlineStr") text = joinTextRuns(body);
      else if (value !== undefined) text = decodeXmlText(value);
      const at = reference ? columnIndex(reference) : row.length;
      while (row.length < at) row.push("");
      row[at] = text;
    }
    rows.push(row);
  }
  return rows;
}
