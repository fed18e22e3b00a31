import { markdownContentField, seoFields, slugField, titleField } from "./common-fields";
import { defineContentType } from "./content-type";

/** The templates a CMS page may use. */
export const pageTemplates = ["default", "landing", "assessment", "blog"] as const;

/** CMS pages (content-and-cms.md §3 pages), served at /<slug> while visible. */
export const pageType = defineContentType({
  path: "pages",
  noun: "page",
  label: "Pages",
  fields: [
    titleField,
    { ...slugField, deriveFromTitle: { when: "typing", rule: "page" } },
    markdownContentField,
    // No default: who creates the page decides (the owner's are visible, an editor's hidden).
    {
      kind: "boolean",
      name: "isVisible",
      label: "Visible",
      formLabel: "Visible on the site",
      ownerOnly: true,
      half: true,
    },
    { kind: "select", name: "template", label: "Template", options: pageTemplates, default: "default", half: true },
    ...seoFields,
  ],
  storage: { table: "pages" },
  approvalType: "page",
  admin: {
    tab: "pages",
    emptyText: "No pages created yet.",
    addressPrefix: "/",
    searchFields: ["title", "slug"],
    summaryField: "metaDescription",
    badgeFields: ["template"],
    showKeywords: true,
    rowActions: "buttons",
    submitWhen: "always",
    requiredBeforeSave: { fields: ["title", "slug"] },
  },
});
