import type { Field } from "./content-type";

/** The fields most content types share, so each is written once (ADR 028). */
export const titleField: Field = { kind: "text", name: "title", label: "Title", required: true, max: 300 };

export const slugField: Field = { kind: "slug", name: "slug", label: "Slug" };

/** Draft, published or archived: only published entries are public. */
export const statusField: Field = {
  kind: "select",
  name: "status",
  label: "Status",
  options: ["draft", "published", "archived"],
  default: "draft",
};

export const markdownContentField: Field = {
  kind: "longText",
  name: "content",
  label: "Content",
  required: true,
  max: 200_000,
  tooLong: "Content is too long",
  markdown: true,
};

/** The SEO fields every public entry carries: meta title, meta description and keywords. */
export const seoFields: readonly Field[] = [
  { kind: "text", name: "metaTitle", label: "Meta title", max: 300 },
  { kind: "text", name: "metaDescription", label: "Meta description", max: 1000 },
  { kind: "keywords", name: "keywords", label: "Keywords" },
];
