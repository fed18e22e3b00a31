import { open, readFile, rm } from "node:fs/promises";
import path from "node:path";

/**
 * Media names are made by the server (random hex plus the detected extension), so a stored name
 * never comes from the uploader. The bytes live in the database (services/cms/media-library.ts);
 * this module only reads files from disk: uploads streamed to temporary files, and the media a
 * former version kept under MEDIA_DIR, imported once at start-up.
 */
export const storedNamePattern = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

/** The first `length` bytes of a file (enough to recognise its type), without reading the rest. */
export async function readFileHead(file: string, length: number): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export async function readWholeFile(file: string): Promise<Buffer> {
  return readFile(file);
}

/** Removes temporary files, ignoring those already gone. */
export async function removeFiles(files: string[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file, { force: true })));
}

/** The directory where media were kept on disk before they moved into the database. */
export function createLegacyMediaDirectory({ directory }: { directory: string }) {
  const root = path.resolve(directory);
  return {
    /** The bytes of a stored media file, or null when the name is not a stored name or the file is gone. */
    async read(name: string): Promise<Buffer | null> {
      if (!storedNamePattern.test(name)) return null;
      try {
        return await readFile(path.join(root, name));
      } catch {
        return null;
      }
    },
  };
}

export type LegacyMediaDirectory = ReturnType<typeof createLegacyMediaDirectory>;
