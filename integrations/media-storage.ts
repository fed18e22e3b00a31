import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Media files on local disk under MEDIA_DIR. Names are made by the server (random hex plus the
 * detected extension), so a stored name never comes from the uploader.
 */
export const storedNamePattern = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

export function createMediaStorage({ directory }: { directory: string }) {
  const root = path.resolve(directory);
  const locate = (name: string) => {
    if (!storedNamePattern.test(name)) return null;
    return path.join(root, name);
  };
  return {
    async save({ bytes, extension }: { bytes: Uint8Array; extension: string }): Promise<string> {
      await mkdir(root, { recursive: true });
      const name = `${randomBytes(16).toString("hex")}.${extension}`;
      await writeFile(path.join(root, name), bytes, { flag: "wx" });
      return name;
    },
    async read(name: string): Promise<Buffer | null> {
      const file = locate(name);
      if (!file) return null;
      try {
        return await readFile(file);
      } catch {
        return null;
      }
    },
    async exists(name: string): Promise<boolean> {
      const file = locate(name);
      if (!file) return false;
      return stat(file).then(
        () => true,
        () => false,
      );
    },
    async remove(name: string): Promise<void> {
      const file = locate(name);
      if (file) await rm(file, { force: true });
    },
  };
}

export type MediaStorage = ReturnType<typeof createMediaStorage>;
