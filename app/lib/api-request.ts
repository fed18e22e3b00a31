/**
 * The client's one way to call our API (assessment-flow.md §7): JSON in and out, no cookies,
 * the visitor's key only as a Bearer header, mobile hints for the server, and a thrown
 * Error("<status>: <body or statusText>") on any non-OK answer.
 */
import { isAndroidUserAgent, isMobileUserAgent } from "../../core/browser-detection/detect-in-app-browser";

export type RequestOptions = { apiKey?: string };

type Environment = { userAgent: string };

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
  const init: RequestInit = {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "omit",
  };
  if (isMobileUserAgent(environment.userAgent)) {
    headers["X-Mobile-Request"] = "true";
    headers["X-User-Agent"] = environment.userAgent.slice(0, 100);
    init.keepalive = true;
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

/** Reads a failed call's `{error}` message out of the thrown "<status>: <body>" text. */
export function readErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const body = error.message.replace(/^\d{3}: /, "");
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    if (typeof parsed.error === "string" && parsed.error) return parsed.error;
  } catch {
    // The body was not JSON: the text itself is the message.
  }
  return body || fallback;
}
