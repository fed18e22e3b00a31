/**
 * The client's one way to call our API (assessment-flow.md §7): JSON in and out, no cookies,
 * the visitor's key only as a Bearer header, mobile hints for the server, and a thrown
 * Error("<status>: <body or statusText>") on any non-OK answer.
 */
import { isAndroidUserAgent, isMobileUserAgent } from "../../core/browser-detection/detect-in-app-browser";

/**
 * `apiKey`: the visitor's AI key, sent as a Bearer header. `ownerKey`: the result's owner key
 * (the delete token this browser holds), sent as X-Delete-Token, never in a URL (ADR 021).
 */
export type RequestOptions = { apiKey?: string; ownerKey?: string };

/** The header that carries a result's owner key (services/assessments/assessment-deletion.ts names it the same). */
export const OWNER_KEY_HEADER = "X-Delete-Token";

type Environment = { userAgent: string };

/** Below the 64 KiB that browsers allow in flight for keepalive requests, with room to spare. */
export const MAX_KEEPALIVE_BODY_BYTES = 60_000;

function readEnvironment(): Environment {
  return { userAgent: typeof navigator === "undefined" ? "" : navigator.userAgent };
}

/** Headers and fetch options that depend on the device (exported for tests). */
export function buildRequestInit({
  method,
  body,
  options,
  environment = readEnvironment(),
}: {
  method: string;
  body?: unknown;
  options?: RequestOptions;
  environment?: Environment;
}): RequestInit {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (options?.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
  if (options?.ownerKey) headers[OWNER_KEY_HEADER] = options.ownerKey;
  const json = body === undefined ? undefined : JSON.stringify(body);
  const init: RequestInit = { method, headers, body: json, credentials: "omit" };
  if (isMobileUserAgent(environment.userAgent)) {
    headers["X-Mobile-Request"] = "true";
    headers["X-User-Agent"] = environment.userAgent.slice(0, 100);
    // Browsers refuse a keepalive request whose body is over 64 KiB (a long resume can be).
    if (json === undefined || new TextEncoder().encode(json).length <= MAX_KEEPALIVE_BODY_BYTES) init.keepalive = true;
    init.cache = "no-cache";
    if (isAndroidUserAgent(environment.userAgent)) headers["X-Android-Request"] = "true";
  }
  return init;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => "")) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<Response> {
  const response = await fetch(url, buildRequestInit({ method, body, options }));
  await throwIfNotOk(response);
  return response;
}

/**
 * The server's `{error}` message out of the thrown "<status>: <body>" text; the caller's
 * fallback for anything else: a network failure ("Failed to fetch"), an empty body, or a body
 * that is not our JSON (an HTML error page from a proxy, a bare status text).
 */
export function readErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return fallback;
  try {
    const parsed = JSON.parse(match[1] ?? "") as { error?: unknown } | null;
    if (typeof parsed?.error === "string" && parsed.error.trim() !== "") return parsed.error.trim();
  } catch {
    // Not JSON: never shown to the visitor as it is.
  }
  return fallback;
}
