import { deriveSlug } from "./slug";

/**
 * Bulk actions of the SEO editor (content-and-cms.md §2, §5, §9). Each returns, per post, the
 * partial update to send, or nothing when the post would not change; the count of updates is
 * what the success toast reports.
 */

export type BulkAction = "add-keyword" | "update-meta" | "optimize-titles" | "generate-slugs";

export type BulkPost = {
  id: number;
  title: string;
  slug: string;
  keywords: readonly string[];
  metaTitle: string | null;
};

export type BulkUpdate =
  | { id: number; changes: { keywords: string[] } }
  | { id: number; changes: { metaTitle: string } }
  | { id: number; changes: { title: string } }
  | { id: number; changes: { slug: string } };

export type BulkPlan = { ok: true; updates: BulkUpdate[] } | { ok: false; error: string };

export const titleSuffix = " - AI & Automation Impact";

/** True when the title already mentions "ai" or "automation" (case-insensitive, as the spec words it). */
export function mentionsAiOrAutomation(title: string): boolean {
  const lower = title.toLowerCase();
  return lower.includes("ai") || lower.includes("automation");
}

export function planBulkAction({
  action,
  posts,
  keyword = "",
  template = "",
}: {
  action: BulkAction | "" | null;
  posts: readonly BulkPost[];
  keyword?: string;
  template?: string;
}): BulkPlan {
  if (!action) return { ok: false, error: "Please choose a bulk action" };
  if (action === "add-keyword") {
    const value = keyword.trim();
    if (value === "") return { ok: false, error: "Please enter a keyword to add" };
    const updates: BulkUpdate[] = [];
    for (const post of posts) {
      if (post.keywords.some((existing) => existing.toLowerCase() === value.toLowerCase())) continue;
      updates.push({ id: post.id, changes: { keywords: [...post.keywords, value] } });
    }
    return { ok: true, updates };
  }
  if (action === "update-meta") {
    if (template.trim() === "") return { ok: false, error: "Please enter a meta title template" };
    const updates: BulkUpdate[] = [];
    for (const post of posts) {
      const metaTitle = template.replaceAll("{title}", post.title);
      if (metaTitle !== post.metaTitle) updates.push({ id: post.id, changes: { metaTitle } });
    }
    return { ok: true, updates };
  }
  if (action === "optimize-titles") {
    const updates: BulkUpdate[] = posts
      .filter((post) => !mentionsAiOrAutomation(post.title))
      .map((post) => ({ id: post.id, changes: { title: `${post.title}${titleSuffix}` } }));
    return { ok: true, updates };
  }
  const updates: BulkUpdate[] = [];
  const taken = new Set(posts.map((post) => post.slug));
  for (const post of posts) {
    const slug = deriveSlug(post.title);
    if (slug === "" || slug === post.slug) continue;
    if (taken.has(slug)) continue; // another post already uses it; the server would answer 409
    taken.add(slug);
    updates.push({ id: post.id, changes: { slug } });
  }
  return { ok: true, updates };
}
