import { and, desc, eq, lte, ne, sql } from "drizzle-orm";
import type { BlogCard } from "../../core/content/blog-card";
import { estimateReadingMinutes } from "../../core/content/reading-time";
import { matchesPostSearch, normalizeSearchQuery, pickCardKeywords } from "../../core/content/search-posts";
import type { Database } from "../../db/client";
import { blogPosts } from "../../db/schema/content";

export type BlogPostView = BlogCard & {
  content: string;
  allKeywords: string[];
  metaTitle: string | null;
  metaDescription: string | null;
  updatedAt: string;
};

/** Most published posts the list page considers; the blog is small and edited by hand. */
const LIST_LIMIT = 500;
const RELATED_LIMIT = 3;

const isPublic = and(
  eq(blogPosts.status, "published"),
  sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt}) <= now()`,
);

type PostRow = typeof blogPosts.$inferSelect;

function toCard(
  row: Pick<
    PostRow,
    "title" | "slug" | "excerpt" | "featuredImage" | "keywords" | "content" | "publishedAt" | "createdAt"
  >,
): BlogCard {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    featuredImage: row.featuredImage,
    keywords: pickCardKeywords(row.keywords),
    readingMinutes: estimateReadingMinutes(row.content),
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

/**
 * The public side of blog_posts: only published posts exist here. Drafts and archived posts
 * answer like missing ones, so nobody can probe for unpublished slugs.
 */
export function createBlogService({ db }: { db: Database }) {
  const cardColumns = {
    title: blogPosts.title,
    slug: blogPosts.slug,
    excerpt: blogPosts.excerpt,
    featuredImage: blogPosts.featuredImage,
    keywords: blogPosts.keywords,
    content: blogPosts.content,
    publishedAt: blogPosts.publishedAt,
    createdAt: blogPosts.createdAt,
  };

  // The post page's two queries are built once (prepared), not on every render.
  const postBySlug = db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, sql.placeholder("slug")), isPublic))
    .limit(1)
    .prepare("blog_post_by_slug");
  const otherPosts = db
    .select(cardColumns)
    .from(blogPosts)
    .where(and(isPublic, ne(blogPosts.id, sql.placeholder("id"))))
    .orderBy(desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`))
    .limit(50)
    .prepare("blog_posts_other_than");

  return {
    /** Published posts, newest first, filtered by a search over title, excerpt and keywords. */
    async listPublishedPosts({ query }: { query?: string | null } = {}): Promise<{ query: string; posts: BlogCard[] }> {
      const search = normalizeSearchQuery(query);
      const rows = await db
        .select(cardColumns)
        .from(blogPosts)
        .where(isPublic)
        .orderBy(desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`), desc(blogPosts.id))
        .limit(LIST_LIMIT);
      const posts = rows.filter((post) => matchesPostSearch({ post, query: search })).map(toCard);
      return { query: search, posts };
    },

    /** One published post by slug with up to three related posts; null for drafts, archived or unknown. */
    async getPublishedPost({ slug }: { slug: string }): Promise<{ post: BlogPostView; related: BlogCard[] } | null> {
      const [row] = await postBySlug.execute({ slug });
      if (!row) return null;
      const others = await otherPosts.execute({ id: row.id });
      // Related: posts sharing the most keywords, then the newest.
      const own = new Set(row.keywords.map((keyword) => keyword.toLowerCase()));
      const related = others
        .map((other, index) => ({
          other,
          index,
          shared: other.keywords.filter((k) => own.has(k.toLowerCase())).length,
        }))
        .sort((a, b) => b.shared - a.shared || a.index - b.index)
        .slice(0, RELATED_LIMIT)
        .map(({ other }) => toCard(other));
      return {
        post: {
          ...toCard(row),
          content: row.content,
          allKeywords: row.keywords.filter((keyword) => keyword.trim() !== ""),
          metaTitle: row.metaTitle,
          metaDescription: row.metaDescription,
          updatedAt: row.updatedAt.toISOString(),
        },
        related,
      };
    },

    /** Slugs and dates of every published post, for the sitemap. */
    async listPublishedForSitemap(): Promise<{ slug: string; lastModified: Date }[]> {
      const rows = await db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(and(isPublic, lte(blogPosts.createdAt, sql`now()`)))
        .orderBy(desc(blogPosts.updatedAt));
      return rows.map((row) => ({ slug: row.slug, lastModified: row.updatedAt }));
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
