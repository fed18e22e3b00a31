import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, buildRequestInit, readErrorMessage } from "./api-request";
import { createQueryClient, createQueryLoader } from "./query-client";

const desktop = { userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36" };
const android = {
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240905.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/129.0.6668.81 Mobile Safari/537.36 Instagram 350.0.0.0",
};
const iphone = {
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
};

describe("buildRequestInit", () => {
  it("sends JSON with the key as a Bearer header and never sends cookies", () => {
    const init = buildRequestInit({
      method: "POST",
      body: { a: 1 },
      options: { apiKey: "sk-test" },
      environment: desktop,
    });
    expect(init.headers).toEqual({ "Content-Type": "application/json", Authorization: "Bearer sk-test" });
    expect(init.body).toBe('{"a":1}');
    expect(init.credentials).toBe("omit");
    expect(init.keepalive).toBeUndefined();
  });

  it("sends a result's owner key only as the X-Delete-Token header", () => {
    const init = buildRequestInit({
      method: "GET",
      options: { ownerKey: "owner-key-1234567890ab" },
      environment: desktop,
    });
    expect(init.headers).toEqual({ "X-Delete-Token": "owner-key-1234567890ab" });
    expect(init.credentials).toBe("omit");
  });

  it("omits the content type and authorization when there is no body and no key", () => {
    const init = buildRequestInit({ method: "GET", environment: desktop });
    expect(init.headers).toEqual({});
    expect(init.body).toBeUndefined();
  });

  it("adds mobile hints, keepalive and no-cache on a phone, and the Android flag on Android", () => {
    const onIphone = buildRequestInit({ method: "GET", environment: iphone });
    expect(onIphone.headers).toMatchObject({
      "X-Mobile-Request": "true",
      "X-User-Agent": iphone.userAgent.slice(0, 100),
    });
    expect(onIphone.headers).not.toHaveProperty("X-Android-Request");
    expect(onIphone.keepalive).toBe(true);
    expect(onIphone.cache).toBe("no-cache");
    const onAndroid = buildRequestInit({ method: "GET", environment: android });
    expect(onAndroid.headers).toMatchObject({ "X-Android-Request": "true" });
    expect((onAndroid.headers as Record<string, string>)["X-User-Agent"]).toHaveLength(100);
  });

  it("drops keepalive on a phone when the JSON body is over 60,000 bytes, which browsers would refuse", () => {
    const small = buildRequestInit({ method: "POST", body: { resumeText: "a".repeat(59_000) }, environment: iphone });
    expect(small.keepalive).toBe(true);
    // 25,000 three-byte characters: 25,000 characters but 75,000 bytes.
    const large = buildRequestInit({ method: "POST", body: { resumeText: "€".repeat(25_000) }, environment: iphone });
    expect(large.keepalive).toBeUndefined();
    expect(large.cache).toBe("no-cache");
    expect(large.headers).toMatchObject({ "X-Mobile-Request": "true" });
  });
});

describe("apiRequest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("throws '<status>: <body>' on a non-OK answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"error":"Nope"}', { status: 400 })),
    );
    await expect(apiRequest("POST", "/api/x", {})).rejects.toThrow('400: {"error":"Nope"}');
  });

  it("uses the status text when the body is empty", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 503, statusText: "Service Unavailable" })),
    );
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });

  it("reads the server's error message out of the thrown text", () => {
    expect(readErrorMessage(new Error('429: {"error":"Rate limit exceeded"}'), "fallback")).toBe("Rate limit exceeded");
    expect(readErrorMessage(new Error('422: {"error":"Line one\\nline two"}'), "fallback")).toBe("Line one\nline two");
  });
});

describe("readErrorMessage", () => {
  const TEXT_DEFAULT = "Failed to process your resume text. Please try again.";
  const FILE_DEFAULT = "Failed to process your file. Please try again.";

  it("answers the caller's fallback for a network failure, never the browser's own words", () => {
    expect(readErrorMessage(new TypeError("Failed to fetch"), TEXT_DEFAULT)).toBe(TEXT_DEFAULT);
    expect(readErrorMessage(new TypeError("Load failed"), FILE_DEFAULT)).toBe(FILE_DEFAULT);
    expect(readErrorMessage(new DOMException("The operation was aborted.", "AbortError"), FILE_DEFAULT)).toBe(
      FILE_DEFAULT,
    );
  });

  it("answers the fallback when the body is not our JSON {error}", () => {
    const html = "502: <html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>";
    expect(readErrorMessage(new Error(html), FILE_DEFAULT)).toBe(FILE_DEFAULT);
    expect(readErrorMessage(new Error("503: Service Unavailable"), TEXT_DEFAULT)).toBe(TEXT_DEFAULT);
    expect(readErrorMessage(new Error('500: {"message":"boom"}'), TEXT_DEFAULT)).toBe(TEXT_DEFAULT);
    expect(readErrorMessage(new Error('400: {"error":"  "}'), TEXT_DEFAULT)).toBe(TEXT_DEFAULT);
    expect(readErrorMessage(new Error("400: null"), TEXT_DEFAULT)).toBe(TEXT_DEFAULT);
    expect(readErrorMessage("weird", TEXT_DEFAULT)).toBe(TEXT_DEFAULT);
  });

  it("reads the message from what apiRequest really throws", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"error":"Please upload a resume file first."}', { status: 400 })),
    );
    const error = await apiRequest("POST", "/api/x", {}).catch((thrown: unknown) => thrown);
    vi.unstubAllGlobals();
    expect(readErrorMessage(error, FILE_DEFAULT)).toBe("Please upload a resume file first.");
  });
});

describe("query defaults", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("never retries, never refetches on focus and never goes stale", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it("joins the query key with '/' and can return null on 401", async () => {
    const fetchMock = vi.fn(async () => new Response("", { status: 401, statusText: "Unauthorized" }));
    vi.stubGlobal("fetch", fetchMock);
    const loader = createQueryLoader({ on401: "returnNull" });
    const result = await loader({ queryKey: ["/api/assessments", "abc"] } as never);
    expect(result).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith("/api/assessments/abc", expect.objectContaining({ credentials: "omit" }));
    await expect(createQueryLoader({ on401: "throw" })({ queryKey: ["/api/x"] } as never)).rejects.toThrow(
      "401: Unauthorized",
    );
  });
});
