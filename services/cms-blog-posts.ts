import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { canDeletePost, canEditPost } from "../core/cms/role-rules";
import { slugPattern } from "../core/cms/slug";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema/content";
import { assertOwner, isUniqueViolation, type CmsActor } from "./cms-actor";
import { bumpContentRevision } from "./content-revision";
import { ServiceError } from "./service-error";

export type BlogPostRow = typeof blogPosts.$inferSelect;

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value == null || value.trim() === "" ? null : value));

const keywordsSchema = z
  .array(
    z
      .string({ error: "Keywords must be text" })
      .trim()
      .min(1)
      .max(100, { error: "A keyword must be at most 100 characters" }),
    {
      error: "Keywords must be a list",
    },
  )
  .max(50, { error: "At most 50 keywords" })
  .transform((list) => [...new Map(list.map((keyword) => [keyword.toLowerCase(), keyword])).values()]);

export const slugSchema = z
  .string({ error: "Slug is required" })
  .trim()
  .min(1, { error: "Slug is required" })
  .max(200, { error: "Slug must be at most 200 characters" })
  .regex(slugPattern, { error: "Slug may contain only lowercase letters, digits and single hyphens" });

const blogPostFields = {
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, { error: "Title is required" })
    .max(300, { error: "Title must be at most 300 characters" }),
  slug: slugSchema,
  excerpt: optionalText(1000, "Excerpt"),
  content: z
    .string({ error: "Content is required" })
    .min(1, { error: "Content is required" })
    .max(200_000, { error: "Content is too long" }),
  featuredImage: optionalText(1000, "Featured image"),
  metaTitle: optionalText(300, "Meta title"),
  metaDescription: optionalText(1000, "Meta description"),
  keywords: keywordsSchema,
  status: z.enum(["draft", "published", "archived"], { error: "Status must be draft, published or archived" }),
};

export const createBlogPostSchema = z.object({
  ...blogPostFields,
  excerpt: blogPostFields.excerpt.optional(),
  featuredImage: blogPostFields.featuredImage.optional(),
  metaTitle: blogPostFields.metaTitle.optional(),
  metaDescription: blogPostFields.metaDescription.optional(),
  keywords: blogPostFields.keywords.default([]),
  status: blogPostFields.status.default("draft"),
});

export const updateBlogPostSchema = z.object(blogPostFields).partial();

function duplicateSlug(): ServiceError {
  return new ServiceError({ status: 409, message: "A post with this slug already exists" });
}

export function createBlogPostsService({ db }: { db: Database }) {
  async function findPost(id: number): Promise<BlogPostRow> {
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
    if (!row) throw new ServiceError({ status: 404, message: "Post not found" });
    return row;
  }

  return {
    findPost,

    async listPosts(): Promise<BlogPostRow[]> {
      return db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
    },

    /** Editors create drafts only; publishing is the owner's, directly or by approving a submission. */
    async createPost({ input, actor }: { input: unknown; actor: CmsActor }): Promise<BlogPostRow> {
      const data = createBlogPostSchema.parse(input);
      if (data.status !== "draft") assertOwner(actor, "Only the owner can publish; submit the draft for approval");
      try {
        const [row] = await db
          .insert(blogPosts)
          .values({ ...data, authorId: actor.id, publishedAt: data.status === "published" ? new Date() : null })
          .returning();
        if (!row) throw new Error("insert returned no row");
        if (row.status === "published") await bumpContentRevision({ db });
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateSlug();
        throw error;
      }
    },

    async updatePost({ id, input, actor }: { id: number; input: unknown; actor: CmsActor }): Promise<BlogPostRow> {
      const changes = updateBlogPostSchema.parse(input);
      const current = await findPost(id);
      if (actor.role !== "owner") {
        if (!canEditPost(actor.role, current))
          throw new ServiceError({ status: 403, message: "Only the owner can change published or archived posts" });
        if (changes.status && changes.status !== "draft")
          throw new ServiceError({ status: 403, message: "Only the owner can publish; submit the draft for approval" });
      }
      const publishedAt = changes.status === "published" && !current.publishedAt ? new Date() : undefined;
      try {
        const [row] = await db
          .update(blogPosts)
          .set({ ...changes, ...(publishedAt ? { publishedAt } : {}), updatedAt: new Date() })
          .where(eq(blogPosts.id, id))
          .returning();
        if (!row) throw new ServiceError({ status: 404, message: "Post not found" });
        if (current.status === "published" || row.status === "published") await bumpContentRevision({ db });
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateSlug();
        throw error;
      }
    },

    async deletePost({ id, actor }: { id: number; actor: CmsActor }): Promise<BlogPostRow> {
      const current = await findPost(id);
      if (!canDeletePost(actor.role, current))
        throw new ServiceError({ status: 403, message: "Only the owner can delete published or archived posts" });
      await db.delete(blogPosts).where(eq(blogPosts.id, id));
      if (current.status === "published") await bumpContentRevision({ db });
      return current;
    },
  };
}

export type BlogPostsService = ReturnType<typeof createBlogPostsService>;
