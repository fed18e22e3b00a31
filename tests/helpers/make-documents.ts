import { crc32, deflateRawSync } from "node:zlib";
import PDFDocument from "pdfkit";

/**
 * Real resume files made by the tests themselves: a PDF (pdfkit), a DOCX (a zip written by the
 * small writer below) and a legacy Word 97 .DOC (a minimal OLE2/CFB container with a FIB and a
 * one-piece text table, enough for word-extractor and any other Word 97 reader).
 */
export const SAMPLE_RESUME = [
  "Jordan Avery",
  "Austin, TX",
  "",
  "Senior Software Engineer",
  "Acme Analytics, Austin TX | Jan 2018 - Present",
  "- Designed and built REST APIs in TypeScript and Node.js serving two million requests a day",
  "- Led a team of five engineers and reviewed pull requests for the payments platform",
  "- Wrote automated tests and improved deployment pipelines with Docker and Kubernetes",
  "",
  "Software Developer",
  "Blue Widgets Inc | Jun 2014 - Dec 2017",
  "- Developed internal web applications with React and PostgreSQL",
  "- Worked with product managers to turn customer requirements into technical specifications",
  "",
  "Skills",
  "TypeScript, Node.js, React, PostgreSQL, Docker, Kubernetes, AWS",
  "",
  "Education",
  "B.S. Computer Science, University of Texas at Austin",
  "",
  "Certifications",
  "AWS Certified Solutions Architect",
].join("\n");

export async function makePdf({
  text = SAMPLE_RESUME,
  pages = 1,
}: { text?: string; pages?: number } = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 50, compress: true });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  for (let page = 0; page < pages; page++) {
    if (page > 0) doc.addPage();
    // The standard font has no glyph for a tab: a tab stop is drawn as spaces.
    doc.font("Helvetica").fontSize(10).text(text.replace(/\t/g, "    "));
  }
  doc.end();
  return done;
}

/** A PDF page that carries only a drawn shape (like a scanned image): no text layer. */
export async function makeImageOnlyPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4" });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.rect(100, 100, 300, 400).fill("#333333");
  doc.end();
  return done;
}

type ZipEntry = { name: string; data: Buffer; declaredSize?: number };

/** A tiny zip writer (deflate, no zip64): enough for DOCX files and for hostile archives. */
export function writeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const compressed = deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function makeDocumentXml(text: string): Buffer {
  const paragraphs = text
    .split("\n")
    // Word writes a tab as its own element between runs of text, not as a character.
    .map(
      (line) =>
        `<w:p><w:r>${line
          .split("\t")
          .map((part) => `<w:t xml:space="preserve">${escapeXml(part)}</w:t>`)
          .join("<w:tab/>")}</w:r></w:p>`,
    )
    .join("");
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
      `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
  );
}

const CONTENT_TYPES = Buffer.from(
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
    `<Default Extension="xml" ContentType="application/xml"/>` +
    `<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>` +
    `</Types>`,
);
const PACKAGE_RELS = Buffer.from(
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>` +
    `</Relationships>`,
);

export function makeDocx({ text = SAMPLE_RESUME }: { text?: string } = {}): Buffer {
  return writeZip([
    { name: "[Content_Types].xml", data: CONTENT_TYPES },
    { name: "_rels/.rels", data: PACKAGE_RELS },
    { name: "word/document.xml", data: makeDocumentXml(text) },
  ]);
}

/** A DOCX whose document part inflates to `megabytes` MB of spaces (a zip bomb: tiny on the wire). */
export function makeZipBombDocx({ megabytes = 60 }: { megabytes?: number } = {}): Buffer {
  return writeZip([
    { name: "[Content_Types].xml", data: CONTENT_TYPES },
    { name: "_rels/.rels", data: PACKAGE_RELS },
    { name: "word/document.xml", data: Buffer.alloc(megabytes * 1024 * 1024, 0x20) },
  ]);
}

const SECTOR = 512;
const END_OF_CHAIN = -2;
const FREE_SECTOR = -1;
const FAT_SECTOR = -3;
/** Streams this size or larger live in normal sectors, so no mini stream is needed. */
const MINI_STREAM_CUTOFF = 4096;

/**
 * A minimal Word 97 binary (.doc): OLE2 compound file (v3, 512-byte sectors) holding a
 * WordDocument stream (FIB + UTF-16 text) and a 1Table stream (the CLX piece table).
 */
export function makeWord97Doc({ text = SAMPLE_RESUME }: { text?: string } = {}): Buffer {
  const body = `${text.replace(/\n/g, "\r")}\r`;
  const textBytes = Buffer.from(body, "utf16le");
  const textOffset = 0x800;

  const wordDocument = Buffer.alloc(padToSectors(Math.max(MINI_STREAM_CUTOFF, textOffset + textBytes.length)));
  wordDocument.writeUInt16LE(0xa5ec, 0x0000); // wIdent
  wordDocument.writeUInt16LE(0x00c1, 0x0002); // nFib (Word 97)
  wordDocument.writeUInt16LE(0x0200, 0x000a); // fWhichTblStm: the table is "1Table"
  wordDocument.writeUInt32LE(textOffset, 0x0018); // fcMin
  wordDocument.writeUInt32LE(textOffset + textBytes.length, 0x001c); // fcMac
  wordDocument.writeUInt32LE(body.length, 0x004c); // ccpText
  wordDocument.writeUInt32LE(0, 0x01a2); // fcClx (offset in 1Table)
  wordDocument.writeUInt32LE(1 + 4 + 16, 0x01a6); // lcbClx
  textBytes.copy(wordDocument, textOffset);

  const table = Buffer.alloc(MINI_STREAM_CUTOFF);
  table.writeUInt8(0x02, 0); // Pcdt
  table.writeUInt32LE(16, 1); // lcb of the PlcPcd: 2 CPs + 1 PCD
  table.writeUInt32LE(0, 5); // CP start
  table.writeUInt32LE(body.length, 9); // CP end
  table.writeUInt16LE(0, 13); // PCD flags
  table.writeUInt32LE(textOffset, 15); // fc: UTF-16 text (bit 30 clear)
  table.writeUInt16LE(0, 19); // prm

  const wordSectors = wordDocument.length / SECTOR;
  const tableSectors = table.length / SECTOR;
  const firstWordSector = 2;
  const firstTableSector = firstWordSector + wordSectors;
  const totalSectors = firstTableSector + tableSectors;
  if (totalSectors > SECTOR / 4) throw new Error("makeWord97Doc: text too long for a one-sector FAT");

  const fat = Buffer.alloc(SECTOR);
  for (let i = 0; i < SECTOR / 4; i++) fat.writeInt32LE(FREE_SECTOR, i * 4);
  fat.writeInt32LE(FAT_SECTOR, 0);
  fat.writeInt32LE(END_OF_CHAIN, 4);
  const chain = (first: number, count: number) => {
    for (let i = 0; i < count; i++) fat.writeInt32LE(i === count - 1 ? END_OF_CHAIN : first + i + 1, (first + i) * 4);
  };
  chain(firstWordSector, wordSectors);
  chain(firstTableSector, tableSectors);

  const directory = Buffer.alloc(SECTOR);
  const entry = (
    index: number,
    e: { name: string; type: number; left: number; right: number; child: number; start: number; size: number },
  ) => {
    const base = index * 128;
    const name = Buffer.from(`${e.name}\0`, "utf16le");
    name.copy(directory, base);
    directory.writeUInt16LE(e.name ? name.length : 0, base + 64);
    directory.writeUInt8(e.type, base + 66);
    directory.writeUInt8(1, base + 67); // black
    directory.writeInt32LE(e.left, base + 68);
    directory.writeInt32LE(e.right, base + 72);
    directory.writeInt32LE(e.child, base + 76);
    directory.writeInt32LE(e.start, base + 116);
    directory.writeUInt32LE(e.size, base + 120);
  };
  entry(0, { name: "Root Entry", type: 5, left: -1, right: -1, child: 1, start: END_OF_CHAIN, size: 0 });
  entry(1, {
    name: "WordDocument",
    type: 2,
    left: -1,
    right: 2,
    child: -1,
    start: firstWordSector,
    size: wordDocument.length,
  });
  entry(2, { name: "1Table", type: 2, left: -1, right: -1, child: -1, start: firstTableSector, size: table.length });
  entry(3, { name: "", type: 0, left: -1, right: -1, child: -1, start: 0, size: 0 });

  const header = Buffer.alloc(SECTOR);
  Buffer.from("D0CF11E0A1B11AE1", "hex").copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // byte order
  header.writeUInt16LE(9, 30); // sector shift: 512
  header.writeUInt16LE(6, 32); // mini sector shift: 64
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(MINI_STREAM_CUTOFF, 56);
  header.writeInt32LE(END_OF_CHAIN, 60); // no mini FAT
  header.writeUInt32LE(0, 64);
  header.writeInt32LE(END_OF_CHAIN, 68); // no DIFAT sectors
  header.writeUInt32LE(0, 72);
  for (let i = 0; i < 109; i++) header.writeInt32LE(i === 0 ? 0 : FREE_SECTOR, 76 + i * 4);

  return Buffer.concat([header, fat, directory, wordDocument, table]);
}

function padToSectors(size: number): number {
  return Math.ceil(size / SECTOR) * SECTOR;
}
