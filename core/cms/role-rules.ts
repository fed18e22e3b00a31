/**
 * What an editor may do to a row (ADR 005), mirrored from the services so the admin screens offer
 * only what the server will accept. The owner may do everything; the server still decides.
 */
export type CmsRole = "owner" | "editor";

/** Editors edit draft posts only (published and archived posts are the owner's). */
export function canEditPost(role: CmsRole, post: { status: string }): boolean {
  return role === "owner" || post.status === "draft";
}

/**
 * Deleting follows the edit rule: an editor deletes only what they may edit (drafts), never a
 * published or archived post.
 */
export function canDeletePost(role: CmsRole, post: { status: string }): boolean {
  return canEditPost(role, post);
}

/** Editors edit and delete hidden pages only. */
export function canChangePage(role: CmsRole, page: { isVisible: boolean }): boolean {
  return role === "owner" || !page.isVisible;
}

/** Editors edit and delete media that is not approved yet. */
export function canChangeMedia(role: CmsRole, file: { isApproved: boolean }): boolean {
  return role === "owner" || !file.isApproved;
}
