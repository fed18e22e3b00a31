import { eq, sql } from "drizzle-orm";
import { buildCreateSchema } from "../core/content-types/build-content-schema";
import type { blogPostType } from "../core/content-types/blog-post-type";
import type { ContentType } from "../core/content-types/content-type";
import { splitEntryValues } from "../core/content-types/entry-values";
import type { EntryValues } from "../core/content-types/field-values";
import type { Database } from "./client";
import { blogPosts, contentEntries, contentRevision, pages, siteSettings } from "./schema/content";

export type SeedSetting = {
  key: string;
  value: string;
  type: "text" | "number" | "boolean" | "json";
  description?: string;
};

/** A demo post as its seed gives it: the post type's values, and when it was published. */
export type SeedPost = Omit<EntryValues<typeof blogPostType>, "featuredImage"> & {
  featuredImage?: string | null;
  publishedAt: string | null;
};

/**
 * The first-start entries of each content type, by the type's path ("guides", "faq", …), as read
 * from their seed files: each is checked against its type's definition before it is written.
 */
export type SeedContent = Readonly<Partial<Record<string, readonly unknown[]>>>;

type Transaction = Pick<Database, "select" | "insert">;

/** Published entries of a seed are dated now, unless the seed dates them (the demo posts). */
function readPublishedAt({ item, values, now }: { item: unknown; values: Record<string, unknown>; now: Date }) {
  const dated = item && typeof item === "object" ? (item as { publishedAt?: unknown }).publishedAt : undefined;
  if (typeof dated === "string") return new Date(dated);
  return values.status === "published" ? now : null;
}

/** How many rows a type's collection holds already (a seed only ever fills an empty one). */
async function countRows({ tx, type }: { tx: Transaction; type: ContentType }): Promise<number> {
  const { storage } = type;
  const count = sql<number>`count(*)::int`;
  const [row] =
    storage.table === "content_entries"
      ? await tx.select({ count }).from(contentEntries).where(eq(contentEntries.type, storage.entryType))
      : await tx.select({ count }).from(storage.table === "blog_posts" ? blogPosts : pages);
  return row?.count ?? 0;
}

/**
 * Writes a content type's seed entries into its empty collection, each checked against the type's
 * definition first (a bad seed file stops the start with the field named). A collection that
 * holds any entry is left alone, so an entry the owner deleted stays deleted.
 */
async function seedCollection({
  tx,
  type,
  items,
}: {
  tx: Transaction;
  type: ContentType;
  items: readonly unknown[];
}): Promise<number> {
  if (items.length === 0 || (await countRows({ tx, type })) > 0) return 0;
  const schema = buildCreateSchema(type);
  const now = new Date();
  const rows = items.map((item) => {
    const values = schema.parse(item);
    return { values, publishedAt: readPublishedAt({ item, values, now }) };
  });
  const { storage } = type;
  if (storage.table === "content_entries") {
    const added = await tx
      .insert(contentEntries)
      .values(
        rows.map(({ values, publishedAt }) => ({
          ...(splitEntryValues({ values, storedData: {} }) as typeof contentEntries.$inferInsert),
          type: storage.entryType,
          publishedAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: contentEntries.id });
    return added.length;
  }
  if (storage.table === "blog_posts") {
    const added = await tx
      .insert(blogPosts)
      .values(rows.map(({ values, publishedAt }) => ({ ...(values as typeof blogPosts.$inferInsert), publishedAt })))
      .onConflictDoNothing({ target: blogPosts.slug })
      .returning({ id: blogPosts.id });
    return added.length;
  }
  const added = await tx
    .insert(pages)
    .values(rows.map(({ values }) => values as typeof pages.$inferInsert))
    .onConflictDoNothing({ target: pages.slug })
    .returning({ id: pages.id });
  return added.length;
}

/**
 * First-start content: default site settings and, for every content type of the registry, the
 * entries its seed gives. Idempotent: a setting that already exists, or a collection that holds
 * anything, is left as the owner last saved it.
 */
export async function seedDatabase({
  db,
  settings,
  contentTypes,
  content = {},
}: {
  db: Database;
  settings: readonly SeedSetting[];
  /** The content types to seed (the registry, core/content-types/content-types.ts). */
  contentTypes: readonly ContentType[];
  content?: SeedContent;
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

    let postsAdded = 0;
    let entriesAdded = 0;
    for (const type of contentTypes) {
      const added = await seedCollection({ tx, type, items: content[type.path] ?? [] });
      if (type.storage.table === "blog_posts") postsAdded += added;
      else entriesAdded += added;
    }
    if (addedSettings.length || postsAdded || entriesAdded) {
      await tx
        .update(contentRevision)
        .set({ revision: sql`${contentRevision.revision} + 1`, updatedAt: new Date() })
        .where(eq(contentRevision.id, 1));
    }
    return { settingsAdded: addedSettings.length, postsAdded, entriesAdded };
  });
}
