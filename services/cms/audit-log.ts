import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema/users";
import { users } from "../../db/schema/users";

export type AuditEntry = {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
};

/** Writes an audit entry; takes a transaction so the entry commits with the change it records. */
export async function recordAudit({ db, entry }: { db: Pick<Database, "insert">; entry: AuditEntry }): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    details: entry.details ?? {},
  });
}

export function createAuditLogService({ db }: { db: Database }) {
  return {
    /** The newest entries first, with the actor's e-mail (the owner reads this in Site Settings). */
    async listEntries({ limit = 200 }: { limit?: number } = {}) {
      return db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          entityType: auditLog.entityType,
          entityId: auditLog.entityId,
          details: auditLog.details,
          createdAt: auditLog.createdAt,
          actorEmail: users.email,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
    },
  };
}
