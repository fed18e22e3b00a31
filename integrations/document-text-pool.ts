import { Worker } from "node:worker_threads";
import { readThreadCpuMs } from "../config/thread-cpu-time";
import { setThreadNiceness } from "../config/thread-priority";
import { locateWorkerEntry } from "../config/worker-entry";
import { DOCUMENT_MESSAGES, DocumentTextError, extractDocumentText } from "./document-text";
import type { DocumentAnswer, DocumentJob, ReaderNotice } from "./document-text-worker";

/** A worker that has had no job for this long is stopped (it holds the PDF reader, ~50 MB). */
const IDLE_STOP_MS = 60_000;
/** Heap ceiling of a reading thread: a file that needs more is refused, and the thread is replaced. */
const WORKER_HEAP_MB = 192;
/** Its young generation: a reading's short-lived objects; V8's default is sized for a large heap (ADR 017). */
const WORKER_YOUNG_GENERATION_MB = 8;

/**
 * Reading budget of one file, on the wall clock from the moment its reading starts: past it, the
 * thread reading it is stopped and the file refused (422). A one-page resume reads in 30–50 ms, a
 * 30-page one in well under a second; a hostile file (a 60 MB content stream, 10,000 empty
 * paragraphs) could take minutes. 4 s leaves room for the upload and the answer within 5 s (ADR 022).
 */
export const READ_BUDGET_MS = 4_000;
/**
 * How long a file may hold the front reader while others wait behind it: this much of the reading
 * thread's own CPU time (where the system tells it), or `FRONT_SLICE_WALL_MS` on the wall clock on
 * a machine too busy to give it that. A file still being read then steps aside: its thread moves
 * to the side and goes on reading it at the lowest priority, and a warm spare takes the queue. So
 * a slow file holds up the next resume by one slice at most (ADR 022).
 */
export const FRONT_SLICE_MS = 250;
const FRONT_SLICE_WALL_MS = 750;
/** How often a file's CPU time is looked at during its slice, and its clock after it. */
const SLICE_POLL_MS = 40;
const BUDGET_POLL_MS = 200;
/** Threads reading slow files aside at once. */
const MAX_ASIDE = 1;
/**
 * Files waiting for the front reader or for room aside, at most: the next upload is answered
 * 503 with Retry-After. Under the load benchmarks (ADR 012) a few files wait at a time.
 */
export const MAX_WAITING_FILES = 24;
/** Of those, slow files waiting for room aside (read again from the start when their turn comes). */
const MAX_SLOW_WAITING = 4;
/** Niceness of a thread reading a slow file aside: the lowest priority, after pages and the front reader. */
const ASIDE_NICENESS = 19;
/** Seconds a visitor is asked to wait when the readers are full. */
export const READER_RETRY_AFTER_SECONDS = 5;

export type DocumentReader = {
  extract(input: {
    fileName: string;
    /**
     * The file. Over a SharedArrayBuffer (as uploads are read, server/api/upload-body.ts) it is
     * shared with the reading thread; otherwise it is copied to it, on this thread.
     */
    bytes: Buffer;
    minCharacters: number;
    maxCharacters: number;
    /** Who sent the file (the visitor's hash): one visitor's slow file never holds up another's. */
    visitor?: string;
  }): Promise<string>;
  /**
   * Whether a file sent now would find room in the queue (checked before an upload's body is
   * read, so a full queue refuses it without reading it; ADR 022).
   */
  hasRoom(): boolean;
  close(): Promise<void>;
};

/**
 * Files posted to the front worker ahead of the one it is reading. The worker still reads one
 * at a time; posting ahead means the next file starts the moment one is done, instead of after
 * the answer has waited for a turn of the server's event loop and the next file has been sent
 * (under a mixed load that turn took long enough to hold uploads to ~1 per second, ADR 012).
 * Bounded, because each posted file is a copy in the worker's memory.
 */
const POSTED_AHEAD = 8;

type Pending = {
  job: DocumentJob;
  visitor: string;
  resolve: (text: string) => void;
  reject: (error: Error) => void;
  /** When its reading started (performance.now()), and the thread's CPU time then. */
  started?: { at: number; cpuMs: number | null };
};

type Reader = {
  worker: Worker;
  /** Posted to this worker, in the order it reads them: the first is the one being read. */
  posted: Pending[];
  aside: boolean;
  /** The worker's OS thread id, once it has said so (its CPU time, its priority). */
  threadId: number | null;
  ready: boolean;
  timer: NodeJS.Timeout | null;
};

const tooCostly = () => new DocumentTextError({ status: 422, message: DOCUMENT_MESSAGES.tooCostly });
const busy = () =>
  new DocumentTextError({
    status: 503,
    message: DOCUMENT_MESSAGES.busy,
    retryAfterSeconds: READER_RETRY_AFTER_SECONDS,
  });

/**
 * Reads uploaded resumes in worker threads, off the server's event loop (ADR 012), with the same
 * rules and messages as `extractDocumentText`, which they run. Every file has a time budget and a
 * memory ceiling; a file past either is refused with 422 and its thread replaced. The front
 * reader reads files one at a time in arrival order; one that outstays its slice while others
 * wait steps aside (ADR 022). The wait is bounded: beyond it, 503 with Retry-After. Without a
 * worker file (an unusual build) it reads in this thread, with none of those bounds.
 */
export function createDocumentReader({
  inThread = false,
  budgetMs = READ_BUDGET_MS,
  sliceMs = FRONT_SLICE_MS,
  maxWaiting = MAX_WAITING_FILES,
}: {
  inThread?: boolean;
  /** For tests: a shorter budget or slice, a shorter queue. */
  budgetMs?: number;
  sliceMs?: number;
  maxWaiting?: number;
} = {}): DocumentReader {
  const location = inThread ? null : locateWorkerEntry({ callerUrl: import.meta.url, name: "document-text-worker" });
  if (!location)
    return { extract: (input) => extractDocumentText(input), hasRoom: () => true, close: async () => undefined };
  const workerLocation = location;

  /** Files not yet posted to the front reader, in arrival order. */
  const waiting: Pending[] = [];
  /** Slow files stopped in front while the side was full: read aside, from the start, in turn. */
  const slowWaiting: Pending[] = [];
  let front: Reader | null = null;
  /**
   * Started with the front reader and kept as long as it is, warm, so a step aside swaps at once:
   * a new reading thread takes 1–2 s to load the PDF reader on a busy machine (ADR 022).
   */
  let spare: Reader | null = null;
  const aside = new Set<Reader>();
  let idleTimer: NodeJS.Timeout | null = null;
  let nextId = 1;

  function start({ isAside = false }: { isAside?: boolean } = {}): Reader {
    const worker = new Worker(workerLocation.source, {
      eval: workerLocation.eval,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    worker.unref();
    const reader: Reader = { worker, posted: [], aside: isAside, threadId: null, ready: false, timer: null };
    worker.on("message", (message: DocumentAnswer | ReaderNotice) => {
      if ("ready" in message) {
        // Loaded and warm: the clock of the file it was given starts now, not while it started.
        reader.ready = true;
        reader.threadId = message.threadId;
        if (reader.aside) lowerPriority(reader);
        beginHead(reader);
        return;
      }
      const index = reader.posted.findIndex((pending) => pending.job.id === message.id);
      if (index === -1) return;
      const [done] = reader.posted.splice(index, 1);
      if ("text" in message) done!.resolve(message.text);
      else if ("refused" in message) done!.reject(new DocumentTextError(message.refused));
      else done!.reject(new Error(`Reading an upload failed: ${message.failed}`));
      // A reader aside reads one file; what was posted to it behind that file went back to the queue.
      if (reader.aside) retire(reader);
      else beginHead(reader);
      pump();
    });
    // A thread past its memory ceiling raises ERR_WORKER_OUT_OF_MEMORY, then exits: the file it
    // was reading is refused as too costly; the files posted behind it go back to the queue.
    worker.on("error", (error: Error & { code?: string }) =>
      lose(reader, error.code === "ERR_WORKER_OUT_OF_MEMORY" ? tooCostly() : error),
    );
    worker.on("exit", () => lose(reader, tooCostly()));
    return reader;
  }

  function lowerPriority(reader: Reader): void {
    if (reader.threadId !== null) setThreadNiceness({ threadId: reader.threadId, niceness: ASIDE_NICENESS });
  }

  /** Stops a reader for good; nothing it still holds is answered by it. */
  function retire(reader: Reader): void {
    if (reader.timer) clearTimeout(reader.timer);
    reader.timer = null;
    aside.delete(reader);
    if (front === reader) front = null;
    if (spare === reader) spare = null;
    reader.worker.removeAllListeners("exit");
    reader.worker.removeAllListeners("error");
    reader.worker.on("error", () => undefined);
    void reader.worker.terminate();
  }

  /** The reader stopped or failed: its first file gets `reason`, the rest are read again elsewhere. */
  function lose(reader: Reader, reason: Error): void {
    if (front !== reader && spare !== reader && !aside.has(reader)) return;
    const [failed, ...others] = reader.posted;
    reader.posted = [];
    retire(reader);
    failed?.reject(reason);
    waiting.unshift(...others);
    pump();
  }

  /** Visitors with a slow file aside or waiting for room aside. */
  const heldVisitors = () =>
    new Set([...slowWaiting, ...[...aside].flatMap((reader) => reader.posted)].map((pending) => pending.visitor));

  /** Whether a file the front reader could take waits behind its current one. */
  function othersWait(reader: Reader): boolean {
    if (reader.posted.length > 1) return true;
    const held = heldVisitors();
    return waiting.some((pending) => !held.has(pending.visitor));
  }

  /**
   * The next file for the front reader: the first in arrival order whose visitor has no slow file
   * aside or waiting for room aside. A visitor whose file is slow has their other files read aside
   * too, one after another (at most `MAX_SLOW_WAITING` wait so; beyond, 503), so their files,
   * however many, hold up other visitors by one slice at most and never stop the front reader,
   * whose replacement would take a second or two to load (ADR 022).
   */
  function takeNext(): Pending | null {
    const held = heldVisitors();
    for (let index = 0; index < waiting.length;) {
      const pending = waiting[index]!;
      if (!held.has(pending.visitor)) return waiting.splice(index, 1)[0] ?? null;
      waiting.splice(index, 1);
      if (slowWaiting.length < MAX_SLOW_WAITING) slowWaiting.push(pending);
      else pending.reject(busy());
    }
    return null;
  }

  /**
   * Starts (or looks again at) the clock of the reader's first posted file: past its budget it is
   * refused; in front, past its slice with others waiting, it steps aside. CPU time has no timer:
   * it is looked at every few dozen milliseconds while the slice runs.
   */
  function beginHead(reader: Reader): void {
    if (reader.timer) clearTimeout(reader.timer);
    reader.timer = null;
    const head = reader.posted[0];
    if (!head || !reader.ready) return;
    const now = performance.now();
    const cpuNow = reader.threadId === null ? null : readThreadCpuMs(reader.threadId);
    head.started ??= { at: now, cpuMs: cpuNow };
    const elapsed = now - head.started.at;
    if (elapsed >= budgetMs) {
      lose(reader, tooCostly());
      return;
    }
    const cpuUsed = cpuNow !== null && head.started.cpuMs !== null ? cpuNow - head.started.cpuMs : elapsed;
    const sliceOver = cpuUsed >= sliceMs || elapsed >= Math.max(sliceMs, FRONT_SLICE_WALL_MS);
    if (!reader.aside && sliceOver && othersWait(reader)) {
      stepAside(reader);
      return;
    }
    const inSlice = !reader.aside && !sliceOver && othersWait(reader);
    reader.timer = setTimeout(
      () => beginHead(reader),
      Math.max(1, Math.min(inSlice ? SLICE_POLL_MS : BUDGET_POLL_MS, budgetMs - elapsed)),
    );
    reader.timer.unref();
  }

  /**
   * The front reader's file outstayed its slice with others waiting: its thread goes on reading
   * it aside, at the lowest priority, and the spare takes the queue. With the side full, the file
   * is stopped and waits for room aside (read again from the start), or, with that queue full
   * too, is answered 503: the front never waits on a slow file.
   */
  function stepAside(reader: Reader): void {
    const [slow, ...behind] = reader.posted;
    waiting.unshift(...behind);
    if (front === reader) front = null;
    if (!slow) {
      retire(reader);
    } else if (aside.size < MAX_ASIDE) {
      reader.posted = [slow];
      reader.aside = true;
      aside.add(reader);
      lowerPriority(reader);
      beginHead(reader);
    } else {
      reader.posted = [];
      retire(reader);
      if (slowWaiting.length < MAX_SLOW_WAITING) {
        slow.started = undefined;
        slowWaiting.push(slow);
      } else {
        slow.reject(busy());
      }
    }
    pump();
  }

  function pump(): void {
    startAside();
    if (waiting.length === 0 && (front?.posted.length ?? 0) === 0) {
      if (aside.size > 0) return;
      idleTimer ??= setTimeout(() => {
        idleTimer = null;
        for (const reader of [front, spare]) if (reader) retire(reader);
      }, IDLE_STOP_MS).unref();
      return;
    }
    if (idleTimer) {
      clearTimeout(idleTimer);
      idleTimer = null;
    }
    if (waiting.length > 0 && !front) {
      front = spare ?? start();
      spare = null;
    }
    while (front && waiting.length > 0 && front.posted.length < POSTED_AHEAD) {
      const pending = takeNext();
      if (!pending) break;
      front.posted.push(pending);
      front.worker.postMessage(pending.job);
      if (front.posted.length === 1) beginHead(front);
    }
    startAside();
    spare ??= start();
  }

  /** Gives the next slow file waiting a thread aside, when there is room. */
  function startAside(): void {
    while (aside.size < MAX_ASIDE && slowWaiting.length > 0) {
      const reader = start({ isAside: true });
      aside.add(reader);
      const pending = slowWaiting.shift()!;
      reader.posted.push(pending);
      reader.worker.postMessage(pending.job);
    }
  }

  const queued = () => waiting.length + slowWaiting.length + (front?.posted.length ?? 0);

  return {
    hasRoom: () => queued() < maxWaiting,
    extract({ fileName, bytes, minCharacters, maxCharacters, visitor = "" }) {
      return new Promise<string>((resolve, reject) => {
        if (queued() >= maxWaiting) {
          reject(busy());
          return;
        }
        waiting.push({
          job: { id: nextId++, fileName, bytes, minCharacters, maxCharacters },
          visitor,
          resolve,
          reject,
        });
        pump();
        // A file that already outstayed its slice steps aside now that this one waits.
        if (front) beginHead(front);
      });
    },
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      const readers = [front, spare, ...aside].filter((reader): reader is Reader => reader !== null);
      for (const reader of readers) retire(reader);
      await Promise.all(readers.map((reader) => reader.worker.terminate().catch(() => undefined)));
    },
  };
}
