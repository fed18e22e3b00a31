/**
 * The site's own pages kept in the CMS (the FAQ, privacy, terms, how it works, AI careers,
 * contact, data sources): each one entry, at the route its slug names, edited in a section of
 * the Pages tab, published through the approvals as a "site_page".
 */
export function defineSitePageParts<const Slug extends string>(slug: Slug) {
  return {
    storage: { table: "content_entries", entryType: slug, slugs: [slug] },
    approvalType: "site_page",
    admin: entryPageAdmin,
  } as const;
}

/**
 * How the Pages tab lists a type of fixed pages, each at the route its slug names (the guides,
 * the site's own pages): two cards a row, found by title or slug, labelled buttons.
 */
export const entryPageAdmin = {
  tab: "pages",
  addressPrefix: "/",
  searchFields: ["title", "slug"],
  rowActions: "buttons",
  twoColumns: true,
  submitWhen: "unpublished",
} as const;

/** The columns every stored entry has besides its type's own fields. */
type EntryColumns = {
  title: string;
  slug: string;
  status: string;
  metaTitle: string | null;
  metaDescription: string | null;
  keywords: string[];
};

/** A site page as its route renders it: its own fields, its title, and its meta title and description. */
export type SitePageView<Values extends EntryColumns> = Omit<
  Values,
  "slug" | "status" | "metaTitle" | "metaDescription" | "keywords"
> & { meta: { title: string; description: string } };

/**
 * A stored site page as its route renders it: the entry's title, its meta title (the title when
 * none is set) and description, and the type's own fields, which the reader checked against the
 * type's definition.
 */
export function toSitePage<Values extends EntryColumns>(entry: Values): SitePageView<Values> {
  const { slug: _slug, status: _status, metaTitle, metaDescription, keywords: _keywords, ...page } = entry;
  return { ...page, meta: { title: metaTitle ?? entry.title, description: metaDescription ?? "" } };
}
