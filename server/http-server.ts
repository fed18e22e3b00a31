import { createServer, type RequestListener, type Server } from "node:http";
import { answerExpectContinue } from "./expect-continue";

/**
 * How long a client may take to send a request (ADR 022, issue #37). Node's defaults let a
 * request take 300 s and its headers 60 s, checked every 30 s: long enough for strangers to hold
 * connections and upload memory open. The longest request a visitor sends is a 10 MB resume on a
 * slow phone (1 Mbit/s: about 80 s, the upload route's own deadline is 90 s); staff media uploads
 * of up to 25 MB need about 2 Mbit/s to fit.
 */
export const HTTP_TIMEOUTS = {
  /** The whole request, headers and body, must arrive within this (then 408 and the connection closes). */
  requestTimeoutMs: 120_000,
  /** Its headers within this. */
  headersTimeoutMs: 20_000,
  /** How often Node looks for requests past either. */
  connectionsCheckingIntervalMs: 5_000,
  /** An idle keep-alive connection is closed after this (longer than a proxy's, usually 60 s). */
  keepAliveTimeoutMs: 65_000,
} as const;

/** The HTTP server the site listens with: the request timeouts above and `Expect: 100-continue` handled per route. */
export function createHttpServer(listener: RequestListener): Server {
  const server = createServer(
    {
      requestTimeout: HTTP_TIMEOUTS.requestTimeoutMs,
      headersTimeout: HTTP_TIMEOUTS.headersTimeoutMs,
      connectionsCheckingInterval: HTTP_TIMEOUTS.connectionsCheckingIntervalMs,
    },
    listener,
  );
  server.keepAliveTimeout = HTTP_TIMEOUTS.keepAliveTimeoutMs;
  server.on("checkContinue", answerExpectContinue(listener));
  return server;
}
