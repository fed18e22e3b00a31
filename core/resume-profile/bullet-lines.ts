// Bullet glyphs seen in extracted resumes, including Wingdings/Symbol private-use code points
// (U+F0A7, U+F0B7, U+F0D8, U+F076, U+F0FC) that Word bullets become in PDF text.
const SYMBOL_BULLET = /^(?:[•·∙◦‣⁃▪▫■□●○◆◇♦►▶▸▹➢➤→✓✔✗❖★☆*+>\-–—\uF0A7\uF0B7\uF0D8\uF076\uF0FC\uF0A8])+\s*/u;
// Word's second-level bullet is a lowercase "o" followed by a space.
const LETTER_O_BULLET = /^o\s+(?=\p{Lu})/u;
const NUMBERED_BULLET = /^(?:\(?\d{1,2}[.)]|\(?[a-z][.)])\s+(?=\S)/;

export function isBulletLine(line: string): boolean {
  return SYMBOL_BULLET.test(line) || LETTER_O_BULLET.test(line) || NUMBERED_BULLET.test(line);
}

export function stripBullet(line: string): string {
  return line.replace(SYMBOL_BULLET, "").replace(LETTER_O_BULLET, "").replace(NUMBERED_BULLET, "").trim();
}

/** Words with a letter or digit: a spaced dash or bar between fields is not a word. */
export function countWords(text: string): number {
  let words = 0;
  for (const token of text.trim().split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) words += 1;
  return words;
}

/** Prose rather than a label or a list item: several words, usually ending in a full stop. */
export function isSentenceLike(text: string): boolean {
  const words = countWords(text);
  if (words >= 6 && /[.!]$/.test(text.trim())) return true;
  // A shorter line that ends a lowercase word with a full stop is a sentence too ("Reconciled
  // inventory across four warehouses."); a header line ends with a name or "Inc.".
  if (words >= 4 && /(?:^|\s)[a-z]{3,}[.!]$/.test(text.trim())) return true;
  return words >= 9;
}

// Separators between fields on one line: pipes, middle dots and bullets, spaced dashes,
// and the two-space field separator left by normalisation.
const FIELD_BOUNDARY = /\s*[|•·◆♦▪]\s*|\s+[-–—]\s+|\s{2,}/;

export function splitFields(line: string): string[] {
  return line
    .split(FIELD_BOUNDARY)
    .map((field) => field.trim())
    .filter((field) => field !== "");
}

export function trimPunctuation(text: string): string {
  return text.replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, "").trim();
}
