/**
 * The embedded database's own thread: one PGlite instance, answering the server thread's
 * requests (db/pglite-thread.ts). PGlite runs each query to the end before the next, and holds
 * other queries back while a transaction is open, so requests need no locking here.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import {
  describeError,
  type PgliteThreadOptions,
  type QueryShape,
  type ThreadAnswer,
  type ThreadReady,
  type ThreadRequest,
} from "./pglite-thread-protocol";
import { lowerThisThreadPriority } from "../config/thread-priority";

/**
 * Niceness steps below the server's event loop (Linux). When the cores are busy, the event loop,
 * which answers cached pages and reads without this thread, gets the CPU first; a write waits a
 * little longer instead (ADR 012: under `bench:load` the cached kinds went from 10–11% to
 * 13–15% of their rate alone, writes' p99 stayed near 0.45 s).
 */
const DATABASE_THREAD_NICENESS = 5;
lowerThisThreadPriority({ by: DATABASE_THREAD_NICENESS });

const port = parentPort!;
const options = workerData as PgliteThreadOptions;

/** An open transaction: the PGlite handle, and how to end it. */
type OpenTransaction = { tx: Transaction; end: (commit: boolean) => void };

/** A parser that returns PostgreSQL's text as it is, for each listed column type. */
function parsersFor(shape: QueryShape): Record<number, (value: string) => string> {
  return Object.fromEntries(shape.rawTypes.map((type) => [type, (value: string) => value]));
}

/** Thrown inside PGlite's transaction callback so that PGlite rolls back. */
const ROLL_BACK = Symbol("roll back");

async function serve(db: PGlite): Promise<void> {
  const transactions = new Map<number, OpenTransaction>();
  let nextTransaction = 1;

  const runner = (transaction: number | undefined): PGlite | Transaction => {
    if (transaction === undefined) return db;
    const open = transactions.get(transaction);
    if (!open) throw new Error(`No open transaction ${transaction}`);
    return open.tx;
  };

  async function handle(request: ThreadRequest): Promise<unknown> {
    switch (request.kind) {
      case "query": {
        const { text, params, shape, transaction } = request;
        return runner(transaction).query(text, params, { rowMode: shape.rowMode, parsers: parsersFor(shape) });
      }
      case "exec":
        return runner(request.transaction).exec(request.text);
      case "begin": {
        const number = nextTransaction++;
        return new Promise<number>((begun, failed) => {
          db.transaction(
            (tx) =>
              new Promise<void>((committed, rolledBack) => {
                transactions.set(number, { tx, end: (commit) => (commit ? committed() : rolledBack(ROLL_BACK)) });
                begun(number);
              }),
          )
            .catch((error: unknown) => {
              if (error !== ROLL_BACK) throw error;
            })
            .then(
              () => finish(number, null),
              (error: unknown) => {
                finish(number, error);
                failed(error);
              },
            );
        });
      }
      case "end": {
        const open = transactions.get(request.transaction);
        if (!open) throw new Error(`No open transaction ${request.transaction}`);
        return new Promise<void>((ended, failed) => {
          ending.set(request.transaction, { ended, failed });
          open.end(request.commit);
        });
      }
      case "close":
        await db.close();
        return null;
    }
  }

  /** Who waits for each transaction's COMMIT or ROLLBACK to finish. */
  const ending = new Map<number, { ended: () => void; failed: (error: unknown) => void }>();
  function finish(transaction: number, error: unknown): void {
    transactions.delete(transaction);
    const waiting = ending.get(transaction);
    ending.delete(transaction);
    if (!waiting) return;
    if (error) waiting.failed(error);
    else waiting.ended();
  }

  port.on("message", (request: ThreadRequest) => {
    handle(request).then(
      (value) => {
        const answer: ThreadAnswer = { id: request.id, value };
        port.postMessage(answer);
        if (request.kind === "close") port.close();
      },
      (error: unknown) => {
        const answer: ThreadAnswer = { id: request.id, error: describeError(error) };
        port.postMessage(answer);
      },
    );
  });
}

PGlite.create({ dataDir: options.dataDir, postgresqlconf: options.settings }).then(
  (db) => {
    const ready: ThreadReady = { ready: true };
    port.postMessage(ready);
    return serve(db);
  },
  (error: unknown) => {
    const ready: ThreadReady = { ready: false, error: describeError(error) };
    port.postMessage(ready);
  },
);
