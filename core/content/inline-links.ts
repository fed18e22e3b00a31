/** A run of plain text, or a link written in the text as `[label](/path)`. */
export type InlinePart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

/** A site path (/privacy, not //host), a fragment, or an http(s) or mailto address, without spaces. */
const SAFE_HREF = "(?:\\/(?!\\/)|#|https?:\\/\\/|mailto:)[^)\\s]*";

/** `[label](href)` with a safe href. */
const LINK = new RegExp(`\\[([^\\]\\n]+)\\]\\((${SAFE_HREF})\\)`, "g");

/** Whether an address typed in the CMS may be a link's href (never javascript: or data:). */
export function isSafeHref(href: string): boolean {
  return new RegExp(`^${SAFE_HREF}$`).test(href);
}

/**
 * Splits CMS text into plain runs and links, so an editor can write "our [Privacy Policy](/privacy)"
 * in a paragraph and the page renders a real link. Anything that is not a well-formed link with a
 * safe address (no javascript:, no spaces) stays plain text, brackets included.
 */
export function splitInlineLinks(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = "", href = ""] = match;
    if (match.index > last) parts.push({ kind: "text", text: text.slice(last, match.index) });
    parts.push({ kind: "link", text: label, href });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
