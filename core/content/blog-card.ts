/** What a blog card shows (content-and-cms.md §2 "Blog list"): the blog service builds it, the card renders it. */
export type BlogCard = {
  title: string;
  slug: string;
  excerpt: string | null;
  featuredImage: string | null;
  keywords: string[];
  readingMinutes: number;
  publishedAt: string | null;
};
