import { Worker } from "node:worker_threads";
import { locateWorkerEntry } from "../config/worker-entry";
import { DOCUMENT_MESSAGES, DocumentTextError, extractDocumentText } from "./document-text";
import type { DocumentAnswer, DocumentJob } from "./document-text-worker";

/** A worker that has had no job for this long is stopped (it holds the PDF reader, ~50 MB). */
const IDLE_STOP_MS = 60_000;
/** Heap ceiling of the worker: a file that needs more is answered "could not read", the worker restarts. */
const WORKER_HEAP_MB = 256;
/** Its young generation: a reading's short-lived objects; V8's default is sized for a large heap (ADR 017). */
const WORKER_YOUNG_GENERATION_MB = 8;

export type DocumentReader = {
  extract(input: { fileName: string; bytes: Buffer; minCharacters: number; maxCharacters: number }): Promise<string>;
  close(): Promise<void>;
};

/**
 * Files posted to the worker ahead of the one it is reading. The worker still reads one at a
 * time; posting ahead means the next file starts the moment one is done, instead of after the
 * answer has waited for a turn of the server's event loop and the next file has been sent (under
 * a mixed load that turn took long enough to hold uploads to ~1 per second, ADR 012). Bounded,
 * because each posted file is a copy in the worker's memory.
 */
const POSTED_AHEAD = 8;

/**
 * Reads uploaded resumes in one worker thread, one file at a time, in arrival order, so the
 * server's event loop keeps answering pages while a PDF is parsed (ADR 012). The same rules and
 * messages as `extractDocumentText`, which it runs. Without a worker file (an unusual build)
 * it reads in this thread.
 */
export function createDocumentReader({ inThread = false }: { inThread?: boolean } = {}): DocumentReader {
  const location = inThread ? null : locateWorkerEntry({ callerUrl: import.meta.url, name: "document-text-worker" });
  if (!location) return { extract: (input) => extractDocumentText(input), close: async () => undefined };
  const workerLocation = location;

  type Pending = { job: DocumentJob; resolve: (text: string) => void; reject: (error: Error) => void };
  const queue: Pending[] = [];
  /** Posted to the worker, in the order it reads them: the first is the one being read. */
  const posted: Pending[] = [];
  let worker: Worker | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let nextId = 1;

  function start(): Worker {
    const started = new Worker(workerLocation.source, {
      eval: workerLocation.eval,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    started.unref();
    started.on("message", (answer: DocumentAnswer) => {
      const index = posted.findIndex((pending) => pending.job.id === answer.id);
      if (index === -1) return;
      const [done] = posted.splice(index, 1);
      if ("text" in answer) done!.resolve(answer.text);
      else if ("refused" in answer) done!.reject(new DocumentTextError(answer.refused));
      else done!.reject(new Error(`Reading an upload failed: ${answer.failed}`));
      pump();
    });
    const lost = (reason: string) => {
      if (worker !== started) return;
      worker = null;
      // The file being read (the first posted) took the worker down, e.g. past its heap
      // ceiling: it is unreadable. The others go to the next worker, in the same order.
      const failed = posted.shift();
      if (failed) {
        failed.reject(
          reason === "exit"
            ? new DocumentTextError({ status: 422, message: DOCUMENT_MESSAGES.unreadable })
            : new Error(reason),
        );
      }
      queue.unshift(...posted.splice(0));
      pump();
    };
    started.on("error", (error) => lost(error.message));
    started.on("exit", () => lost("exit"));
    return started;
  }

  function pump(): void {
    if (queue.length === 0 && posted.length === 0) {
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
    while (queue.length > 0 && posted.length < POSTED_AHEAD) {
      const pending = queue.shift()!;
      worker ??= start();
      posted.push(pending);
      worker.postMessage(pending.job);
    }
  }

  return {
    extract({ fileName, bytes, minCharacters, maxCharacters }) {
      return new Promise<string>((resolve, reject) => {
        queue.push({ job: { id: nextId++, fileName, bytes, minCharacters, maxCharacters }, resolve, reject });
        pump();
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
