import { desc, eq, gte, lt, sql } from "drizzle-orm";
import type { ContactMessageInput } from "../core/content/contact-form";
import type { Database } from "../db/client";
import { contactMessages } from "../db/schema/content";
import { ServiceError } from "./service-error";

/**
 * Rate limits for /contact. contact_messages has no visitor column (and the schema is not ours to
 * change), so two layers:
 * - per visitor address, a sliding window held in this process's memory (a restart or another
 *   process starts a fresh window; good enough against one noisy visitor);
 * - a global cap per minute counted from the table itself, so it holds across processes and
 *   restarts and bounds what a distributed flood can write.
 */
export const CONTACT_RATE_LIMITS = { perVisitor: 5, perVisitorWindowMs: 10 * 60_000, globalPerMinute: 30 } as const;

export const CONTACT_TOO_MANY = "Too many messages. Please try again later.";
export const CONTACT_CONFIRMATION = "Thank you for your message. We will reply by email.";

/** Contact messages are kept for one year, then deleted by the daily retention job. */
export const CONTACT_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function createContactService({
  db,
  limits = CONTACT_RATE_LIMITS,
  now = () => Date.now(),
}: {
  db: Database;
  limits?: { perVisitor: number; perVisitorWindowMs: number; globalPerMinute: number };
  now?: () => number;
}) {
  const recentByVisitor = new Map<string, number[]>();

  function takeVisitorSlot(visitor: string): boolean {
    const cutoff = now() - limits.perVisitorWindowMs;
    const recent = (recentByVisitor.get(visitor) ?? []).filter((at) => at > cutoff);
    if (recent.length >= limits.perVisitor) {
      recentByVisitor.set(visitor, recent);
      return false;
    }
    recent.push(now());
    recentByVisitor.set(visitor, recent);
    // Keep the map from growing without bound under many addresses.
    if (recentByVisitor.size > 10_000) {
      for (const [key, times] of recentByVisitor) if (!times.some((at) => at > cutoff)) recentByVisitor.delete(key);
    }
    return true;
  }

  return {
    /** Stores a validated message for staff; throws 429 when a limit is reached. */
    async sendMessage({
      message,
      visitor,
    }: {
      message: ContactMessageInput;
      visitor: string;
    }): Promise<{ message: string }> {
      const since = new Date(now() - 60_000);
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(contactMessages)
        .where(gte(contactMessages.createdAt, since));
      if (count >= limits.globalPerMinute) throw new ServiceError({ status: 429, message: CONTACT_TOO_MANY });
      if (!takeVisitorSlot(visitor)) throw new ServiceError({ status: 429, message: CONTACT_TOO_MANY });
      await db.insert(contactMessages).values(message);
      return { message: CONTACT_CONFIRMATION };
    },

    /** The newest messages first, for staff (Overview → Contact messages). */
    async listMessages({ limit = 500 }: { limit?: number } = {}): Promise<ContactMessageRow[]> {
      return db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit);
    },

    /** Deletes one message (the owner's call); 404 when it does not exist. */
    async deleteMessage(id: number): Promise<ContactMessageRow> {
      const [row] = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning();
      if (!row) throw new ServiceError({ status: 404, message: "Message not found" });
      return row;
    },

    /** Retention: deletes messages older than {@link CONTACT_RETENTION_MS}; answers how many went. */
    async purgeExpired(): Promise<number> {
      const cutoff = new Date(now() - CONTACT_RETENTION_MS);
      const deleted = await db
        .delete(contactMessages)
        .where(lt(contactMessages.createdAt, cutoff))
        .returning({ id: contactMessages.id });
      return deleted.length;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
