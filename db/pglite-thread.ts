import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";
import type { WorkerEntry } from "../config/worker-entry";
import {
  reviveError,
  type PgliteThreadOptions,
  type QueryShape,
  type ThreadAnswer,
  type ThreadReady,
  type ThreadRequest,
} from "./pglite-thread-protocol";

/** The part of PGlite's API that Drizzle's PGlite driver and our health check use. */
export type PgliteLike = {
  readonly closed: boolean;
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  transaction<T>(callback: (tx: PgliteLike) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** A request without its id: the client numbers them. */
type Unnumbered<T> = T extends unknown ? Omit<T, "id"> : never;

/**
 * Column types Drizzle asks to receive as PostgreSQL's text (it parses dates and intervals
 * itself). Parsers are functions and cannot cross to another thread, so the database's thread
 * applies "as text" to the listed types; any other parser is refused rather than ignored.
 */
function shapeOf(options: QueryOptions | undefined): QueryShape {
  const rawTypes: number[] = [];
  for (const [type, parse] of Object.entries(options?.parsers ?? {})) {
    const probe = "2026-01-01 00:00:00";
    if (parse(probe, Number(type)) !== probe) throw new Error(`Only "as text" parsers reach the database thread`);
    rawTypes.push(Number(type));
  }
  if (options?.serializers || options?.blob) throw new Error("Serializers and blobs do not reach the database thread");
  return { rowMode: options?.rowMode ?? "object", rawTypes };
}

/** V8's young generation of the database thread, in MB (its default is sized for a large heap). */
const THREAD_YOUNG_GENERATION_MB = 8;

/**
 * The embedded database in a thread of its own: the same PGlite, reached by messages, so its
 * work (parsing, planning, running each query in WebAssembly) runs beside the event loop that
 * answers visitors instead of on it (docs/decisions/016-embedded-database-thread.md). Queries are
 * answered in the order PGlite runs them; a transaction holds other queries back there, as PGlite
 * does in this thread.
 */
export async function openPgliteThread({
  entry,
  options,
}: {
  entry: WorkerEntry;
  options: PgliteThreadOptions;
}): Promise<PgliteLike> {
  const worker = new Worker(entry.source, {
    eval: entry.eval,
    workerData: options,
    // The thread's JavaScript is small (PGlite's glue and the messages); its database memory is
    // WebAssembly, outside this limit. A small young generation keeps short-lived message copies
    // from holding tens of megabytes (ADR 017). No old-generation limit: running out would stop
    // the database.
    resourceLimits: { maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB },
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let closed = false;
  let stopped: Error | null = null;

  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    worker.once("error", failed);
    worker.once("exit", (code) => failed(new Error(`The embedded database's thread exited (${code}) while opening`)));
    worker.once("message", (ready: ThreadReady) => {
      worker.off("error", failed);
      worker.removeAllListeners("exit");
      if (ready.ready) resolve();
      else reject(reviveError(ready.error));
    });
  });

  worker.on("message", (answer: ThreadAnswer) => {
    const pending = waiting.get(answer.id);
    if (!pending) return;
    waiting.delete(answer.id);
    if ("error" in answer) pending.reject(reviveError(answer.error));
    else pending.resolve(answer.value);
  });
  const stop = (error: Error) => {
    stopped = error;
    closed = true;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  worker.on("error", (error) => stop(new Error(`The embedded database's thread failed: ${error.message}`)));
  worker.on("exit", (code) => stop(new Error(`The embedded database's thread stopped (${code})`)));

  function send<T>(request: Unnumbered<ThreadRequest>): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  function runner(transaction?: number): Omit<PgliteLike, "close" | "closed" | "transaction"> {
    return {
      query: <T>(text: string, params: unknown[] = [], queryOptions?: QueryOptions) =>
        send<Results<T>>({ kind: "query", text, params, shape: shapeOf(queryOptions), transaction }),
      exec: (text: string) => send<Results[]>({ kind: "exec", text, transaction }),
    };
  }

  const client: PgliteLike = {
    get closed() {
      return closed;
    },
    ...runner(),
    async transaction<T>(callback: (tx: PgliteLike) => Promise<T>): Promise<T> {
      const transaction = await send<number>({ kind: "begin" });
      const tx: PgliteLike = {
        ...runner(transaction),
        closed: false,
        transaction: () => Promise.reject(new Error("Nested transactions use savepoints")),
        close: () => Promise.reject(new Error("A transaction cannot close the database")),
      };
      let result: T;
      try {
        result = await callback(tx);
      } catch (error) {
        await send({ kind: "end", transaction, commit: false });
        throw error;
      }
      await send({ kind: "end", transaction, commit: true });
      return result;
    },
    async close() {
      if (closed) return;
      await send({ kind: "close" });
      closed = true;
      await worker.terminate();
    },
  };
  return client;
}
