import { inflateRawSync } from "node:zlib";
import { getDocumentProxy } from "unpdf";

/**
 * Plain text from an uploaded resume (PDF, DOCX or legacy DOC), in memory only: the bytes are
 * never written to disk. The type is checked by extension AND by magic bytes, and a DOCX zip
 * is inspected (central directory) before it is inflated, so a zip bomb is refused up front.
 */
export const MAX_UPLOAD_BYTES = 10_485_760;
/** Uncompressed ceiling for a DOCX (all parts together) and for its entry count. */
export const MAX_DOCX_UNCOMPRESSED_BYTES = 40 * 1024 * 1024;
const MAX_DOCX_ENTRIES = 2_000;
/** Pages read from a PDF at most. */
const MAX_PDF_PAGES = 30;
/**
 * A PDF is read until its raw text is this much longer than the caller's maximum: cleaning
 * (dropping trailing spaces and extra blank lines) shortens it before it is cut to the maximum.
 */
const PDF_READ_MARGIN = 1.2;
/** Fewer readable characters than this means there is no text layer (e.g. a scanned image). */
const MIN_TEXT_CHARACTERS = 20;

export const DOCUMENT_MESSAGES = {
  invalidType: "Invalid file type. Please select a PDF, DOC, or DOCX file.",
  tooLarge: "File too large. Please select a file smaller than 10MB.",
  empty: "The file is empty. Please select your resume file.",
  unreadable: "We could not read this file. It may be damaged; please save it again or paste your resume text instead.",
  encrypted: "This file is password-protected. Please remove the password or paste your resume text instead.",
  noText: "We could not find any text in this file. If it is a scanned image, please paste your resume text instead.",
  docxTooLarge:
    "This DOCX file expands to more than 40MB. Please save a smaller copy or paste your resume text instead.",
  /** A file past the reading budget or the reading thread's memory ceiling (ADR 022). */
  tooCostly:
    "We couldn't read this file: it takes far more time or memory to open than any resume does. It may be damaged or built in an unusual way; please save it again as a PDF or DOCX, or paste your resume text instead.",
  /** Too many files waiting to be read (ADR 022); sent with Retry-After. */
  busy: "We're reading a lot of files right now. Please try again in a few seconds, or paste your resume text instead.",
} as const;

/** A file with some text, but less than an analysis needs. */
export function describeTooLittleText(characters: number): string {
  return `We could read only ${characters.toLocaleString("en-US")} characters from this file. If it is a scanned image, paste your resume text instead.`;
}

export type DocumentRefusal = {
  status: 400 | 413 | 422 | 503;
  message: string;
  /** With 503: seconds to wait before trying again (Retry-After). */
  retryAfterSeconds?: number;
};

export class DocumentTextError extends Error {
  override name = "DocumentTextError";
  readonly status: DocumentRefusal["status"];
  readonly retryAfterSeconds: number | undefined;
  constructor({ status, message, retryAfterSeconds }: DocumentRefusal) {
    super(message);
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type DocumentKind = "pdf" | "docx" | "doc";

const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The kind named by the file extension, or null for anything else. */
export function readExtensionKind(fileName: string): DocumentKind | null {
  const match = /\.(pdf|docx|doc)$/i.exec(fileName.trim());
  return match ? (match[1]!.toLowerCase() as DocumentKind) : null;
}

/** Whether the bytes start the way the named kind must. */
export function hasMagicBytes({ kind, bytes }: { kind: DocumentKind; bytes: Buffer }): boolean {
  if (kind === "pdf") return bytes.subarray(0, 1024).includes("%PDF-");
  if (kind === "docx") return bytes.subarray(0, 4).equals(ZIP_MAGIC);
  return bytes.subarray(0, 8).equals(OLE2_MAGIC);
}

/**
 * The cleaned text of the file, cut to `maxCharacters` (the longest text an analysis accepts),
 * or a DocumentTextError; a file yielding fewer than `minCharacters` (the shortest text an
 * analysis accepts) is refused here, so an extracted file can always be analysed.
 */
export async function extractDocumentText({
  fileName,
  bytes,
  minCharacters,
  maxCharacters,
}: {
  fileName: string;
  bytes: Buffer;
  minCharacters: number;
  maxCharacters: number;
}): Promise<string> {
  const kind = readExtensionKind(fileName);
  if (!kind) throw new DocumentTextError({ status: 400, message: DOCUMENT_MESSAGES.invalidType });
  if (bytes.length === 0) throw new DocumentTextError({ status: 422, message: DOCUMENT_MESSAGES.empty });
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new DocumentTextError({ status: 413, message: DOCUMENT_MESSAGES.tooLarge });
  if (!hasMagicBytes({ kind, bytes }))
    throw new DocumentTextError({ status: 400, message: DOCUMENT_MESSAGES.invalidType });

  let text: string;
  if (kind === "pdf") text = await readPdf({ bytes, stopAfter: Math.ceil(maxCharacters * PDF_READ_MARGIN) });
  else if (kind === "docx") text = await readDocx(bytes);
  else text = await readDoc(bytes);

  const cleaned = cutText({ text: cleanExtractedText(text), maxCharacters });
  if (cleaned.replace(/\s+/g, "").length < MIN_TEXT_CHARACTERS) {
    throw new DocumentTextError({ status: 422, message: DOCUMENT_MESSAGES.noText });
  }
  if (cleaned.length < minCharacters) {
    throw new DocumentTextError({ status: 422, message: describeTooLittleText(cleaned.length) });
  }
  return cleaned;
}

/** At most `maxCharacters` UTF-16 units, never splitting a surrogate pair, with no trailing space. */
export function cutText({ text, maxCharacters }: { text: string; maxCharacters: number }): string {
  if (text.length <= maxCharacters) return text;
  let end = maxCharacters;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end).trimEnd();
}

/**
 * Normalises line endings and blank lines and drops control characters and unpaired surrogates
 * a parser may leave (JSON would escape each to six bytes, and the text travels back as JSON).
 * Tabs and wide gaps are kept: they separate a line's fields ("Production Engineer<tab>Apex
 * Automotive<tab>2019 – present"), and the resume reader splits on them as it does for pasted
 * text. Collapsed to one space, the employer ran into the job title.
 */
export function cleanExtractedText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, " ")
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
      .replace(/\u00A0/g, " ")
      .replace(/ *\t[ \t]*/g, "\t")
      .replace(/[ \t]+\n/g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

async function readPdf({ bytes, stopAfter }: { bytes: Buffer; stopAfter: number }): Promise<string> {
  // A PDF without a single object ("obj") has no text to find: a header followed by zeros or noise.
  // The PDF reader's search through such a file for objects grew faster than the file (10 MB:
  // 15 s, then out of memory), so it is refused before the reader sees it (ADR 022).
  if (!bytes.includes("obj")) throw new DocumentTextError({ status: 422, message: DOCUMENT_MESSAGES.unreadable });
  let document: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    // pdf.js takes ownership of the array it is given; pass a copy so the caller's buffer stays intact.
    document = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      stopAtErrors: false,
      verbosity: 0,
    });
    // A resume is a few pages: reading stops after MAX_PDF_PAGES pages or once there is more text
    // than an assessment can use (stopAfter), which keeps a 10 MB, 1,000-page upload fast and small.
    const pages: string[] = [];
    let length = 0;
    const last = Math.min(document.numPages, MAX_PDF_PAGES);
    for (let number = 1; number <= last && length < stopAfter; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = joinTextItems(content.items);
      page.cleanup();
      pages.push(text);
      length += text.length;
    }
    return pages.join("\n");
  } catch (error) {
    if ((error as { name?: string } | null)?.name === "PasswordException") {
      throw new DocumentTextError({ status: 422, message: DOCUMENT_MESSAGES.encrypted });
    }
    throw new DocumentTextError({ status: 422, message: DOCUMENT_MESSAGES.unreadable });
  } finally {
    await document?.destroy().catch(() => undefined);
  }
}

interface PositionedText {
  str: string;
  hasEOL: boolean;
  width: number;
  height: number;
  transform: number[];
}

/** A gap wider than this share of the font size is a field boundary, not a space (a space is about 0.3). */
const FIELD_GAP_EM = 0.75;

/**
 * A page's text items in reading order. Where a line has a wide gap (a tab stop, a right-aligned
 * date), a tab stands for it, as in a pasted document: read as one space, the employer ran into
 * the job title ("Production Engineer Apex Automotive"). The gap is either a whitespace item the
 * PDF reader made for it, or room left between two items on the same line.
 */
function joinTextItems(items: readonly (PositionedText | object)[]): string {
  let text = "";
  let previous: PositionedText | null = null;
  for (const item of items) {
    if (!("str" in item)) continue;
    const size = Math.max(item.height, previous?.height ?? 0, 1);
    if (item.str.trim() === "" && !item.hasEOL) {
      text += item.width > size * FIELD_GAP_EM ? "\t" : item.str;
      continue;
    }
    if (previous && !previous.hasEOL && !/\s$/.test(text)) {
      const [, , , , x = 0, y = 0] = item.transform;
      const [, , , , previousX = 0, previousY = 0] = previous.transform;
      if (Math.abs(y - previousY) < size / 2 && x - (previousX + previous.width) > size * FIELD_GAP_EM) text += "\t";
    }
    text += item.str + (item.hasEOL ? "\n" : "");
    previous = item;
  }
  return text;
}

async function readDocx(bytes: Buffer): Promise<string> {
  inspectZip(bytes);
  try {
    // The Word readers load on first use, not at start-up.
    const { default: mammoth } = await import("mammoth");
    const result = await mammoth.extractRawText({ buffer: bytes });
    // The reader ends every paragraph with a blank line. A resume's lines are paragraphs, so that
    // would part every title from its dates; one line per paragraph reads as the same document
    // pasted, and an empty paragraph stays a blank line.
    return result.value.split("\n\n").join("\n");
  } catch {
    throw new DocumentTextError({ status: 422, message: DOCUMENT_MESSAGES.unreadable });
  }
}

async function readDoc(bytes: Buffer): Promise<string> {
  try {
    const { default: WordExtractor } = await import("word-extractor");
    const document = await new WordExtractor().extract(bytes);
    return document.getBody();
  } catch (error) {
    const message = String((error as Error | null)?.message ?? "");
    if (/encrypt|password/i.test(message))
      throw new DocumentTextError({ status: 422, message: DOCUMENT_MESSAGES.encrypted });
    throw new DocumentTextError({ status: 422, message: DOCUMENT_MESSAGES.unreadable });
  }
}

/**
 * Reads the zip's central directory (never inflating anything) and refuses archives whose
 * declared uncompressed size or entry count is too large, that use zip64 (not needed by any
 * resume), that are encrypted, or that are not a Word document. The declared sizes are what
 * JSZip (inside mammoth) checks the inflated data against.
 */
export function inspectZip(bytes: Buffer): void {
  const unreadable = () => new DocumentTextError({ status: 422, message: DOCUMENT_MESSAGES.unreadable });
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) throw unreadable();
  const entryCount = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  if (entryCount === 0xffff || directoryOffset === 0xffffffff) throw unreadable();
  if (entryCount > MAX_DOCX_ENTRIES)
    throw new DocumentTextError({ status: 422, message: DOCUMENT_MESSAGES.docxTooLarge });
  if (directoryOffset + directorySize > bytes.length) throw unreadable();

  let offset = directoryOffset;
  let total = 0;
  let hasDocument = false;
  for (let i = 0; i < entryCount; i++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) throw unreadable();
    const flags = bytes.readUInt16LE(offset + 8);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const uncompressedSize = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) throw unreadable();
    if (flags & 0x1) throw new DocumentTextError({ status: 422, message: DOCUMENT_MESSAGES.encrypted });
    const method = bytes.readUInt16LE(offset + 10);
    const localOffset = bytes.readUInt32LE(offset + 42);
    const name = bytes.toString("utf8", offset + 46, offset + 46 + nameLength);
    if (name === "word/document.xml") hasDocument = true;
    total += uncompressedSize;
    if (total > MAX_DOCX_UNCOMPRESSED_BYTES)
      throw new DocumentTextError({ status: 422, message: DOCUMENT_MESSAGES.docxTooLarge });
    verifyEntrySize({ bytes, localOffset, method, compressedSize, uncompressedSize });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  if (!hasDocument) throw unreadable();
}

/**
 * Inflates one entry with an output ceiling of its declared size, so an archive that lies
 * about its sizes (declares 1 KB, inflates to 1 GB) is caught after at most the declared bytes.
 */
function verifyEntrySize({
  bytes,
  localOffset,
  method,
  compressedSize,
  uncompressedSize,
}: {
  bytes: Buffer;
  localOffset: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
}): void {
  const unreadable = () => new DocumentTextError({ status: 422, message: DOCUMENT_MESSAGES.unreadable });
  if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== 0x04034b50) throw unreadable();
  const dataStart = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
  if (dataStart + compressedSize > bytes.length) throw unreadable();
  const data = bytes.subarray(dataStart, dataStart + compressedSize);
  if (method === 0) {
    if (compressedSize !== uncompressedSize) throw unreadable();
    return;
  }
  if (method !== 8) throw unreadable();
  let inflated: Buffer;
  try {
    inflated = inflateRawSync(data, { maxOutputLength: Math.max(1, uncompressedSize) });
  } catch {
    throw unreadable();
  }
  if (inflated.length !== uncompressedSize) throw unreadable();
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= earliest; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) return i;
  }
  return -1;
}
