import { desc, eq, gte, lt, sql } from "drizzle-orm";
import type { ContactMessageInput } from "../../core/content/contact-form";
import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema/content";
import type { RateLimitRule, RateLimits } from "../platform/rate-limits";
import { ServiceError } from "../platform/service-error";

/**
 * Limits for /contact, both counted in the database, so they hold across processes and restarts:
 * - per visitor (the salted address hash of the daily cap), 5 messages per 10 minutes: the
 *   sixth is refused with 429 (services/platform/rate-limits.ts);
 * - a global rate of 30 a minute that refuses no one: a message beyond it is stored and held for
 *   review (marked for staff), so one sender, or many, cannot close the form for everyone.
 */
export const CONTACT_RATE_LIMITS = { perVisitor: 5, perVisitorWindowMs: 10 * 60_000, globalPerMinute: 30 } as const;

export const CONTACT_TOO_MANY = "Too many messages. Please try again later.";
export const CONTACT_CONFIRMATION = "Thank you for your message. We will reply by email.";

/** Contact messages are kept for one year, then deleted by the daily retention job. */
export const CONTACT_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function createContactService({
  db,
  rateLimits,
  hashVisitor,
  limits = CONTACT_RATE_LIMITS,
  now = () => Date.now(),
}: {
  db: Database;
  /** The shared per-visitor limits (one bucket, "contact"). */
  rateLimits: RateLimits;
  /** The visitor's address → the salted hash the limits are kept under (never the address). */
  hashVisitor: (address: string) => Promise<string>;
  limits?: { perVisitor: number; perVisitorWindowMs: number; globalPerMinute: number };
  now?: () => number;
}) {
  const perVisitor: RateLimitRule = {
    bucket: "contact",
    limit: limits.perVisitor,
    windowMs: limits.perVisitorWindowMs,
    message: CONTACT_TOO_MANY,
  };

  return {
    /**
     * Stores a validated message for staff: 429 when this visitor is over its own limit; held for
     * review (and still thanked) when all visitors together are over the global rate.
     */
    async sendMessage({
      message,
      visitor,
    }: {
      message: ContactMessageInput;
      visitor: string;
    }): Promise<{ message: string }> {
      await rateLimits.take(perVisitor, await hashVisitor(visitor), new Date(now()));
      const since = new Date(now() - 60_000);
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(contactMessages)
        .where(gte(contactMessages.createdAt, since));
      await db.insert(contactMessages).values({ ...message, heldForReview: count >= limits.globalPerMinute });
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
