import { eq } from "drizzle-orm";
import { stateOfStatus } from "../core/cms/role-rules";
import { countryGuideSlugs, countryGuideType } from "../core/content-types/country-guide-type";
import { flattenEntry, splitEntryValues } from "../core/content-types/entry-values";
import type { Database } from "../db/client";
import { contentEntries } from "../db/schema/content";
import { createCollectionService } from "./collection-service";
import { ServiceError } from "./service-error";

export type ContentEntryRow = typeof contentEntries.$inferSelect;

/** The entries' type column for guides. */
export const GUIDE_ENTRY_TYPE = "guide";

const guideSlugs: ReadonlySet<string> = new Set(countryGuideSlugs);

/** Each guide has a route of its own: a slug outside the ten could never be shown. */
function assertGuideSlug(slug: string): void {
  if (!guideSlugs.has(slug))
    throw new ServiceError({ status: 400, message: `A guide's slug must be one of: ${countryGuideSlugs.join(", ")}` });
}

/**
 * The country guides as a CMS collection (ADR 028): the same drafts, approval, role, audit and
 * revision rules as posts, with the guide's structured fields kept in the entry's data.
 */
export function createGuidesService({ db }: { db: Database }) {
  return createCollectionService<ContentEntryRow>({
    db,
    config: {
      type: countryGuideType,
      table: contentEntries,
      entityType: "guide",
      scope: eq(contentEntries.type, GUIDE_ENTRY_TYPE),
      stateOf: (row) => stateOfStatus(row.status),
      leavesDraft: (values) => values.status !== undefined && values.status !== "draft",
      messages: {
        ownerPublishes: "Only the owner can publish; submit the draft for approval",
        ownerChanges: "Only the owner can change published or archived guides",
        ownerDeletesRetired: "Only the owner can delete archived guides",
      },
      checkSlug: assertGuideSlug,
      prepareCreate: ({ data, actor }) => ({
        authorId: actor.id,
        publishedAt: data.status === "published" ? new Date() : null,
      }),
      prepareUpdate: ({ current, changes }) =>
        changes.status === "published" && !current.publishedAt ? { publishedAt: new Date() } : {},
      toColumns: ({ values, current }) => ({
        ...splitEntryValues({ values, storedData: current ? current.data : null }),
        ...(current ? {} : { type: GUIDE_ENTRY_TYPE }),
      }),
      present: (row) => {
        const { type: _type, ...rest } = row;
        return flattenEntry(rest);
      },
    },
  });
}

export type GuidesService = ReturnType<typeof createGuidesService>;
