import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { isUuid } from "../../core/ids/parse-id";
import type { Database } from "../../db/client";
import { assessments } from "../../db/schema/assessments";
import { notFound, ServiceError } from "../platform/service-error";

/**
 * "Delete this assessment": the creating browser gets a random delete token (128 bits,
 * base64url) with its new assessment; only the token's SHA-256 is stored. Showing the token
 * back deletes the row, and with it everything made from it (card, PDF, cached pages), through
 * the listeners registered with `onAssessmentDeleted`.
 */
export const DELETE_TOKEN_HEADER = "X-Delete-Token";
const TOKEN_BYTES = 16;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

export const DELETION_MESSAGES = {
  notFound: "Assessment not found",
  forbidden: "This browser cannot delete this assessment. Only the browser that created it can.",
} as const;

/**
 * The same token is the result's owner key (ADR 021): changing the occupation (and so
 * re-scoring), deleting, and reading the personal details all need it, in this header.
 */
export const OWNER_MESSAGES = {
  change: "This browser cannot change this assessment. Only the browser that created it can.",
  read: "This browser cannot see this assessment's personal details. Only the browser that created it can.",
} as const;

/** A fresh delete token and the hash to store for it. */
export function createDeleteToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, hash: hashDeleteToken(token) };
}

/** SHA-256 of the token, as hex (what the delete_token_hash column holds). */
export function hashDeleteToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** True when `token` hashes to `storedHash`; the comparison takes the same time wherever they differ. */
export function matchesDeleteToken({ token, storedHash }: { token: string; storedHash: string | null }): boolean {
  if (!storedHash || !TOKEN_PATTERN.test(token)) return false;
  const given = Buffer.from(hashDeleteToken(token), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Throws 403 with `message` unless `token` is the owner key whose hash is `storedHash`. */
export function assertOwnerToken({
  token,
  storedHash,
  message,
}: {
  token: string | undefined;
  storedHash: string | null;
  message: string;
}): void {
  if (!matchesDeleteToken({ token: token?.trim() ?? "", storedHash })) throw new ServiceError({ status: 403, message });
}

export type AssessmentDeletedListener = (assessmentId: string) => void;

export function createAssessmentDeletionService({ db, logger }: { db: Database; logger?: Logger }) {
  const listeners: AssessmentDeletedListener[] = [];

  return {
    /**
     * Registers what must go when an assessment is deleted (a cache entry, say). Listeners run
     * after the row is gone; one that throws does not stop the others.
     */
    onAssessmentDeleted(listener: AssessmentDeletedListener): void {
      listeners.push(listener);
    },

    /** Deletes the assessment if `token` is its delete token: 404 for an unknown id, 403 otherwise. */
    async deleteAssessment({ id, token }: { id: string; token: string | undefined }): Promise<void> {
      if (!isUuid(id)) throw notFound(DELETION_MESSAGES.notFound);
      const [row] = await db
        .select({ id: assessments.id, deleteTokenHash: assessments.deleteTokenHash })
        .from(assessments)
        .where(eq(assessments.id, id))
        .limit(1);
      if (!row) throw notFound(DELETION_MESSAGES.notFound);
      assertOwnerToken({ token, storedHash: row.deleteTokenHash, message: DELETION_MESSAGES.forbidden });
      await db.delete(assessments).where(eq(assessments.id, row.id));
      for (const listener of listeners) {
        try {
          listener(row.id);
        } catch (error) {
          logger?.error({ err: error }, "an assessment-deleted listener failed");
        }
      }
    },
  };
}

export type AssessmentDeletionService = ReturnType<typeof createAssessmentDeletionService>;
