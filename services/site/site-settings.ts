import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { siteSettings } from "../../db/schema/content";

export type SiteSettingsMap = Readonly<Record<string, string>>;

/** Fallbacks for the few settings every page needs, used if the owner deleted them. */
const requiredDefaults: SiteSettingsMap = {
  site_title: "AI Job Risk",
  site_description:
    "Will AI replace your job? A free, private assessment that scores your job's exposure to AI from published task-level research.",
};

export function createSiteSettingsService({ db }: { db: Database }) {
  return {
    /** Every setting as key → value, with the required ones always present. */
    async getSettingsMap(): Promise<SiteSettingsMap> {
      const rows = await db
        .select({ key: siteSettings.key, value: siteSettings.value })
        .from(siteSettings)
        .orderBy(asc(siteSettings.key));
      const map: Record<string, string> = { ...requiredDefaults };
      for (const row of rows) {
        if (row.value !== "" || !(row.key in requiredDefaults)) map[row.key] = row.value;
      }
      return map;
    },
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
