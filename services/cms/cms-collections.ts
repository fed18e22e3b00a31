import type { ContentType } from "../../core/content-types/content-type";
import { isEntryContentType } from "../../core/content-types/content-type";
import type { Database } from "../../db/client";
import { createBlogPostsService } from "./cms-blog-posts";
import { createEntriesService } from "./cms-entries";
import { createPagesService } from "./cms-pages";
import type { CollectionApi } from "./collection-service";

/**
 * One collection service per content type of the registry (core/content-types/content-types.ts),
 * each run by the same code (ADR 028); what differs is where its entries are stored.
 */
export function createCollectionServices({
  db,
  contentTypes,
}: {
  db: Database;
  contentTypes: readonly ContentType[];
}): readonly CollectionApi[] {
  return contentTypes.map((type) => {
    if (isEntryContentType(type)) return createEntriesService({ db, type });
    return type.storage.table === "blog_posts"
      ? createBlogPostsService({ db, type })
      : createPagesService({ db, type });
  });
}
