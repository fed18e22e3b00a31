import { defineContentType } from "./content-type";

/** CMS pages (content-and-cms.md §3 pages), served at /<slug> while visible. */
export const pageType = defineContentType({
  path: "pages",
  noun: "page",
  label: "Pages",
  fields: [
    { kind: "text", name: "title", label: "Title", required: true, max: 300 },
    { kind: "slug", name: "slug", label: "Slug" },
    {
      kind: "longText",
      name: "content",
      label: "Content",
      required: true,
      max: 200_000,
      tooLong: "Content is too long",
      markdown: true,
    },
    { kind: "text", name: "metaTitle", label: "Meta title", max: 300 },
    { kind: "text", name: "metaDescription", label: "Meta description", max: 1000 },
    { kind: "keywords", name: "keywords", label: "Keywords" },
    {
      kind: "select",
      name: "template",
      label: "Template",
      options: ["default", "landing", "assessment", "blog"],
      default: "default",
    },
    // No default: who creates the page decides (the owner's are visible, an editor's hidden).
    { kind: "boolean", name: "isVisible", label: "Visible" },
  ],
});
