/**
 * What the Connect API Key button does with POST /api/validate-key's answer. Only a definite
 * "this key is wrong" (401 from the provider, or a malformed key: 400) refuses the key. Anything
 * else — the provider unreachable, slow, rate-limiting, out of quota, a 5xx, our own rate limit,
 * a network failure — still connects it: the analysis falls back to our research engine if the
 * provider fails then, and the result says why.
 */
export type KeyCheckResult =
  | { outcome: "connected"; title: string; description: string }
  | { outcome: "refused"; title: string; description: string }
  | { outcome: "unverified"; title: string; description: string };

export const KEY_CONNECTED_TITLE = "API Key Connected";
export const KEY_REFUSED_TITLE = "Invalid API Key";
export const KEY_UNVERIFIED_TITLE = "API Key Connected - Not Verified";

const CONNECTED_ANYWAY =
  "It is connected anyway: if your provider fails during the analysis, our research engine is used and your result says why.";

function readServerError(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown } | null;
    return typeof parsed?.error === "string" ? parsed.error.trim() : "";
  } catch {
    return "";
  }
}

/** `status` is null when the request itself failed (offline, connection reset). */
export function readKeyCheck({ status, body = "" }: { status: number | null; body?: string }): KeyCheckResult {
  if (status !== null && status >= 200 && status < 300) {
    return {
      outcome: "connected",
      title: KEY_CONNECTED_TITLE,
      description: "Your key is ready. It stays in this tab only.",
    };
  }
  const serverError = readServerError(body);
  if (status === 401 || status === 400) {
    return {
      outcome: "refused",
      title: KEY_REFUSED_TITLE,
      description: serverError || "Your AI provider rejected this key. Please check it and try again.",
    };
  }
  if (status === 402 && serverError) {
    return { outcome: "unverified", title: KEY_UNVERIFIED_TITLE, description: `${serverError} ${CONNECTED_ANYWAY}` };
  }
  return {
    outcome: "unverified",
    title: KEY_UNVERIFIED_TITLE,
    description: `We could not check this key with your AI provider right now. ${CONNECTED_ANYWAY}`,
  };
}
