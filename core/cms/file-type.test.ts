import { describe, expect, it } from "vitest";
import { detectFileType } from "./file-type";
import { readImageSize } from "./image-size";
import { formatFileSize, formatKilobytes } from "./format-size";

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

export function makePng(width: number, height: number): Uint8Array {
  const out = new Uint8Array(33);
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(out.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return out;
}

describe("file-type detection by magic bytes", () => {
  it("recognises images, documents, audio and video", () => {
    expect(detectFileType(makePng(1, 1))?.mimeType).toBe("image/png");
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0))?.mimeType).toBe("image/jpeg");
    expect(detectFileType(text("GIF89a....."))?.mimeType).toBe("image/gif");
    expect(detectFileType(text("RIFF\0\0\0\0WEBPVP8 "))?.mimeType).toBe("image/webp");
    expect(detectFileType(text("%PDF-1.7"))?.mimeType).toBe("application/pdf");
    expect(detectFileType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))?.extension).toBe("doc");
    expect(detectFileType(new Uint8Array([0x50, 0x4b, 3, 4, ...text("....word/document.xml")]))?.extension).toBe(
      "docx",
    );
    expect(detectFileType(text("ID3\x03"))?.mimeType).toBe("audio/mpeg");
    expect(detectFileType(text("\0\0\0\x18ftypisom"))?.mimeType).toBe("video/mp4");
    expect(detectFileType(bytes(0x1a, 0x45, 0xdf, 0xa3))?.mimeType).toBe("video/webm");
  });
  it("marks SVG as active content", () => {
    const svg = detectFileType(
      text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg).toMatchObject({ mimeType: "image/svg+xml", isActiveContent: true });
  });
  it("refuses HTML, plain text, other zips and executables whatever their name", () => {
    expect(detectFileType(text("<!doctype html><script>alert(1)</script>"))).toBeNull();
    expect(detectFileType(text("hello"))).toBeNull();
    expect(detectFileType(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).toBeNull();
    expect(detectFileType(text("MZ\x90\0"))).toBeNull();
  });
});

describe("image dimensions", () => {
  it("reads PNG", () => expect(readImageSize(makePng(1200, 630))).toEqual({ width: 1200, height: 630 }));
  it("reads GIF", () =>
    expect(readImageSize(bytes(...text("GIF89a"), 0x40, 0x01, 0xc8, 0x00))).toEqual({ width: 320, height: 200 }));
  it("reads JPEG through an APP0 segment", () => {
    const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0x01, 0xe0, 0x02, 0x80, 3, 0, 0, 0);
    expect(readImageSize(jpeg)).toEqual({ width: 640, height: 480 });
  });
  it("reads WebP VP8X", () => {
    const webp = new Uint8Array(30);
    webp.set(text("RIFF\0\0\0\0WEBPVP8X"));
    webp.set([99, 0, 0, 49, 0, 0], 24);
    expect(readImageSize(webp)).toEqual({ width: 100, height: 50 });
  });
  it("answers null for garbage", () => expect(readImageSize(text("nope"))).toBeNull());
});

describe("file sizes", () => {
  it("uses Bytes, KB, MB, GB", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(500)).toBe("500 Bytes");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5 MB");
  });
  it("shows KB with one decimal in the edit view", () => expect(formatKilobytes(2048)).toBe("2.0 KB"));
});
