import { markdownContentField, seoFields, slugField, titleField } from "./common-fields";
import { defineContentType } from "./content-type";

/** CMS pages (content-and-cms.md §3 pages), served at /<slug> while visible. */
export const pageType = defineContentType({
  path: "pages",
  noun: "page",
  label: "Pages",
  fields: [
    titleField,
    slugField,
    markdownContentField,
    ...seoFields,
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
