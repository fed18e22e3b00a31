/**
 * What an editor may do to a row (ADR 005), used by the collection service on the server and by
 * the admin screens, so they offer only what the server will accept. The owner may do everything.
 */
export type CmsRole = "owner" | "editor";

/**
 * Where a post, page or guide stands: a draft is the editor's to work on; public content is
 * published (a post or guide) or visible (a page); retired content is archived.
 */
export type EntryState = "draft" | "public" | "retired";

/**
 * Editors change drafts only, and an editor cannot delete what they cannot edit: published and
 * archived content is the owner's to edit and to delete.
 */
export function canChangeEntry(role: CmsRole, state: EntryState): boolean {
  return role === "owner" || state === "draft";
}

/** A post or guide's state from its status column. */
export function stateOfStatus(status: string): EntryState {
  if (status === "draft") return "draft";
  return status === "published" ? "public" : "retired";
}

/** A page's state from its visibility: a visible page is published content. */
export function stateOfVisibility(isVisible: boolean): EntryState {
  return isVisible ? "public" : "draft";
}

/** Editors edit draft posts only (published and archived posts are the owner's). */
export function canEditPost(role: CmsRole, post: { status: string }): boolean {
  return canChangeEntry(role, stateOfStatus(post.status));
}

/** The same rule as editing: an editor deletes only the drafts they may edit. */
export function canDeletePost(role: CmsRole, post: { status: string }): boolean {
  return canChangeEntry(role, stateOfStatus(post.status));
}

/** Editors edit and delete hidden pages only. */
export function canChangePage(role: CmsRole, page: { isVisible: boolean }): boolean {
  return canChangeEntry(role, stateOfVisibility(page.isVisible));
}

/** Editors edit and delete media that is not approved yet. */
export function canChangeMedia(role: CmsRole, file: { isApproved: boolean }): boolean {
  return role === "owner" || !file.isApproved;
}
