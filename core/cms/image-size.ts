/** Reads an image's width and height from its header (PNG, JPEG, GIF, WebP); null when unreadable. */
export function readImageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (length: number) => bytes.length >= length;
  const text = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

  // PNG: IHDR is the first chunk; width and height are big-endian at 16 and 20.
  if (has(24) && bytes[0] === 0x89 && text(1, 4) === "PNG" && text(12, 16) === "IHDR") {
    return positive(view.getUint32(16), view.getUint32(20));
  }
  // GIF: logical screen size, little-endian at 6 and 8.
  if (has(10) && text(0, 3) === "GIF") return positive(view.getUint16(6, true), view.getUint16(8, true));
  // WebP: VP8 (lossy), VP8L (lossless) or VP8X (extended).
  if (has(30) && text(0, 4) === "RIFF" && text(8, 12) === "WEBP") {
    const chunk = text(12, 16);
    if (chunk === "VP8 ") return positive(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
    if (chunk === "VP8L") {
      const b0 = bytes[21] ?? 0,
        b1 = bytes[22] ?? 0,
        b2 = bytes[23] ?? 0,
        b3 = bytes[24] ?? 0;
      return positive(1 + (((b1 & 0x3f) << 8) | b0), 1 + (((b3 & 0xf) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)));
    }
    if (chunk === "VP8X") {
      const width = 1 + ((bytes[24] ?? 0) | ((bytes[25] ?? 0) << 8) | ((bytes[26] ?? 0) << 16));
      const height = 1 + ((bytes[27] ?? 0) | ((bytes[28] ?? 0) << 8) | ((bytes[29] ?? 0) << 16));
      return positive(width, height);
    }
    return null;
  }
  // JPEG: walk the segments to the first start-of-frame marker.
  if (has(4) && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1] ?? 0;
      if (marker === 0xff) {
        offset += 1;
        continue;
      }
      const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isStartOfFrame) return positive(view.getUint16(offset + 7), view.getUint16(offset + 5));
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        offset += 2;
        continue;
      }
      offset += 2 + view.getUint16(offset + 2);
    }
  }
  return null;
}

function positive(width: number, height: number) {
  return width > 0 && height > 0 ? { width, height } : null;
}
