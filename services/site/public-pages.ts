import { and, asc, eq } from "drizzle-orm";
import type { PublicPage } from "../../core/cms/cms-page";
import type { Database } from "../../db/client";
import { pages } from "../../db/schema/content";

/** CMS pages as the public sees them: visible pages only; hidden ones answer like missing ones. */
export function createPublicPagesService({ db }: { db: Database }) {
  return {
    async getVisiblePage({ slug }: { slug: string }): Promise<PublicPage | null> {
      const [row] = await db
        .select()
        .from(pages)
        .where(and(eq(pages.slug, slug), eq(pages.isVisible, true)))
        .limit(1);
      if (!row) return null;
      return {
        title: row.title,
        slug: row.slug,
        content: row.content,
        metaTitle: row.metaTitle,
        metaDescription: row.metaDescription,
        keywords: row.keywords,
        template: row.template,
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    async listVisibleForSitemap(): Promise<{ slug: string; lastModified: Date }[]> {
      const rows = await db
        .select({ slug: pages.slug, updatedAt: pages.updatedAt })
        .from(pages)
        .where(eq(pages.isVisible, true))
        .orderBy(asc(pages.slug));
      return rows.map((row) => ({ slug: row.slug, lastModified: row.updatedAt }));
    },
  };
}

export type PublicPagesService = ReturnType<typeof createPublicPagesService>;
