// Characters that survive a copy from dashboards, password managers and chat apps but are
// invisible on screen: zero-width space/non-joiner/joiner, word joiner, byte-order mark,
// and the no-break spaces (U+00A0, U+202F, U+2007). A key pasted with any of them would
// fail at the provider with a confusing "invalid key" error, so they are removed anywhere
// in the string, not only at the ends.
const INVISIBLE_CHARACTERS = /[\u200B-\u200D\u2060\uFEFF\u00A0\u202F\u2007]/g;

const KEY_PREFIX = "sk-";
const MIN_LENGTH_EXCLUSIVE = 20;

export type ApiKeyValidation =
  | { ok: true; key: string }
  | { ok: false; title: "API Key Required"; description: "Please enter your API key" }
  | {
      ok: false;
      title: "Invalid API Key";
      description: "API keys start with 'sk-' and are longer than 20 characters";
    };

export function normalizeApiKey(raw: string | null | undefined): string {
  if (typeof raw !== "string") return "";
  return raw.replace(INVISIBLE_CHARACTERS, "").trim();
}

export function validateApiKey(raw: string | null | undefined): ApiKeyValidation {
  const key = normalizeApiKey(raw);
  if (key === "") {
    return { ok: false, title: "API Key Required", description: "Please enter your API key" };
  }
  if (!key.startsWith(KEY_PREFIX) || key.length <= MIN_LENGTH_EXCLUSIVE) {
    return {
      ok: false,
      title: "Invalid API Key",
      description: "API keys start with 'sk-' and are longer than 20 characters",
    };
  }
  return { ok: true, key };
}
