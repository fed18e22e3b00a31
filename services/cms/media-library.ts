import { createHash, randomBytes } from "node:crypto";
import { desc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { matchesEtag } from "../../core/cache/matches-etag";
import { detectFileType, type DetectedFileType } from "../../core/cms/file-type";
import { readImageSize } from "../../core/cms/image-size";
import { canChangeMedia } from "../../core/cms/role-rules";
import type { Database } from "../../db/client";
import { mediaBlobs, mediaFiles } from "../../db/schema/content";
import {
  readFileHead,
  readWholeFile,
  storedNamePattern,
  type LegacyMediaDirectory,
} from "../../integrations/media-storage";
import type { CmsActor } from "./cms-actor";
import { bumpContentRevision } from "../platform/content-revision";
import { ServiceError } from "../platform/service-error";

export type MediaRow = typeof mediaFiles.$inferSelect;
/** A file to store: its bytes, or (uploads) the temporary file they were streamed to. */
export type UploadedFile = { originalName: string } & ({ bytes: Uint8Array } | { path: string });

/** Enough of a file's start to recognise every allowed type (SVG is sniffed in the first 64 KB). */
const TYPE_HEAD_BYTES = 64 * 1024;

const readHead = (file: UploadedFile) =>
  "bytes" in file ? Promise.resolve(file.bytes.subarray(0, TYPE_HEAD_BYTES)) : readFileHead(file.path, TYPE_HEAD_BYTES);
const readBytes = (file: UploadedFile) =>
  "bytes" in file ? Promise.resolve(Buffer.from(file.bytes)) : readWholeFile(file.path);

/** The strong validator of a stored file: its SHA-256, quoted as HTTP wants. */
const computeEtag = (bytes: Uint8Array) => `"${createHash("sha256").update(bytes).digest("hex")}"`;

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

export type MediaChanges = z.infer<typeof updateMediaSchema>;

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

/**
 * The media library. Files' bytes live in the database (`media_blobs`, beside `media_files`), so
 * every app instance serves every file and backups hold the media with everything else.
 */
export function createMediaLibraryService({ db }: { db: Database }) {
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
        const type = detectFileType(await readHead(file));
        if (!type) {
          throw new ServiceError({
            status: 400,
            message: `${cleanOriginalName(file.originalName)}: file type not allowed (images, video, audio, PDF, DOC and DOCX only)`,
          });
        }
        checked.push({ file, type });
      }
      const rows: MediaRow[] = [];
      // One file in memory at a time, each stored with its metadata in one transaction.
      for (const { file, type } of checked) {
        const bytes = await readBytes(file);
        const filename = `${randomBytes(16).toString("hex")}.${type.extension}`;
        const size = type.kind === "image" ? readImageSize(bytes) : null;
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(mediaFiles)
            .values({
              filename,
              originalName: cleanOriginalName(file.originalName),
              mimeType: type.mimeType,
              size: bytes.byteLength,
              path: `/media/${filename}`,
              width: size?.width ?? null,
              height: size?.height ?? null,
              isApproved: actor.role === "owner",
              uploadedBy: actor.id,
            })
            .returning();
          if (!inserted) throw new Error("insert returned no row");
          await tx.insert(mediaBlobs).values({ filename, etag: computeEtag(bytes), bytes });
          return inserted;
        });
        rows.push(row);
      }
      if (actor.role === "owner") await bumpContentRevision({ db });
      return rows;
    },

    /** `changes` as the handler validated them (`updateMediaSchema`). */
    async updateMedia({
      id,
      changes,
      actor,
    }: {
      id: number;
      changes: MediaChanges;
      actor: CmsActor;
    }): Promise<MediaRow> {
      const current = await findMedia(id);
      if (!canChangeMedia(actor.role, current))
        throw new ServiceError({ status: 403, message: "Only the owner can change approved media" });
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
      if (!canChangeMedia(actor.role, current))
        throw new ServiceError({ status: 403, message: "Only the owner can delete published content" });
      // The bytes go with the row (media_blobs references it with ON DELETE CASCADE).
      await db.delete(mediaFiles).where(eq(mediaFiles.id, id));
      if (current.isApproved) await bumpContentRevision({ db });
      return current;
    },

    /**
     * A stored file for /media/<name>, typed by our own detection (never the stored claim).
     * Unapproved files are served to signed-in staff only. When `ifNoneMatch` names the file's
     * ETag, answers `notModified` without reading the bytes.
     */
    async readForServing({ name, isStaff, ifNoneMatch }: { name: string; isStaff: boolean; ifNoneMatch?: string }) {
      if (!storedNamePattern.test(name)) return null;
      const [meta] = await db
        .select({ isApproved: mediaFiles.isApproved, originalName: mediaFiles.originalName, etag: mediaBlobs.etag })
        .from(mediaFiles)
        .innerJoin(mediaBlobs, eq(mediaBlobs.filename, mediaFiles.filename))
        .where(eq(mediaFiles.filename, name));
      if (!meta || (!meta.isApproved && !isStaff)) return null;
      if (matchesEtag(ifNoneMatch, meta.etag)) return { notModified: true as const, etag: meta.etag };
      const [blob] = await db.select({ bytes: mediaBlobs.bytes }).from(mediaBlobs).where(eq(mediaBlobs.filename, name));
      if (!blob) return null;
      const type = detectFileType(blob.bytes.subarray(0, TYPE_HEAD_BYTES));
      return {
        notModified: false as const,
        etag: meta.etag,
        bytes: blob.bytes,
        mimeType: type?.mimeType ?? "application/octet-stream",
        // Anything we cannot type, or that could run script (SVG), is downloaded, never rendered.
        asAttachment: !type || type.isActiveContent,
        originalName: meta.originalName,
      };
    },

    /**
     * Copies into the database the bytes of media a former version kept on disk (MEDIA_DIR): each
     * row without bytes whose file is found. Idempotent (rows that have bytes are skipped, and a
     * concurrent copy of the same file is ignored), so it is safe to run at every start-up.
     */
    async importFromDirectory({ directory }: { directory: LegacyMediaDirectory }) {
      const missing = await db
        .select({ filename: mediaFiles.filename })
        .from(mediaFiles)
        .leftJoin(mediaBlobs, eq(mediaBlobs.filename, mediaFiles.filename))
        .where(isNull(mediaBlobs.filename));
      let imported = 0;
      let notFound = 0;
      for (const { filename } of missing) {
        const bytes = await directory.read(filename);
        if (!bytes) {
          notFound += 1;
          continue;
        }
        const stored = await db
          .insert(mediaBlobs)
          .values({ filename, etag: computeEtag(bytes), bytes })
          .onConflictDoNothing()
          .returning({ filename: mediaBlobs.filename });
        imported += stored.length;
      }
      return { imported, notFound };
    },
  };
}

export type MediaLibraryService = ReturnType<typeof createMediaLibraryService>;
