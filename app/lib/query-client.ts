import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { isMobileUserAgent } from "../../core/browser-detection/detect-in-app-browser";
import { throwIfNotOk } from "./api-request";

/**
 * The default query loader: GET of the query key joined with "/", no cookies, parsed as JSON.
 * With `on401: "returnNull"` an unauthorised answer resolves to null instead of throwing.
 */
export function createQueryLoader<T>({ on401 }: { on401: "returnNull" | "throw" }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const headers: Record<string, string> = {};
    const userAgent = typeof navigator === "undefined" ? "" : navigator.userAgent;
    if (isMobileUserAgent(userAgent)) {
      headers["X-Mobile-Request"] = "true";
      headers["Cache-Control"] = "no-cache";
    }
    const response = await fetch(queryKey.join("/"), { credentials: "omit", headers });
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** No retries, no refetch on focus, no polling, and data never goes stale (§7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: createQueryLoader({ on401: "throw" }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
