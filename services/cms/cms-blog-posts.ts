import { stateOfStatus } from "../../core/cms/role-rules";
import type { ContentType } from "../../core/content-types/content-type";
import type { Database } from "../../db/client";
import { blogPosts } from "../../db/schema/content";
import { createCollectionService } from "./collection-service";

export type BlogPostRow = typeof blogPosts.$inferSelect;

const ownerPublishes = "Only the owner can publish; submit the draft for approval";

/** Blog posts: drafts, published and archived posts (content-and-cms.md §3, §4), of the type stored in blog_posts. */
export function createBlogPostsService({ db, type }: { db: Database; type: ContentType }) {
  return createCollectionService<BlogPostRow>({
    db,
    config: {
      type,
      table: blogPosts,
      entityType: "blog_post",
      stateOf: (row) => stateOfStatus(row.status),
      leavesDraft: (values) => values.status !== undefined && values.status !== "draft",
      messages: {
        ownerPublishes,
        ownerChanges: "Only the owner can change published or archived posts",
        ownerDeletesRetired: "Only the owner can delete archived posts",
      },
      prepareCreate: ({ data, actor }) => ({
        authorId: actor.id,
        publishedAt: data.status === "published" ? new Date() : null,
      }),
      // The first publication is dated; a later re-publication keeps that date.
      prepareUpdate: ({ current, changes }) =>
        changes.status === "published" && !current.publishedAt ? { publishedAt: new Date() } : {},
    },
  });
}

export type BlogPostsService = ReturnType<typeof createBlogPostsService>;
