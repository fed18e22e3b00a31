import { ServiceError } from "../platform/service-error";
import type { StaffRole } from "./staff-accounts";

/** Who is asking: every CMS service call carries the signed-in staff member. */
export type CmsActor = { id: string; role: StaffRole; email: string; displayName: string | null };

export function assertOwner(actor: CmsActor, message = "Only the owner can do this"): void {
  if (actor.role !== "owner") throw new ServiceError({ status: 403, message });
}

/** Postgres unique violations (both drivers expose the SQLSTATE as `code`, sometimes on `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
