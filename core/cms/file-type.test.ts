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

/** One MPEG-1 Layer III frame: 128 kbit/s, 44.1 kHz, no padding = 417 bytes. */
function mp3Frame(): Uint8Array {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return frame;
}

function mp3Frames(count: number): Uint8Array {
  const out = new Uint8Array(417 * count);
  for (let index = 0; index < count; index += 1) out.set(mp3Frame(), index * 417);
  return out;
}

/** An ID3v2.3 tag of `size` bytes (syncsafe size) followed by `audio`. */
function id3(size: number, audio: Uint8Array): Uint8Array {
  const out = new Uint8Array(10 + size + audio.length);
  out.set([...text("ID3"), 3, 0, 0, (size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
  out.set(audio, 10 + size);
  return out;
}

/** The start of an ISO base media file: an ftyp box with the given major brand. */
function ftyp(brand: string): Uint8Array {
  return new Uint8Array([0, 0, 0, 0x18, ...text("ftyp"), ...text(brand), 0, 0, 0, 0, ...text("isommp41")]);
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
    expect(detectFileType(mp3Frames(2))?.mimeType).toBe("audio/mpeg");
    expect(detectFileType(ftyp("isom"))?.mimeType).toBe("video/mp4");
    expect(detectFileType(bytes(0x1a, 0x45, 0xdf, 0xa3))?.mimeType).toBe("video/webm");
  });
  it("accepts MP3 only with a valid MPEG audio frame header, or an ID3 tag followed by one", () => {
    expect(detectFileType(mp3Frames(3))).toMatchObject({ mimeType: "audio/mpeg", extension: "mp3" });
    expect(detectFileType(mp3Frame())?.mimeType).toBe("audio/mpeg");
    expect(detectFileType(id3(20, mp3Frames(2)))?.mimeType).toBe("audio/mpeg");
    // Any 0xFF 0xEx/0xFx start used to pass: a UTF-16 text file (BOM FF FE), reserved fields, bit
    // rate 15, a truncated frame, or a frame followed by something that is not a frame.
    expect(detectFileType(new Uint8Array([0xff, 0xfe, ...text("<html><script>alert(1)</script>")]))).toBeNull();
    expect(detectFileType(bytes(0xff, 0xe0, 0, 0))).toBeNull();
    expect(detectFileType(bytes(0xff, 0xfb, 0xf0, 0x64, 1, 2, 3))).toBeNull();
    expect(detectFileType(bytes(0xff, 0xf3, 0x90, 0x64))).toBeNull();
    expect(detectFileType(mp3Frame().subarray(0, 200))).toBeNull();
    expect(detectFileType(new Uint8Array([...mp3Frame(), ...text("<script>alert(1)</script>")]))).toBeNull();
    expect(detectFileType(text("ID3\x03"))).toBeNull();
    expect(detectFileType(id3(20, text("<!doctype html><script>alert(1)</script>")))).toBeNull();
  });
  it("types ISO media by its ftyp brand and refuses brands it does not know", () => {
    expect(detectFileType(ftyp("avif"))).toMatchObject({ mimeType: "image/avif", kind: "image" });
    expect(detectFileType(ftyp("avis"))?.mimeType).toBe("image/avif");
    for (const brand of ["heic", "heix", "mif1"]) expect(detectFileType(ftyp(brand))?.mimeType).toBe("image/heic");
    expect(detectFileType(ftyp("M4A "))).toMatchObject({ mimeType: "audio/mp4", extension: "m4a", kind: "audio" });
    for (const brand of ["isom", "mp41", "mp42", "avc1"])
      expect(detectFileType(ftyp(brand))).toMatchObject({ mimeType: "video/mp4", extension: "mp4" });
    expect(detectFileType(ftyp("qt  "))).toMatchObject({ mimeType: "video/quicktime", extension: "mov" });
    expect(detectFileType(ftyp("crx "))).toBeNull();
    expect(detectFileType(ftyp("abcd"))).toBeNull();
    expect(detectFileType(text("\0\0\0\x18ftypisom"))).toBeNull(); // cut short
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
