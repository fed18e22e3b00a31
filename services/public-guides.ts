import { and, eq } from "drizzle-orm";
import { toCountryGuide, type CountryGuide } from "../core/content-types/country-guide-type";
import type { Database } from "../db/client";
import { contentEntries } from "../db/schema/content";
import { GUIDE_ENTRY_TYPE } from "./cms-guides";

/** Country guides as the public sees them: published ones only; drafts answer like missing ones. */
export function createPublicGuidesService({ db }: { db: Database }) {
  return {
    async readPublishedGuide({ slug }: { slug: string }): Promise<CountryGuide | null> {
      const [row] = await db
        .select()
        .from(contentEntries)
        .where(
          and(
            eq(contentEntries.type, GUIDE_ENTRY_TYPE),
            eq(contentEntries.slug, slug),
            eq(contentEntries.status, "published"),
          ),
        )
        .limit(1);
      return row ? toCountryGuide(row) : null;
    },
  };
}

export type PublicGuidesService = ReturnType<typeof createPublicGuidesService>;
