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
  if (ascii(bytes, 4, 8) === "ftyp") return detectIsoMedia(bytes);
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return type("video/webm", "webm", "video");
  if (ascii(bytes, 0, 4) === "OggS") return type("audio/ogg", "ogg", "audio");
  if (looksLikeMpegAudio(bytes)) return type("audio/mpeg", "mp3", "audio");
  if (ascii(bytes, 0, 4) === "fLaC") return type("audio/flac", "flac", "audio");
  if (looksLikeSvg(bytes)) return type("image/svg+xml", "svg", "image", true);
  return null;
}

/**
 * ISO base media files (MP4, MOV, M4A, HEIF, AVIF) are typed by the major brand of their ftyp
 * box; a brand we do not know is refused rather than guessed.
 */
const isoBrands: ReadonlyMap<string, DetectedFileType> = new Map(
  Object.entries({
    avif: type("image/avif", "avif", "image"),
    avis: type("image/avif", "avif", "image"),
    heic: type("image/heic", "heic", "image"),
    heix: type("image/heic", "heic", "image"),
    mif1: type("image/heic", "heic", "image"),
    "M4A ": type("audio/mp4", "m4a", "audio"),
    isom: type("video/mp4", "mp4", "video"),
    iso2: type("video/mp4", "mp4", "video"),
    mp41: type("video/mp4", "mp4", "video"),
    mp42: type("video/mp4", "mp4", "video"),
    avc1: type("video/mp4", "mp4", "video"),
    "M4V ": type("video/mp4", "mp4", "video"),
    "qt  ": type("video/quicktime", "mov", "video"),
  }),
);

function detectIsoMedia(bytes: Uint8Array): DetectedFileType | null {
  if (bytes.length < 16) return null;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  // An ftyp box holds at least the major brand and the minor version (16 bytes); size 1 means a
  // 64-bit size follows, which an ftyp box never needs.
  if (boxSize < 16) return null;
  return isoBrands.get(ascii(bytes, 8, 12)) ?? null;
}

/** MPEG audio bit rates in kbit/s by [version group][layer][index]; 0 = free format, unsupported here. */
const mpegBitrates: Readonly<Record<string, readonly number[]>> = {
  "1-1": [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  "1-2": [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  "1-3": [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  "2-1": [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  "2-2": [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  "2-3": [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const mpegSampleRates: Readonly<Record<number, readonly number[]>> = {
  3: [44_100, 48_000, 32_000], // MPEG-1
  2: [22_050, 24_000, 16_000], // MPEG-2
  0: [11_025, 12_000, 8_000], // MPEG-2.5
};

/**
 * The length in bytes of the MPEG audio frame whose 4-byte header starts at `offset`, or null
 * when those bytes are not a valid frame header (sync, no reserved version, layer, bit rate,
 * sample rate or emphasis).
 */
export function mpegFrameLength(bytes: Uint8Array, offset = 0): number | null {
  if (bytes.length < offset + 4) return null;
  const b1 = bytes[offset + 1] ?? 0;
  const b2 = bytes[offset + 2] ?? 0;
  const b3 = bytes[offset + 3] ?? 0;
  if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0x03; // 0 = 2.5, 1 = reserved, 2 = MPEG-2, 3 = MPEG-1
  const layerBits = (b1 >> 1) & 0x03; // 0 = reserved, 1 = III, 2 = II, 3 = I
  const bitrateIndex = (b2 >> 4) & 0x0f;
  const sampleRateIndex = (b2 >> 2) & 0x03;
  if (version === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || sampleRateIndex === 3)
    return null;
  if ((b3 & 0x03) === 2) return null; // reserved emphasis
  const layer = 4 - layerBits;
  const bitrate = (mpegBitrates[`${version === 3 ? 1 : 2}-${layer}`]?.[bitrateIndex] ?? 0) * 1000;
  const sampleRate = mpegSampleRates[version]?.[sampleRateIndex] ?? 0;
  if (bitrate === 0 || sampleRate === 0) return null;
  const padding = (b2 >> 1) & 0x01;
  if (layer === 1) return (Math.floor((12 * bitrate) / sampleRate) + padding) * 4;
  const samplesFactor = layer === 3 && version !== 3 ? 72 : 144;
  return Math.floor((samplesFactor * bitrate) / sampleRate) + padding;
}

/** A frame at `offset` that the file either ends with or follows with another valid frame. */
function hasMpegFrames(bytes: Uint8Array, offset: number): boolean {
  const length = mpegFrameLength(bytes, offset);
  if (length === null || bytes.length < offset + length) return false;
  const next = offset + length;
  return bytes.length - next < 4 || mpegFrameLength(bytes, next) !== null;
}

/**
 * MP3 (MPEG audio): an ID3v2 tag (valid header, audio frames after it) or a valid frame header
 * followed by another one. A bare 0xFF 0xEx start is not enough: many non-audio files begin so.
 */
function looksLikeMpegAudio(bytes: Uint8Array): boolean {
  if (ascii(bytes, 0, 3) === "ID3") {
    if (bytes.length < 10) return false;
    const major = bytes[3] ?? 0;
    const sizeBytes = [bytes[6] ?? 0, bytes[7] ?? 0, bytes[8] ?? 0, bytes[9] ?? 0];
    if (major < 2 || major > 4 || bytes[4] === 0xff || sizeBytes.some((byte) => byte >= 0x80)) return false;
    const footer = major === 4 && ((bytes[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
    let offset = 10 + footer + sizeBytes.reduce((size, byte) => (size << 7) | byte, 0);
    while (offset < bytes.length && bytes[offset] === 0) offset += 1; // padding after the tag
    return hasMpegFrames(bytes, offset);
  }
  return hasMpegFrames(bytes, 0);
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
