/** A stored CMS entry of one of the site's own pages, as the public loaders read it. */
export interface StoredPageEntry {
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  data: Record<string, unknown>;
}

/**
 * A site page as its route renders it: the entry's title, its meta title (the title when none is
 * set) and description, and the type's own fields from the entry's data, which every write
 * checked against the type's definition.
 */
export function toSitePage<T extends object>(
  entry: StoredPageEntry,
): T & { title: string; meta: { title: string; description: string } } {
  return {
    ...(entry.data as T),
    title: entry.title,
    meta: { title: entry.metaTitle ?? entry.title, description: entry.metaDescription ?? "" },
  };
}
