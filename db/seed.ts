import { eq, sql } from "drizzle-orm";
import { buildCreateSchema } from "../core/content-types/build-content-schema";
import type { ContentType } from "../core/content-types/content-type";
import { splitEntryValues } from "../core/content-types/entry-values";
import type { Database } from "./client";
import { blogPosts, contentEntries, contentRevision, siteSettings } from "./schema/content";

export type SeedSetting = {
  key: string;
  value: string;
  type: "text" | "number" | "boolean" | "json";
  description?: string;
};

export type SeedPost = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  status: "draft" | "published" | "archived";
  publishedAt: string | null;
};

/** Entries of a structured content type (the guides), as read from their seed files. */
export type SeedEntries = { type: string; contentType: Pick<ContentType, "fields">; items: readonly unknown[] };

/**
 * Writes a content type's seed entries into an empty collection, each checked against the type's
 * definition first (a bad seed file stops the start with the field named). A collection that
 * holds any entry is left alone, so an entry the owner deleted stays deleted.
 */
async function seedEntries({ tx, entries }: { tx: Pick<Database, "select" | "insert">; entries: SeedEntries }) {
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(contentEntries)
    .where(eq(contentEntries.type, entries.type));
  if (count > 0 || entries.items.length === 0) return 0;
  const schema = buildCreateSchema(entries.contentType);
  const now = new Date();
  const rows = entries.items.map((item) => {
    const values = splitEntryValues({
      values: schema.parse(item),
      storedData: {},
    }) as typeof contentEntries.$inferInsert;
    return { ...values, type: entries.type, publishedAt: values.status === "published" ? now : null };
  });
  const added = await tx.insert(contentEntries).values(rows).onConflictDoNothing().returning({ id: contentEntries.id });
  return added.length;
}

/**
 * First-start content: default site settings, the demo posts and the country guides. Idempotent:
 * a setting, post or guide that already exists is left as the owner last saved it.
 */
export async function seedDatabase({
  db,
  settings,
  posts,
  entries = [],
}: {
  db: Database;
  settings: readonly SeedSetting[];
  posts: readonly SeedPost[];
  entries?: readonly SeedEntries[];
}): Promise<{ settingsAdded: number; postsAdded: number; entriesAdded: number }> {
  return db.transaction(async (tx) => {
    await tx.insert(contentRevision).values({ id: 1, revision: 1 }).onConflictDoNothing();

    const addedSettings = settings.length
      ? await tx
          .insert(siteSettings)
          .values(
            settings.map((s) => ({ key: s.key, value: s.value, type: s.type, description: s.description ?? null })),
          )
          .onConflictDoNothing({ target: siteSettings.key })
          .returning({ id: siteSettings.id })
      : [];

    // Demo posts are only written into an empty blog, so deleting them in the CMS is final.
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(blogPosts);
    let postsAdded = 0;
    if (count === 0 && posts.length) {
      const rows = await tx
        .insert(blogPosts)
        .values(
          posts.map((post) => ({
            ...post,
            publishedAt: post.publishedAt ? new Date(post.publishedAt) : null,
          })),
        )
        .onConflictDoNothing({ target: blogPosts.slug })
        .returning({ id: blogPosts.id });
      postsAdded = rows.length;
    }
    let entriesAdded = 0;
    for (const group of entries) entriesAdded += await seedEntries({ tx, entries: group });
    if (addedSettings.length || postsAdded || entriesAdded) {
      await tx
        .update(contentRevision)
        .set({ revision: sql`${contentRevision.revision} + 1`, updatedAt: new Date() })
        .where(eq(contentRevision.id, 1));
    }
    return { settingsAdded: addedSettings.length, postsAdded, entriesAdded };
  });
}
