/**
 * The two slug rules of content-and-cms.md. They differ on purpose: the page form and bulk slug
 * generation turn every run of non-alphanumerics into one hyphen (§4 "New page", §9 "Slug");
 * the blog form turns spaces into hyphens and drops everything else (§4 "Blog form"), then tidies
 * the hyphens so the server's slug pattern accepts it.
 */

/** Page form and bulk action: lowercase, runs of non-alphanumerics become one hyphen, edge hyphens trimmed. */
export function deriveSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Blog form default: lowercase, each whitespace run to a hyphen, other characters removed (§4);
 * then repeated hyphens collapse to one and edge hyphens go, so the result always fits
 * {@link slugPattern} ("AI & Jobs" → "ai-jobs", not "ai--jobs").
 */
export function deriveBlogSlug(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** What the server accepts as a slug: lowercase letters, digits and single inner hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
