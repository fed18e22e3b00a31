import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { DOCUMENT_MESSAGES, DocumentTextError, extractDocumentText } from "./document-text";
import type { DocumentAnswer, DocumentJob } from "./document-text-worker";

/** A worker that has had no job for this long is stopped (it holds the PDF reader, ~50 MB). */
const IDLE_STOP_MS = 60_000;
/** Heap ceiling of the worker: a file that needs more is answered "could not read", the worker restarts. */
const WORKER_HEAP_MB = 256;

export type DocumentReader = {
  extract(input: { fileName: string; bytes: Buffer; minCharacters: number; maxCharacters: number }): Promise<string>;
  close(): Promise<void>;
};

/**
 * How to start the worker: `document-text-worker.js` next to the server bundle, or, from the
 * source tree (development and tests), the TypeScript file loaded through tsx's API.
 */
function locateWorker(): { source: string | URL; eval: boolean } | null {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith(".ts")) {
    const file = path.join(path.dirname(here), "document-text-worker.ts");
    if (!existsSync(file)) return null;
    const source = `import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(pathToFileURL(file).href)}, ${JSON.stringify(import.meta.url)}));`;
    return { source, eval: true };
  }
  const file = path.join(path.dirname(here), "document-text-worker.js");
  return existsSync(file) ? { source: pathToFileURL(file), eval: false } : null;
}

/**
 * Reads uploaded resumes in one worker thread, one file at a time, in arrival order, so the
 * server's event loop keeps answering pages while a PDF is parsed (ADR 012). The same rules and
 * messages as `extractDocumentText`, which it runs. Without a worker file (an unusual build)
 * it reads in this thread.
 */
export function createDocumentReader({ inThread = false }: { inThread?: boolean } = {}): DocumentReader {
  const location = inThread ? null : locateWorker();
  if (!location) return { extract: (input) => extractDocumentText(input), close: async () => undefined };
  const workerLocation = location;

  type Pending = { job: DocumentJob; resolve: (text: string) => void; reject: (error: Error) => void };
  const queue: Pending[] = [];
  let current: Pending | null = null;
  let worker: Worker | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let nextId = 1;

  function start(): Worker {
    const started = new Worker(workerLocation.source, {
      eval: workerLocation.eval,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    started.unref();
    started.on("message", (answer: DocumentAnswer) => {
      const done = current;
      if (!done || done.job.id !== answer.id) return;
      current = null;
      if ("text" in answer) done.resolve(answer.text);
      else if ("refused" in answer) done.reject(new DocumentTextError(answer.refused));
      else done.reject(new Error(`Reading an upload failed: ${answer.failed}`));
      next();
    });
    const lost = (reason: string) => {
      if (worker !== started) return;
      worker = null;
      // The file being read took the worker down (e.g. past its heap ceiling): it is unreadable.
      const failed = current;
      current = null;
      if (failed) {
        failed.reject(
          reason === "exit"
            ? new DocumentTextError({ status: 422, message: DOCUMENT_MESSAGES.unreadable })
            : new Error(reason),
        );
      }
      next();
    };
    started.on("error", (error) => lost(error.message));
    started.on("exit", () => lost("exit"));
    return started;
  }

  function next(): void {
    if (current) return;
    const pending = queue.shift();
    if (!pending) {
      idleTimer ??= setTimeout(() => {
        idleTimer = null;
        const idle = worker;
        worker = null;
        void idle?.terminate();
      }, IDLE_STOP_MS).unref();
      return;
    }
    if (idleTimer) {
      clearTimeout(idleTimer);
      idleTimer = null;
    }
    worker ??= start();
    current = pending;
    worker.postMessage(pending.job);
  }

  return {
    extract({ fileName, bytes, minCharacters, maxCharacters }) {
      return new Promise<string>((resolve, reject) => {
        queue.push({ job: { id: nextId++, fileName, bytes, minCharacters, maxCharacters }, resolve, reject });
        next();
      });
    },
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}
