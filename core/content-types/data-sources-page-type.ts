import { seoFields, slugField, statusField, titleField } from "./common-fields";
import { defineContentType } from "./content-type";
import type { EntryValues } from "./field-values";
import { defineSitePageParts, toSitePage, type SitePageView } from "./site-page-entry";

/**
 * The words of /data-sources around its list of sources (entry type "data-sources"): the
 * introduction, and the figures the site quotes (content-and-cms.md §9: marketing and country
 * figures are kept but never presented as our measurement). The sources themselves are the
 * dataset's own description (core/occupations/data-sources.ts), built with the data; the eyebrow
 * and the section's anchor (#quoted-figures, linked from the guides and AI careers) are the
 * page's fixed interface.
 */
export const dataSourcesPageType = defineContentType({
  path: "data-sources",
  noun: "data sources page",
  label: "Data Sources",
  fields: [
    titleField,
    { ...slugField, help: "data-sources" },
    statusField,
    ...seoFields,
    { kind: "longText", name: "intro", label: "Introduction", required: true, max: 2000 },
    {
      kind: "group",
      name: "quotedFigures",
      label: "Figures quoted on the site",
      fields: [
        { kind: "text", name: "heading", label: "Heading", required: true, max: 200 },
        { kind: "textList", name: "paragraphs", label: "Paragraphs", max: 5000, minItems: 1, maxItems: 10 },
      ],
    },
  ],
  ...defineSitePageParts("data-sources"),
});

/** The data sources page's words as its route renders them. */
export type DataSourcesPage = SitePageView<EntryValues<typeof dataSourcesPageType>>;

export function toDataSourcesPage(entry: EntryValues<typeof dataSourcesPageType>): DataSourcesPage {
  return toSitePage(entry);
}
