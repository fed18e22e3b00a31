import type { EntryValues } from "../content-types/field-values";
import type { pageType } from "../content-types/page-type";

/** A CMS page as the admin reads it (content-and-cms.md §3 "pages"): the page type's fields, dates as ISO strings. */
export type CmsPage = EntryValues<typeof pageType> & { id: number; createdAt: string; updatedAt: string };

/** A visible page as the public site renders it: no id, visibility or creation date. */
export type PublicPage = Omit<CmsPage, "id" | "isVisible" | "createdAt">;
