import { and, eq } from "drizzle-orm";
import { buildEntrySchema } from "../../core/content-types/build-content-schema";
import { isEntryContentType, type ContentType, type EntryContentType } from "../../core/content-types/content-type";
import { flattenEntry } from "../../core/content-types/entry-values";
import type { EntryValues } from "../../core/content-types/field-values";
import type { Database } from "../../db/client";
import { contentEntries } from "../../db/schema/content";

/**
 * CMS entries as the public sees them (the guides and the site's own pages, any type of the
 * registry stored in content_entries): published ones only; a draft or archived entry answers
 * like a missing one. An entry is read through its type's schema, so what a page gets is typed
 * from the type's fields and was checked against them.
 */
export function createPublicEntriesService({
  db,
  contentTypes,
}: {
  db: Database;
  /** The registry (core/content-types/content-types.ts): only its types are read. */
  contentTypes: readonly ContentType[];
}) {
  // By path: a page module may hold its own copy of a type's definition (each bundle or module graph
  // loads core once), so a type is known by its path, not by its object.
  const registered: ReadonlySet<string> = new Set(contentTypes.filter(isEntryContentType).map((type) => type.path));

  return {
    /** The published entry of `type` at `slug`, or null. */
    async readPublished<T extends EntryContentType>({
      type,
      slug,
    }: {
      type: T;
      slug: string;
    }): Promise<EntryValues<T> | null> {
      if (!registered.has(type.path)) throw new Error(`The content type "${type.path}" is not in the registry`);
      const [row] = await db
        .select()
        .from(contentEntries)
        .where(
          and(
            eq(contentEntries.type, type.storage.entryType),
            eq(contentEntries.slug, slug),
            eq(contentEntries.status, "published"),
          ),
        )
        .limit(1);
      if (!row) return null;
      // Read once per content revision (the page cache remembers it), so building the schema here costs nothing.
      const parsed = buildEntrySchema(type).safeParse(flattenEntry(row));
      if (!parsed.success)
        throw new Error(
          `The stored ${type.noun} "${slug}" does not match its content type: ${parsed.error.issues[0]?.message ?? ""}`,
        );
      return parsed.data;
    },
  };
}

export type PublicEntriesService = ReturnType<typeof createPublicEntriesService>;
