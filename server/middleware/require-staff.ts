import type { Request, RequestHandler } from "express";
import type { CmsActor } from "../../services/cms/cms-actor";
import type { Services } from "../../services/container";
import { readSessionToken } from "../../core/staff-session/session-cookie";

declare module "express-serve-static-core" {
  interface Locals {
    staff?: CmsActor;
  }
}

/** The signed-in staff member set by requireStaff (handlers behind it may rely on it). */
export function getStaff(res: { locals: { staff?: CmsActor } }): CmsActor {
  const staff = res.locals.staff;
  if (!staff) throw new Error("requireStaff must run before this handler");
  return staff;
}

/** 401 without a valid session; otherwise puts the staff member on res.locals.staff. */
export function requireStaff({ services }: { services: Services }): RequestHandler {
  return async (req, res, next) => {
    const session = await services.auth.readSession(readSessionToken(req.headers.cookie));
    if (!session) {
      res.status(401).json({ error: "Please sign in to continue" });
      return;
    }
    res.locals.staff = { ...session.user };
    next();
  };
}

/** 403 unless the signed-in staff member is the owner. */
export function requireOwner(): RequestHandler {
  return (_req, res, next) => {
    if (res.locals.staff?.role !== "owner") {
      res.status(403).json({ error: "Only the owner can do this" });
      return;
    }
    next();
  };
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request protection for state-changing calls, on top of the SameSite=Lax cookie:
 * the Origin (or, failing that, the Referer) must be our public origin or the request's own host.
 * A mutation with neither header is refused too — browsers always send one on fetch POST/PUT/DELETE.
 */
export function rejectCrossSiteMutations({ publicUrl }: { publicUrl: string }): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: Request, res, next) => {
    if (safeMethods.has(req.method)) {
      next();
      return;
    }
    const claimed = originOf(req.get("origin")) ?? originOf(req.get("referer"));
    const ownOrigin = `${req.protocol}://${req.get("host") ?? ""}`;
    if (!claimed || (claimed !== publicOrigin && claimed !== ownOrigin)) {
      res.status(403).json({ error: "Cross-site request refused" });
      return;
    }
    next();
  };
}
