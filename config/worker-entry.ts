import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** How to start a worker thread: a file URL, or a script to evaluate. */
export type WorkerEntry = { source: string | URL; eval: boolean };

/**
 * Where a worker thread's entry is, seen from the module that starts it (`callerUrl`, its
 * `import.meta.url`): in a build, `<name>.js` next to the server bundle (vite.config.ts writes it
 * there, and a module of the bundle may sit one folder down, in `assets/`); in the source tree (development and tests), `<name>.ts` beside the caller, loaded through
 * tsx's API. Null when neither exists (an unusual build): the caller then works in its own thread.
 */
export function locateWorkerEntry({ callerUrl, name }: { callerUrl: string; name: string }): WorkerEntry | null {
  const here = fileURLToPath(callerUrl);
  if (here.endsWith(".ts")) {
    const file = path.join(path.dirname(here), `${name}.ts`);
    if (!existsSync(file)) return null;
    const source = `import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(pathToFileURL(file).href)}, ${JSON.stringify(callerUrl)}));`;
    return { source, eval: true };
  }
  const folder = path.dirname(here);
  const file = [path.join(folder, `${name}.js`), path.join(folder, "..", `${name}.js`)].find((candidate) =>
    existsSync(candidate),
  );
  return file ? { source: pathToFileURL(file), eval: false } : null;
}
