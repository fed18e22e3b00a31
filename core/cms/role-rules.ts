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

/**
 * Where an entry of a collection stands: a page (stored in pages) by its visibility, an entry of
 * any other collection by its status. The admin lists use it as the server does.
 */
export function stateOfEntry({
  storage,
  entry,
}: {
  storage: { table: string };
  entry: Readonly<Record<string, unknown>>;
}): EntryState {
  return storage.table === "pages" ? stateOfVisibility(entry.isVisible === true) : stateOfStatus(String(entry.status));
}

/** Editors edit and delete media that is not approved yet. */
export function canChangeMedia(role: CmsRole, file: { isApproved: boolean }): boolean {
  return role === "owner" || !file.isApproved;
}
