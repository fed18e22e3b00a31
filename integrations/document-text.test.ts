import { describe, expect, it } from "vitest";
import { makeDocx, makePdf, makeWord97Doc, makeZipBombDocx, writeZip } from "../tests/helpers/make-documents";
import {
  cleanExtractedText,
  cutText,
  extractDocumentText as extractWithLimits,
  hasMagicBytes,
  inspectZip,
  readExtensionKind,
} from "./document-text";

const LIMITS = { minCharacters: 100, maxCharacters: 50_000 };
const extractDocumentText = (input: { fileName: string; bytes: Buffer }) => extractWithLimits({ ...input, ...LIMITS });

describe("readExtensionKind", () => {
  it("reads .pdf, .doc and .docx in any case and nothing else", () => {
    expect(readExtensionKind("CV.PDF")).toBe("pdf");
    expect(readExtensionKind("cv.Doc")).toBe("doc");
    expect(readExtensionKind("cv.docx")).toBe("docx");
    expect(readExtensionKind("cv.pdf.exe")).toBeNull();
    expect(readExtensionKind("docx")).toBeNull();
  });
});

describe("hasMagicBytes", () => {
  it("checks each kind's signature", async () => {
    expect(hasMagicBytes({ kind: "pdf", bytes: await makePdf() })).toBe(true);
    expect(hasMagicBytes({ kind: "docx", bytes: makeDocx() })).toBe(true);
    expect(hasMagicBytes({ kind: "doc", bytes: makeWord97Doc() })).toBe(true);
    expect(hasMagicBytes({ kind: "doc", bytes: makeDocx() })).toBe(false);
    expect(hasMagicBytes({ kind: "pdf", bytes: Buffer.from("MZ") })).toBe(false);
  });
});

describe("inspectZip", () => {
  it("accepts a normal DOCX and refuses a bomb, a non-Word zip and garbage", () => {
    expect(() => inspectZip(makeDocx())).not.toThrow();
    expect(() => inspectZip(makeZipBombDocx({ megabytes: 41 }))).toThrow(/expands to more than 40MB/);
    expect(() => inspectZip(writeZip([{ name: "a.txt", data: Buffer.from("a") }]))).toThrow(/could not read/);
    expect(() => inspectZip(Buffer.from("PK\u0003\u0004 and nothing else"))).toThrow(/could not read/);
  });

  it("refuses an archive that declares a small size but inflates to more (a lying bomb)", () => {
    const lying = writeZip([
      { name: "word/document.xml", data: Buffer.alloc(5 * 1024 * 1024, 0x20), declaredSize: 1000 },
    ]);
    expect(() => inspectZip(lying)).toThrow(/could not read/);
  });

  it("refuses an archive whose declared size is larger than the cap even if its data is small", () => {
    const lying = writeZip([{ name: "word/document.xml", data: Buffer.from("<x/>"), declaredSize: 41 * 1024 * 1024 }]);
    expect(() => inspectZip(lying)).toThrow(/expands to more than 40MB/);
  });
});

describe("extractDocumentText", () => {
  it("reads the same resume from PDF, DOCX and DOC", async () => {
    for (const [fileName, bytes] of [
      ["a.pdf", await makePdf()],
      ["a.docx", makeDocx()],
      ["a.doc", makeWord97Doc()],
    ] as const) {
      const text = await extractDocumentText({ fileName, bytes });
      expect(text).toContain("Jordan Avery");
      expect(text).toContain("TypeScript, Node.js, React");
    }
  });

  it("reads at most 30 pages of a long PDF", async () => {
    const text = await extractDocumentText({
      fileName: "long.pdf",
      bytes: await makePdf({ text: "Page of resume text here.", pages: 40 }),
    });
    expect(text.split("Page of resume text here.").length - 1).toBe(30);
  });

  it("cuts the text of a long DOCX and PDF to the maximum an analysis accepts", async () => {
    const line = "Managed accounts payable and reconciled vendor statements every month.";
    const long = Array.from({ length: 900 }, (_, i) => `${i} ${line}`).join("\n");
    expect(long.length).toBeGreaterThan(60_000);
    for (const [fileName, bytes] of [
      ["long.docx", makeDocx({ text: long })],
      ["long.pdf", await makePdf({ text: long.slice(0, 20_000), pages: 4 })],
    ] as const) {
      const text = await extractWithLimits({ fileName, bytes, minCharacters: 100, maxCharacters: 50_000 });
      expect(text.length, fileName).toBeLessThanOrEqual(50_000);
      expect(text.length, fileName).toBeGreaterThan(49_000);
      expect(text.startsWith("0 Managed accounts payable"), fileName).toBe(true);
    }
  });

  it("refuses a file that yields fewer characters than an analysis needs, saying how many it read", async () => {
    const short = "Jordan Avery, Accountant, Austin TX"; // 35 characters: text, but too little
    await expect(extractDocumentText({ fileName: "short.docx", bytes: makeDocx({ text: short }) })).rejects.toThrow(
      "We could read only 35 characters from this file. If it is a scanned image, paste your resume text instead.",
    );
    await expect(
      extractDocumentText({ fileName: "ok.docx", bytes: makeDocx({ text: "x".repeat(100) }) }),
    ).resolves.toHaveLength(100);
  });
});

describe("cutText", () => {
  it("keeps short text, cuts long text and never splits an emoji's surrogate pair", () => {
    expect(cutText({ text: "abc", maxCharacters: 5 })).toBe("abc");
    expect(cutText({ text: "abcdef", maxCharacters: 4 })).toBe("abcd");
    expect(cutText({ text: "ab😀cd", maxCharacters: 3 })).toBe("ab");
    expect(cutText({ text: "ab   cd", maxCharacters: 5 })).toBe("ab");
  });
});

describe("cleanExtractedText", () => {
  it("normalises line endings, control characters and runs of blank lines", () => {
    expect(cleanExtractedText("a\r\nb\u0007c\n\n\n\nd  \t e  \n")).toBe("a\nb c\n\nd\te");
  });

  it("keeps tabs and wide gaps, which separate a line's fields", () => {
    expect(cleanExtractedText("Graphic Designer   ,   06/2017\nEngineer\tApex\t2019")).toBe(
      "Graphic Designer   ,   06/2017\nEngineer\tApex\t2019",
    );
  });

  it("drops unpaired surrogates and keeps real emoji", () => {
    expect(cleanExtractedText("a\uD800b\uDC00c😀")).toBe("abc😀");
  });
});
