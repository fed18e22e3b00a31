import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** The embedded database folder's modes: only the server's own user may list, read or write it. */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates the database folder private from the start (its missing parents with the usual modes);
 * an existing folder is left as it is for {@link tightenFolderModes} to count and fix.
 */
export function createPrivateFolder(folder: string): void {
  mkdirSync(path.dirname(folder), { recursive: true });
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
}

/**
 * Takes group and other permissions off the database folder, every folder in it (0700) and every
 * file (0600). PGlite's file system layer creates files 0666 and folders 0755 whatever the umask,
 * so this runs after a new folder is made and at every start (which also tightens a folder an
 * earlier version left open). Symbolic links are left alone. Answers how many entries changed.
 */
export function tightenFolderModes(folder: string): number {
  let changed = 0;
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? PRIVATE_FOLDER_MODE : PRIVATE_FILE_MODE;
    if ((stat.mode & 0o777) !== wanted) {
      chmodSync(entry, wanted);
      changed += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(folder);
  return changed;
}
