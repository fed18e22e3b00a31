import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contentRevision } from "../../db/schema/content";

/**
 * The content revision: a number stored in the database and bumped whenever the CMS changes
 * anything public pages show (posts, pages, settings, media). Page caches in every app process
 * compare it, so invalidation holds across processes.
 */
export async function readContentRevision({ db }: { db: Database }): Promise<number> {
  const [row] = await db
    .select({ revision: contentRevision.revision })
    .from(contentRevision)
    .where(eq(contentRevision.id, 1));
  return row?.revision ?? 0;
}

const localChangeListeners = new Set<() => void>();

/**
 * Runs `listener` whenever this process bumps the revision, so its own caches look again at
 * once instead of within their polling interval. Returns the unsubscribe function.
 */
export function onLocalContentChange(listener: () => void): () => void {
  localChangeListeners.add(listener);
  return () => localChangeListeners.delete(listener);
}

/** Call after any committed change to public content (inside or after the transaction). */
export async function bumpContentRevision({ db }: { db: Pick<Database, "insert"> }): Promise<void> {
  await db
    .insert(contentRevision)
    .values({ id: 1, revision: 2 })
    .onConflictDoUpdate({
      target: contentRevision.id,
      set: { revision: sql`${contentRevision.revision} + 1`, updatedAt: new Date() },
    });
  for (const listener of localChangeListeners) listener();
}
