import type { Field } from "./content-type";

/** The fields most content types share, so each is written once (ADR 028). */
export const titleField = {
  kind: "text",
  name: "title",
  label: "Title",
  required: true,
  max: 300,
  half: true,
} as const satisfies Field;

export const slugField = { kind: "slug", name: "slug", label: "Slug", half: true } as const satisfies Field;

/** Draft, published or archived: only published entries are public, and only the owner publishes. */
export const statusField = {
  kind: "select",
  name: "status",
  label: "Status",
  options: ["draft", "published", "archived"],
  default: "draft",
  ownerOnly: true,
  editorHelp: "Editors save drafts; submit a draft for approval to publish it.",
} as const satisfies Field;

export const markdownContentField = {
  kind: "longText",
  name: "content",
  label: "Content",
  required: true,
  max: 200_000,
  tooLong: "Content is too long",
  markdown: true,
} as const satisfies Field;

/** The SEO fields every public entry carries: meta title, meta description and keywords. */
export const seoFields = [
  { kind: "text", name: "metaTitle", label: "Meta title", max: 300, half: true },
  { kind: "text", name: "metaDescription", label: "Meta description", max: 1000, half: true },
  { kind: "keywords", name: "keywords", label: "Keywords" },
] as const satisfies readonly Field[];
