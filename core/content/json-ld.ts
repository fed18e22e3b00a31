/**
 * JSON for a <script type="application/ld+json"> element. JSON.stringify alone would let a post
 * title containing "</script>" end the element, so every <, > and & (and the two JavaScript
 * line terminators) is written as a \u escape, which JSON parsers read back unchanged.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
