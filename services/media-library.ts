import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { detectFileType, type DetectedFileType } from "../core/cms/file-type";
import { readImageSize } from "../core/cms/image-size";
import type { Database } from "../db/client";
import { mediaFiles } from "../db/schema/content";
import type { MediaStorage } from "../integrations/media-storage";
import { assertOwner, type CmsActor } from "./cms-actor";
import { bumpContentRevision } from "./content-revision";
import { ServiceError } from "./service-error";

export type MediaRow = typeof mediaFiles.$inferSelect;
export type UploadedFile = { originalName: string; bytes: Uint8Array };

export const updateMediaSchema = z.object({
  altText: z
    .string({ error: "Alt text must be text" })
    .max(500, { error: "Alt text must be at most 500 characters" })
    .nullish(),
  description: z
    .string({ error: "Description must be text" })
    .max(5000, { error: "Description must be at most 5000 characters" })
    .nullish(),
});

function cleanOriginalName(name: string): string {
  // Shown to staff only; control characters and paths are dropped, the length capped.
  const base =
    name
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .split(/[\\/]/)
      .pop() ?? "";
  return base.trim().slice(0, 255) || "file";
}

export function createMediaLibraryService({ db, storage }: { db: Database; storage: MediaStorage }) {
  async function findMedia(id: number): Promise<MediaRow> {
    const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
    if (!row) throw new ServiceError({ status: 404, message: "File not found" });
    return row;
  }

  return {
    findMedia,

    async listMedia(): Promise<MediaRow[]> {
      return db.select().from(mediaFiles).orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id));
    },

    /**
     * Checks every file's real type first, so one bad file stores nothing; then stores them under
     * server-made names. The owner's uploads are approved at once; an editor's await approval.
     */
    async uploadFiles({ files, actor }: { files: UploadedFile[]; actor: CmsActor }): Promise<MediaRow[]> {
      if (files.length === 0) throw new ServiceError({ status: 400, message: "Choose at least one file to upload" });
      const checked: { file: UploadedFile; type: DetectedFileType }[] = [];
      for (const file of files) {
        const type = detectFileType(file.bytes);
        if (!type) {
          throw new ServiceError({
            status: 400,
            message: `${cleanOriginalName(file.originalName)}: file type not allowed (images, video, audio, PDF, DOC and DOCX only)`,
          });
        }
        checked.push({ file, type });
      }
      const rows: MediaRow[] = [];
      for (const { file, type } of checked) {
        const filename = await storage.save({ bytes: file.bytes, extension: type.extension });
        const size = type.kind === "image" ? readImageSize(file.bytes) : null;
        const [row] = await db
          .insert(mediaFiles)
          .values({
            filename,
            originalName: cleanOriginalName(file.originalName),
            mimeType: type.mimeType,
            size: file.bytes.byteLength,
            path: `/media/${filename}`,
            width: size?.width ?? null,
            height: size?.height ?? null,
            isApproved: actor.role === "owner",
            uploadedBy: actor.id,
          })
          .returning();
        if (!row) throw new Error("insert returned no row");
        rows.push(row);
      }
      if (actor.role === "owner") await bumpContentRevision({ db });
      return rows;
    },

    async updateMedia({ id, input, actor }: { id: number; input: unknown; actor: CmsActor }): Promise<MediaRow> {
      const changes = updateMediaSchema.parse(input);
      const current = await findMedia(id);
      if (current.isApproved) assertOwner(actor, "Only the owner can change approved media");
      const [row] = await db
        .update(mediaFiles)
        .set({
          ...(changes.altText !== undefined ? { altText: changes.altText?.trim() || null } : {}),
          ...(changes.description !== undefined ? { description: changes.description?.trim() || null } : {}),
        })
        .where(eq(mediaFiles.id, id))
        .returning();
      if (!row) throw new ServiceError({ status: 404, message: "File not found" });
      if (row.isApproved) await bumpContentRevision({ db });
      return row;
    },

    async deleteMedia({ id, actor }: { id: number; actor: CmsActor }): Promise<MediaRow> {
      const current = await findMedia(id);
      if (current.isApproved) assertOwner(actor, "Only the owner can delete published content");
      await db.delete(mediaFiles).where(eq(mediaFiles.id, id));
      await storage.remove(current.filename);
      if (current.isApproved) await bumpContentRevision({ db });
      return current;
    },

    /**
     * A stored file for /media/<name>, typed by our own detection (never the stored claim).
     * Unapproved files are served to signed-in staff only.
     */
    async readForServing({ name, isStaff }: { name: string; isStaff: boolean }) {
      const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.filename, name));
      if (!row || (!row.isApproved && !isStaff)) return null;
      const bytes = await storage.read(name);
      if (!bytes) return null;
      const type = detectFileType(bytes);
      return {
        bytes,
        mimeType: type?.mimeType ?? "application/octet-stream",
        // Anything we cannot type, or that could run script (SVG), is downloaded, never rendered.
        asAttachment: !type || type.isActiveContent,
        originalName: row.originalName,
      };
    },
  };
}

export type MediaLibraryService = ReturnType<typeof createMediaLibraryService>;
