import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { dropsOpenerPolicy } from "./lib/content-route";
import { createPaintFirstHeadTransform } from "./lib/paint-first-head";

export const streamTimeout = 5_000;

/**
 * Errors from loaders and actions go to the server's structured logger (one JSON line each, so
 * a path or message cannot write lines of its own), never to the console. Answers that are
 * errors by design (404 for an unknown slug, 400 …) are not failures: debug level only.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const logger = (context as Partial<AppLoadContext> | undefined)?.services?.logger;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger?.debug({ status: error.status }, "route answered with an error response");
    return;
  }
  const cause =
    isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error;
  logger?.error({ err: cause }, "loader or action failed");
};

/**
 * Renders every page completely before sending it (our pages have no deferred data), so
 * crawlers and social cards always get the full HTML. The CSP nonce reaches React Router's
 * inline scripts here. The head goes out without module preloads (see `createPaintFirstHeadTransform`).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const matches = routerContext.staticHandlerContext.matches.map((match) => ({
    handle: routerContext.routeModules[match.route.id]?.handle,
  }));
  // Asks the server to send this page without the opener policy: it ships no React (ADR 013), or
  // nothing secret is typed on it (ADR 015, ADR 018).
  if (dropsOpenerPolicy(matches)) loadContext.pageCacheHandle.sendAsDocument();
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          const body = createPaintFirstHeadTransform();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          loadContext.services.logger.error({ err: error }, "page render failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
