import { deflateSync } from "node:zlib";
import PDFDocument from "pdfkit";
import { makeDocx, makePdf, makeWord97Doc, makeZipBombDocx, writeZip } from "./make-documents";

/**
 * Files made to cost a server that reads uploads (issue #28): each one is small to send and
 * expensive, broken or impossible to read. Made by the tests, never stored. Each is within the
 * 10 MB upload limit, so it reaches the reader rather than the size check.
 */
export type HostileDocument = { name: string; fileName: string; bytes: Buffer };

const MB = 1024 * 1024;

/** `%PDF-1.4` followed by zeros: the file that once held the reading thread for 12 s and then ran it out of memory. */
export function makeZeroFilledPdf({ megabytes = 10 }: { megabytes?: number } = {}): Buffer {
  const header = Buffer.from("%PDF-1.4\n");
  return Buffer.concat([header, Buffer.alloc(megabytes * MB - header.length - 1)]);
}

/** A real resume PDF cut off a fifth of the way in: no page content, no cross-reference table, no trailer. */
export async function makeTruncatedPdf(): Promise<Buffer> {
  const whole = await makePdf();
  return whole.subarray(0, Math.floor(whole.length / 5));
}

/**
 * A PDF assembled from numbered objects (1 is the catalogue), with a correct cross-reference
 * table, so whatever it does is read as written.
 */
export function writeRawPdf(objects: readonly (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof body === "string" ? Buffer.from(body, "latin1") : body,
      Buffer.from("\nendobj\n"),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    "startxref",
    String(length),
    "%%EOF",
  ].join("\n");
  return Buffer.concat([...parts, Buffer.from(`${xref}\n`)]);
}

function stream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from("\nendstream"),
  ]);
}

const FONT = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";

/** A page tree that claims a billion pages and holds one page pointing back at its own tree, many times over. */
export function makeHugePageCountPdf(): Buffer {
  const kids = Array.from({ length: 50_000 }, () => "3 0 R").join(" ");
  return writeRawPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Count 1000000000 /Kids [${kids}] >>`,
    "<< /Type /Pages /Parent 2 0 R /Count 1000000000 /Kids [2 0 R 3 0 R] >>",
  ]);
}

/** A page whose resources nest arrays and dictionaries 200,000 deep. */
export function makeDeeplyNestedPdf(): Buffer {
  const depth = 200_000;
  const nested = `${"[<< /A ".repeat(depth)}0${" >>]".repeat(depth)}`;
  const content = Buffer.from("BT /F1 12 Tf 72 720 Td (Nested) Tj ET");
  return writeRawPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Count 1 /Kids [3 0 R] >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> /Deep ${nested} >> >>`,
    stream("", content),
    FONT,
  ]);
}

/** One page whose content stream inflates to about 60 MB of drawing and text operators. */
export function makeHugeContentStreamPdf(): Buffer {
  const operators = Buffer.from("BT /F1 1 Tf 1 0 0 1 10 10 Tm (x) Tj ET 0 0 m 1 1 l S\n".repeat(1_200_000));
  return writeRawPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Count 1 /Kids [3 0 R] >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    stream("/Filter /FlateDecode", deflateSync(operators, { level: 9 })),
    FONT,
  ]);
}

/** One page drawing a 40,000 × 40,000 image whose pixels inflate to 4.8 GB (a decompression bomb). */
export function makeHugeImagePdf(): Buffer {
  const side = 40_000;
  // A few megabytes of zeros deflate to kilobytes; the declared size is what a renderer would allocate.
  const pixels = deflateSync(Buffer.alloc(8 * MB), { level: 9 });
  return writeRawPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Count 1 /Kids [3 0 R] >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>",
    stream("", Buffer.from(`q 612 0 0 792 0 0 cm /Im1 Do Q`)),
    stream(
      `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`,
      pixels,
    ),
  ]);
}

/** A resume PDF locked with a password to open it. */
export async function makeEncryptedPdf(): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    userPassword: "correct horse",
    ownerPassword: "battery staple",
    pdfVersion: "1.7",
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.font("Helvetica").fontSize(10).text("Jordan Avery\nSenior Software Engineer\nAcme Analytics, 2018 - Present");
  doc.end();
  return done;
}

/** A DOCX of 10,000 paragraphs, each a pile of empty runs: megabytes of markup around no text at all. */
export function makeManyParagraphsDocx(): Buffer {
  const paragraph = `<w:p>${"<w:r><w:rPr><w:b/></w:rPr><w:t></w:t></w:r>".repeat(20)}</w:p>`;
  const xml =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
    `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraph.repeat(10_000)}</w:body></w:document>`;
  const docx = makeDocx({ text: "x" });
  // The same package as a one-line DOCX, with its document part swapped for the big one.
  return writeZip([
    ...readStoredEntries(docx).filter((entry) => entry.name !== "word/document.xml"),
    { name: "word/document.xml", data: Buffer.from(xml) },
  ]);
}

/** The package parts of a DOCX made by `makeDocx`, so a hostile one can reuse them. */
function readStoredEntries(docx: Buffer): { name: string; data: Buffer }[] {
  const { inflateRawSync } = process.getBuiltinModule("node:zlib");
  const entries: { name: string; data: Buffer }[] = [];
  for (let offset = 0; docx.readUInt32LE(offset) === 0x04034b50;) {
    const compressedSize = docx.readUInt32LE(offset + 18);
    const nameLength = docx.readUInt16LE(offset + 26);
    const start = offset + 30 + nameLength + docx.readUInt16LE(offset + 28);
    entries.push({
      name: docx.toString("utf8", offset + 30, offset + 30 + nameLength),
      data: inflateRawSync(docx.subarray(start, start + compressedSize)),
    });
    offset = start + compressedSize;
  }
  return entries;
}

/** A Word 97 file whose header is overwritten after the signature: sector sizes and tables are nonsense. */
export function makeBrokenHeaderDoc(): Buffer {
  const doc = Buffer.from(makeWord97Doc());
  for (let i = 8; i < 512; i++) doc[i] = (i * 151) & 0xff;
  return doc;
}

/** Every hostile file of the corpus, by name. */
export async function makeHostileDocuments(): Promise<HostileDocument[]> {
  return [
    { name: "zero-filled PDF (10 MB)", fileName: "zeros.pdf", bytes: makeZeroFilledPdf() },
    { name: "truncated PDF", fileName: "truncated.pdf", bytes: await makeTruncatedPdf() },
    { name: "PDF claiming a billion pages", fileName: "pages.pdf", bytes: makeHugePageCountPdf() },
    { name: "PDF with objects nested 200,000 deep", fileName: "nested.pdf", bytes: makeDeeplyNestedPdf() },
    { name: "PDF with a 60 MB content stream", fileName: "content.pdf", bytes: makeHugeContentStreamPdf() },
    { name: "PDF with a 40,000 × 40,000 image", fileName: "image.pdf", bytes: makeHugeImagePdf() },
    { name: "encrypted PDF", fileName: "locked.pdf", bytes: await makeEncryptedPdf() },
    { name: "DOCX with 10,000 paragraphs", fileName: "paragraphs.docx", bytes: makeManyParagraphsDocx() },
    { name: "DOCX zip bomb (60 MB inside)", fileName: "bomb.docx", bytes: makeZipBombDocx({ megabytes: 60 }) },
    { name: "DOC with a broken header", fileName: "broken.doc", bytes: makeBrokenHeaderDoc() },
  ];
}
