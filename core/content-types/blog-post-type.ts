import { defineContentType } from "./content-type";

/** Blog posts (content-and-cms.md §3 blog_posts): the public blog at /blog and /blog/<slug>. */
export const blogPostType = defineContentType({
  path: "blog-posts",
  noun: "post",
  label: "Blog Posts",
  fields: [
    { kind: "text", name: "title", label: "Title", required: true, max: 300 },
    { kind: "slug", name: "slug", label: "Slug" },
    { kind: "text", name: "excerpt", label: "Excerpt", max: 1000 },
    {
      kind: "longText",
      name: "content",
      label: "Content",
      required: true,
      max: 200_000,
      tooLong: "Content is too long",
      markdown: true,
    },
    { kind: "text", name: "featuredImage", label: "Featured image", max: 1000 },
    { kind: "text", name: "metaTitle", label: "Meta title", max: 300 },
    { kind: "text", name: "metaDescription", label: "Meta description", max: 1000 },
    { kind: "keywords", name: "keywords", label: "Keywords" },
    { kind: "select", name: "status", label: "Status", options: ["draft", "published", "archived"], default: "draft" },
  ],
});
