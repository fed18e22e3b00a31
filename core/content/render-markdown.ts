import { Marked, type Tokens } from "marked";

/**
 * Markdown from the CMS → HTML that is safe to inject. Staff write the Markdown, but an editor
 * account can be phished and approvals carry contributors' text, so nothing in it may run:
 * raw HTML is shown as text (escaped), and links or images whose URL is not http(s), mailto,
 * tel or site-relative are dropped (their text is kept).
 */

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/** True for URLs a reader may follow: http(s), mailto, tel, or relative (/path, #anchor, path). */
/** Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"). */
function compactUrl(url: string): string {
  return Array.from(url)
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code > 0x20 && code !== 0x7f;
    })
    .join("")
    .toLowerCase();
}

export function isSafeUrl(url: string): boolean {
  const compact = compactUrl(url);
  if (compact === "") return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  if (!scheme) return true;
  return ["http", "https", "mailto", "tel"].includes(scheme[1] ?? "");
}

function isSafeImageUrl(url: string): boolean {
  const compact = compactUrl(url);
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  return scheme ? scheme[1] === "http" || scheme[1] === "https" : compact !== "";
}

const markdown = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!isSafeUrl(href)) return text;
      const external = /^https?:\/\//i.test(href);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
      const rel = external ? ' rel="noopener noreferrer nofollow"' : "";
      return `<a href="${escapeHtml(href)}"${titleAttribute}${rel}>${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      if (!isSafeImageUrl(href)) return escapeHtml(text);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttribute} loading="lazy" decoding="async">`;
    },
  },
});

/** Renders CMS Markdown to sanitised HTML (synchronous; no async extensions are used). */
export function renderMarkdown(source: string): string {
  return markdown.parse(source ?? "", { async: false });
}

/** Plain text of Markdown, for descriptions and structured data. */
export function stripMarkdown(source: string): string {
  return source
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]*>/g, " ")
    .replace(/[#>*_`~|-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
