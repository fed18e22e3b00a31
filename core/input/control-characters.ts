/**
 * The input gate's one rule about characters. Text a visitor sends may hold tab, line feed and
 * carriage return (a pasted resume, a message); no other control character (U+0000–U+001F, U+007F)
 * has a meaning in anything we store, and NUL cannot be stored at all by PostgreSQL. Addresses
 * (paths, query strings) allow none of them.
 */

export const CONTROL_CHARACTER_MESSAGE = "Remove the control characters (such as NUL) from your input and try again";
export const MALFORMED_ADDRESS_MESSAGE = "This address is not valid: it has a malformed percent-encoding";
export const CONTROL_IN_ADDRESS_MESSAGE = "This address is not valid: it contains control characters";

/** Control characters text may not hold: all of C0 but tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is this file's purpose
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** In an address nothing of C0 or DEL is allowed, line breaks included. */
// eslint-disable-next-line no-control-regex -- finding control characters is this file's purpose
const ADDRESS_CONTROL = /[\u0000-\u001f\u007f]/;

export function hasControlCharacter(text: string): boolean {
  return TEXT_CONTROL.test(text);
}

/** Deepest nesting searched; a JSON body deeper than this is refused as if it held a control character. */
const MAX_DEPTH = 64;

/**
 * Where the first string (key or value) in `value` that holds a control character sits: its
 * field path ("experience[2].title"), "" for `value` itself; null when there is none.
 */
export function findControlCharacter(value: unknown): string | null {
  const found = searchControlCharacter(value, 0);
  return found === null ? null : found.join("").replace(/^\./, "");
}

function searchControlCharacter(value: unknown, depth: number): string[] | null {
  if (typeof value === "string") return hasControlCharacter(value) ? [] : null;
  if (value === null || typeof value !== "object") return null;
  if (depth > MAX_DEPTH) return [];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = searchControlCharacter(item, depth + 1);
      if (found) return [`[${index}]`, ...found];
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const name = `.${key.replace(ADDRESS_CONTROL_GLOBAL, "?")}`;
    if (hasControlCharacter(key)) return [name];
    const found = searchControlCharacter(item, depth + 1);
    if (found) return [name, ...found];
  }
  return null;
}

// eslint-disable-next-line no-control-regex -- finding control characters is this file's purpose
const ADDRESS_CONTROL_GLOBAL = /[\u0000-\u001f\u007f]/g;

export type AddressProblem = "malformed" | "control";

/**
 * Checks a request target (path and query as sent): every percent-escape well-formed and
 * decoding to UTF-8, and no control character before or after decoding. `+` in the query is a
 * space and never a problem.
 */
export function checkRequestTarget(target: string): AddressProblem | null {
  if (ADDRESS_CONTROL.test(target)) return "control";
  if (!target.includes("%")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return "malformed";
  }
  return ADDRESS_CONTROL.test(decoded) ? "control" : null;
}

/** The message a 400 gives for an address problem. */
export function describeAddressProblem(problem: AddressProblem): string {
  return problem === "malformed" ? MALFORMED_ADDRESS_MESSAGE : CONTROL_IN_ADDRESS_MESSAGE;
}

/** Characters a log line keeps as they are in a path; everything else is percent-encoded. */
const LOGGABLE = /[^A-Za-z0-9\-._~/%:@!$&'()*+,;=]/g;
const MAX_LOGGED_PATH = 300;

/**
 * A path as it may appear in a log: at most 300 characters, with quotes, braces, spaces, line
 * breaks and anything outside the URL's own characters percent-encoded, so no request can write
 * text of its choosing (a forged JSON line) into the log. A path the gate refuses (malformed, or
 * with control characters) is logged as its first segment and the reason only: what it carried
 * is not the log's business.
 */
export function describePathForLog(path: string): string {
  const problem = checkRequestTarget(path);
  if (problem) {
    const first = /^\/[A-Za-z0-9._~-]{0,40}/.exec(path)?.[0] ?? "/";
    return `${first}… (${problem === "malformed" ? "malformed percent-encoding" : "control characters"}: not logged)`;
  }
  const cut = path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
  return cut.replace(LOGGABLE, (character) =>
    character === "…"
      ? character
      : [...new TextEncoder().encode(character)]
          .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`)
          .join(""),
  );
}
