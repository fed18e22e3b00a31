import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { canChangePage } from "../core/cms/role-rules";
import { isReservedPageSlug } from "../core/content/reserved-slugs";
import type { Database } from "../db/client";
import { pages } from "../db/schema/content";
import { assertOwner, isUniqueViolation, type CmsActor } from "./cms-actor";
import { slugSchema } from "./cms-blog-posts";
import { bumpContentRevision } from "./content-revision";
import { ServiceError } from "./service-error";

export type PageRow = typeof pages.$inferSelect;

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value == null || value.trim() === "" ? null : value));

const pageFields = {
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, { error: "Title is required" })
    .max(300, { error: "Title must be at most 300 characters" }),
  slug: slugSchema,
  content: z
    .string({ error: "Content is required" })
    .min(1, { error: "Content is required" })
    .max(200_000, { error: "Content is too long" }),
  metaTitle: optionalText(300, "Meta title"),
  metaDescription: optionalText(1000, "Meta description"),
  keywords: z
    .array(
      z
        .string({ error: "Keywords must be text" })
        .trim()
        .min(1)
        .max(100, { error: "A keyword must be at most 100 characters" }),
      { error: "Keywords must be a list" },
    )
    .max(50, { error: "At most 50 keywords" })
    .transform((list) => [...new Map(list.map((keyword) => [keyword.toLowerCase(), keyword])).values()]),
  template: z.enum(["default", "landing", "assessment", "blog"], {
    error: "Template must be default, landing, assessment or blog",
  }),
  isVisible: z.boolean({ error: "Visible must be true or false" }),
};

export const createPageSchema = z.object({
  ...pageFields,
  metaTitle: pageFields.metaTitle.optional(),
  metaDescription: pageFields.metaDescription.optional(),
  keywords: pageFields.keywords.default([]),
  template: pageFields.template.default("default"),
  isVisible: pageFields.isVisible.optional(),
});

export const updatePageSchema = z.object(pageFields).partial();

function duplicateSlug(): ServiceError {
  return new ServiceError({ status: 409, message: "A page with this slug already exists" });
}

export const reservedSlugMessage = "This address is used by the site; choose another slug";

/** Pages are served at /<slug>: a slug of a built-in route or system path could never be reached. */
function assertFreeSlug(slug: string): void {
  if (isReservedPageSlug(slug)) throw new ServiceError({ status: 400, message: reservedSlugMessage });
}

const ownerOnlyVisible = "Only the owner can make a page visible; submit it for approval";

export function createPagesService({ db }: { db: Database }) {
  async function findPage(id: number): Promise<PageRow> {
    const [row] = await db.select().from(pages).where(eq(pages.id, id));
    if (!row) throw new ServiceError({ status: 404, message: "Page not found" });
    return row;
  }

  return {
    findPage,

    async listPages(): Promise<PageRow[]> {
      return db.select().from(pages).orderBy(desc(pages.createdAt), desc(pages.id));
    },

    /** A visible page is published content: editors create hidden pages and submit them for approval. */
    async createPage({ input, actor }: { input: unknown; actor: CmsActor }): Promise<PageRow> {
      const data = createPageSchema.parse(input);
      assertFreeSlug(data.slug);
      const isVisible = data.isVisible ?? actor.role === "owner";
      if (isVisible) assertOwner(actor, ownerOnlyVisible);
      try {
        const [row] = await db
          .insert(pages)
          .values({ ...data, isVisible })
          .returning();
        if (!row) throw new Error("insert returned no row");
        if (row.isVisible) await bumpContentRevision({ db });
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateSlug();
        throw error;
      }
    },

    async updatePage({ id, input, actor }: { id: number; input: unknown; actor: CmsActor }): Promise<PageRow> {
      const changes = updatePageSchema.parse(input);
      const current = await findPage(id);
      if (changes.slug !== undefined && changes.slug !== current.slug) assertFreeSlug(changes.slug);
      if (actor.role !== "owner") {
        if (!canChangePage(actor.role, current))
          throw new ServiceError({ status: 403, message: "Only the owner can change a visible page" });
        if (changes.isVisible) throw new ServiceError({ status: 403, message: ownerOnlyVisible });
      }
      try {
        const [row] = await db
          .update(pages)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(pages.id, id))
          .returning();
        if (!row) throw new ServiceError({ status: 404, message: "Page not found" });
        if (current.isVisible || row.isVisible) await bumpContentRevision({ db });
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateSlug();
        throw error;
      }
    },

    async deletePage({ id, actor }: { id: number; actor: CmsActor }): Promise<PageRow> {
      const current = await findPage(id);
      if (!canChangePage(actor.role, current))
        throw new ServiceError({ status: 403, message: "Only the owner can delete published content" });
      await db.delete(pages).where(eq(pages.id, id));
      if (current.isVisible) await bumpContentRevision({ db });
      return current;
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
