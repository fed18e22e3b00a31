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

/**
 * Which planned updates the signed-in role may send: editors change drafts only (ADR 005), so
 * their updates to published or archived posts are skipped instead of failing with 403.
 */
export function splitBulkUpdatesByRole({
  updates,
  posts,
  role,
}: {
  updates: readonly BulkUpdate[];
  posts: readonly { id: number; status: string }[];
  role: "owner" | "editor";
}): { allowed: BulkUpdate[]; skipped: BulkUpdate[] } {
  if (role === "owner") return { allowed: [...updates], skipped: [] };
  const drafts = new Set(posts.filter((post) => post.status === "draft").map((post) => post.id));
  return {
    allowed: updates.filter((update) => drafts.has(update.id)),
    skipped: updates.filter((update) => !drafts.has(update.id)),
  };
}

/** The bulk result in words: "N post(s) updated." then what was skipped or failed, if anything. */
export function describeBulkOutcome({
  updated,
  skipped,
  failed,
}: {
  updated: number;
  skipped: number;
  failed: number;
}): string {
  const parts = [`${updated} post(s) updated.`];
  if (skipped > 0) parts.push(`${skipped} skipped: only the owner can change published content.`);
  if (failed > 0) parts.push(`${failed} failed.`);
  return parts.join(" ");
}
