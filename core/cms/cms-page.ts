/** A CMS page as the admin reads it (content-and-cms.md §3 "pages"), dates as ISO strings. */
export type CmsPage = {
  id: number;
  title: string;
  slug: string;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  keywords: string[];
  isVisible: boolean;
  template: "default" | "landing" | "assessment" | "blog";
  createdAt: string;
  updatedAt: string;
};

/** A visible page as the public site renders it: no id, visibility or creation date. */
export type PublicPage = Omit<CmsPage, "id" | "isVisible" | "createdAt">;
