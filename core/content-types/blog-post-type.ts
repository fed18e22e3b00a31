import { markdownContentField, seoFields, slugField, statusField, titleField } from "./common-fields";
import { defineContentType } from "./content-type";

/** Blog posts (content-and-cms.md §3 blog_posts): the public blog at /blog and /blog/<slug>. */
export const blogPostType = defineContentType({
  path: "blog-posts",
  noun: "post",
  label: "Blog Posts",
  fields: [
    titleField,
    slugField,
    { kind: "text", name: "excerpt", label: "Excerpt", max: 1000 },
    markdownContentField,
    { kind: "text", name: "featuredImage", label: "Featured image", max: 1000 },
    ...seoFields,
    statusField,
  ],
});
