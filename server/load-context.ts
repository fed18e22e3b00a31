import type { Services } from "../services/platform/container";

// What every route loader and action receives from the server (see entry.ts).
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    cspNonce: string;
    /** The visitor's address (Express req.ip, honouring TRUST_PROXY), for per-visitor rate limits. */
    clientAddress?: string;
  }
}

export {};
