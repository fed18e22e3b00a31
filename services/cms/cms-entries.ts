import { eq } from "drizzle-orm";
import { stateOfStatus } from "../../core/cms/role-rules";
import type { EntryContentType } from "../../core/content-types/content-type";
import { flattenEntry, splitEntryValues } from "../../core/content-types/entry-values";
import type { Database } from "../../db/client";
import { contentEntries } from "../../db/schema/content";
import { createCollectionService } from "./collection-service";
import { ServiceError } from "../platform/service-error";

export type ContentEntryRow = typeof contentEntries.$inferSelect;

/**
 * A collection of structured entries kept in content_entries (ADR 028): the country guides and
 * the site's own pages (FAQ, …), any type whose storage says so. The same drafts, approval, role,
 * audit and revision rules as posts; the type's own fields are kept in the entry's data. Each
 * entry has a route of its own, so its slug must be one of the type's slugs.
 */
export function createEntriesService({ db, type: contentType }: { db: Database; type: EntryContentType }) {
  const { entryType, slugs } = contentType.storage;
  const allowed: ReadonlySet<string> = new Set(slugs);
  const plural = `${contentType.noun}s`;
  return createCollectionService<ContentEntryRow>({
    db,
    config: {
      type: contentType,
      table: contentEntries,
      entityType: entryType,
      scope: eq(contentEntries.type, entryType),
      stateOf: (row) => stateOfStatus(row.status),
      leavesDraft: (values) => values.status !== undefined && values.status !== "draft",
      messages: {
        ownerPublishes: "Only the owner can publish; submit the draft for approval",
        ownerChanges: `Only the owner can change published or archived ${plural}`,
        ownerDeletesRetired: `Only the owner can delete archived ${plural}`,
      },
      checkSlug: (slug) => {
        if (!allowed.has(slug))
          throw new ServiceError({
            status: 400,
            message: `A ${contentType.noun}'s slug must be one of: ${slugs.join(", ")}`,
          });
      },
      prepareCreate: ({ data, actor }) => ({
        authorId: actor.id,
        publishedAt: data.status === "published" ? new Date() : null,
      }),
      prepareUpdate: ({ current, changes }) =>
        changes.status === "published" && !current.publishedAt ? { publishedAt: new Date() } : {},
      toColumns: ({ values, current }) => ({
        ...splitEntryValues({ values, storedData: current ? current.data : null }),
        ...(current ? {} : { type: entryType }),
      }),
      present: (row) => {
        const { type: _type, ...rest } = row;
        return flattenEntry(rest);
      },
    },
  });
}
