/**
 * Detects a media file's type from its first bytes, never from the name or the browser's claim
 * (content-and-cms.md §5: image, video, audio, pdf, doc and docx are accepted).
 */

export type DetectedFileType = {
  mimeType: string;
  extension: string;
  kind: "image" | "video" | "audio" | "document";
  /** Could run script if a browser rendered it inline (served as an attachment). */
  isActiveContent: boolean;
};

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((value, index) => bytes[offset + index] === value);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));
}

const type = (
  mimeType: string,
  extension: string,
  kind: DetectedFileType["kind"],
  isActiveContent = false,
): DetectedFileType => ({
  mimeType,
  extension,
  kind,
  isActiveContent,
});

/** Returns null for anything that is not an accepted type (including HTML and scripts). */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return type("image/png", "png", "image");
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return type("image/jpeg", "jpg", "image");
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return type("image/gif", "gif", "image");
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return type("image/webp", "webp", "image");
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WAVE") return type("audio/wav", "wav", "audio");
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "AVI ") return type("video/x-msvideo", "avi", "video");
  if (ascii(bytes, 0, 5) === "%PDF-") return type("application/pdf", "pdf", "document");
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return type("application/msword", "doc", "document");
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // A docx is a zip whose entries include word/…; other zips are not accepted.
    const head = ascii(bytes, 0, Math.min(bytes.length, 64 * 1024));
    if (head.includes("word/")) {
      return type("application/vnd.openxmlformats-officedocument.wordprocessingml.document", "docx", "document");
    }
    return null;
  }
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand.startsWith("M4A")) return type("audio/mp4", "m4a", "audio");
    if (brand === "qt  ") return type("video/quicktime", "mov", "video");
    return type("video/mp4", "mp4", "video");
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return type("video/webm", "webm", "video");
  if (ascii(bytes, 0, 4) === "OggS") return type("audio/ogg", "ogg", "audio");
  if (ascii(bytes, 0, 3) === "ID3" || (bytes.length > 1 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) {
    return type("audio/mpeg", "mp3", "audio");
  }
  if (ascii(bytes, 0, 4) === "fLaC") return type("audio/flac", "flac", "audio");
  if (looksLikeSvg(bytes)) return type("image/svg+xml", "svg", "image", true);
  return null;
}

/** SVG is text: an optional BOM, XML prolog, comments or doctype, then an <svg root element. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "");
  const withoutProlog = text
    .replace(/^\s*<\?xml[\s\S]*?\?>/i, "")
    .replace(/^(\s*<!--[\s\S]*?-->)*/g, "")
    .replace(/^\s*<!DOCTYPE[^>]*>/i, "")
    .replace(/^(\s*<!--[\s\S]*?-->)*/g, "");
  return /^\s*<svg[\s>]/i.test(withoutProlog);
}
