import { stateOfVisibility } from "../../core/cms/role-rules";
import { isReservedPageSlug } from "../../core/content/reserved-slugs";
import type { ContentType } from "../../core/content-types/content-type";
import type { Database } from "../../db/client";
import { pages } from "../../db/schema/content";
import { createCollectionService } from "./collection-service";
import { ServiceError } from "../platform/service-error";

export type PageRow = typeof pages.$inferSelect;

export const reservedSlugMessage = "This address is used by the site; choose another slug";

/** Pages are served at /<slug>: a slug of a built-in route or system path could never be reached. */
function assertFreeSlug(slug: string): void {
  if (isReservedPageSlug(slug)) throw new ServiceError({ status: 400, message: reservedSlugMessage });
}

/** CMS pages: a visible page is published content, a hidden one a draft (content-and-cms.md §3, §4), of the type stored in pages. */
export function createPagesService({ db, type }: { db: Database; type: ContentType }) {
  return createCollectionService<PageRow>({
    db,
    config: {
      type,
      table: pages,
      entityType: "page",
      stateOf: (row) => stateOfVisibility(row.isVisible),
      leavesDraft: (values) => values.isVisible === true,
      messages: {
        ownerPublishes: "Only the owner can make a page visible; submit it for approval",
        ownerChanges: "Only the owner can change a visible page",
      },
      checkSlug: assertFreeSlug,
      // Unless the request says, the owner's new pages are visible and an editor's hidden.
      prepareCreate: ({ data, actor }) => ({ isVisible: data.isVisible ?? actor.role === "owner" }),
    },
  });
}

export type PagesService = ReturnType<typeof createPagesService>;
