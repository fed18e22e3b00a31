import { eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { blogPosts, contentRevision, siteSettings } from "./schema/content";

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

/**
 * First-start content: default site settings and the demo posts. Idempotent: a setting or post
 * that already exists (by key or slug) is left as the owner last saved it.
 */
export async function seedDatabase({
  db,
  settings,
  posts,
}: {
  db: Database;
  settings: readonly SeedSetting[];
  posts: readonly SeedPost[];
}): Promise<{ settingsAdded: number; postsAdded: number }> {
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
    if (addedSettings.length || postsAdded) {
      await tx
        .update(contentRevision)
        .set({ revision: sql`${contentRevision.revision} + 1`, updatedAt: new Date() })
        .where(eq(contentRevision.id, 1));
    }
    return { settingsAdded: addedSettings.length, postsAdded };
  });
}
