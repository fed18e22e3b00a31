import type { Request, Response } from "express";
import type { PageCacheHandle } from "../core/page-protocol/page-cache-handle";
import type { Services } from "../services/container";
import { readPageCacheHandle } from "./page-cache/page-cache-handles";

// What every route loader and action receives from the server.
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    cspNonce: string;
    /** The visitor's address (Express req.ip, honouring TRUST_PROXY), for per-visitor rate limits. */
    clientAddress?: string;
    /** What the route asks of the page cache for the page it renders (core/page-protocol/page-cache-handle.ts). */
    pageCacheHandle: PageCacheHandle;
  }
}

/** The load context of one page request (React Router's `getLoadContext`). */
export function createPageLoadContext({ services, req, res }: { services: Services; req: Request; res: Response }) {
  return {
    services,
    cspNonce: String(res.locals.cspNonce ?? ""),
    clientAddress: req.ip,
    pageCacheHandle: readPageCacheHandle(res),
  };
}
