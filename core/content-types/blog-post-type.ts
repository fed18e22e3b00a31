import { markdownContentField, seoFields, slugField, statusField, titleField } from "./common-fields";
import { defineContentType } from "./content-type";

/** Blog posts (content-and-cms.md §3 blog_posts): the public blog at /blog and /blog/<slug>. */
export const blogPostType = defineContentType({
  path: "blog-posts",
  noun: "post",
  label: "Blog Posts",
  fields: [
    titleField,
    {
      ...slugField,
      deriveFromTitle: { when: "saving", rule: "blog" },
      help: "Left empty, the slug is made from the title.",
    },
    { kind: "longText", name: "excerpt", label: "Excerpt", max: 1000 },
    markdownContentField,
    {
      kind: "text",
      name: "featuredImage",
      label: "Featured image",
      max: 1000,
      help: "The address of an image, such as /media/… from the Media tab; shown on the post and its card.",
    },
    ...seoFields.slice(0, 2),
    { ...seoFields[2], formLabel: "Keywords (comma-separated)", entry: "comma-separated" },
    statusField,
  ],
  storage: { table: "blog_posts" },
  approvalType: "blog_post",
  admin: {
    tab: "blog",
    plural: "posts",
    formNoun: "blog post",
    formTitle: "Blog Post",
    emptyText: "No blog posts created yet.",
    headingId: "blog-heading",
    addressPrefix: "/blog/",
    searchFields: ["title", "content"],
    summaryField: "excerpt",
    rowActions: "icons",
    submitWhen: "draft",
    requiredBeforeSave: { fields: ["title", "content"], message: "Title and content are required" },
  },
});
