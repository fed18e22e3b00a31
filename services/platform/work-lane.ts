import { ServiceError } from "./service-error";

/**
 * A lane for expensive requests (new assessments, re-scoring) that keeps the event loop free for
 * cheap ones. Without it, every write whose body arrived in one turn of the loop ran back to back
 * in that turn (a write's matching and scoring is a few milliseconds of main-thread work), so a
 * cached page that arrived meanwhile waited behind all of them (ADR 012).
 *
 * The lane runs at most `concurrency` requests at once and starts them only during its own
 * "turn", a `setImmediate` callback: a turn starts queued requests until `sliceMs` of wall time
 * has gone by since it began, then hands the loop back so that the sockets that became ready
 * meanwhile are answered before the next turn. When the oldest queued request has waited
 * `behindAfterMs`, turns grow to `behindSliceMs` until the queue catches up, so writes are not
 * starved by an endless stream of cheap requests. Nothing is refused while it waits; a request
 * that has waited `maxWaitMs` (below the clients' usual 20–30 s timeouts) is answered 503 with
 * Retry-After, a last resort that a lane sized for the machine never reaches.
 *
 * Only work that keeps the CPU busy belongs in the lane: a task that waits seconds for an AI
 * provider would hold its place meanwhile, so callers run such calls outside it.
 *
 * Per process by design: it orders this process's own work and holds no state that other
 * instances need (limits and quotas stay in the database).
 */
export type WorkLane = {
  /** Runs `task` once the lane has room, and frees the room when it settles. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Requests running and waiting (for tests and diagnostics). */
  readonly load: { running: number; waiting: number };
};

/** Seconds a client is asked to wait after a lane timeout (the Retry-After header). */
export const LANE_RETRY_AFTER_S = 5;
export const LANE_BUSY_MESSAGE = "The server is busy. Please try again in a few seconds.";

/** A lane that runs everything at once: for tests and callers without a lane. */
export const unboundedLane: WorkLane = { run: (task) => task(), load: { running: 0, waiting: 0 } };

type Waiter = { start: () => void; timer: NodeJS.Timeout; queuedAt: number };

export function createWorkLane({
  concurrency,
  sliceMs = 10,
  behindAfterMs = 500,
  behindSliceMs = 60,
  maxWaitMs = 15_000,
  now = () => performance.now(),
}: {
  concurrency: number;
  /** Wall time a turn may go on starting queued requests before it yields to I/O. */
  sliceMs?: number;
  /**
   * When the oldest queued request has waited this long, the lane is falling behind: its turns
   * may then run for `behindSliceMs`, so the wait for a write stays bounded (cheap requests
   * wait a little longer meanwhile).
   */
  behindAfterMs?: number;
  behindSliceMs?: number;
  /** Longest wait in the queue before the request is answered 503. */
  maxWaitMs?: number;
  now?: () => number;
}): WorkLane {
  const waiting: Waiter[] = [];
  let running = 0;
  let turnStartedAt = -Infinity;
  let turnScheduled = false;

  function scheduleTurn(): void {
    if (turnScheduled) return;
    turnScheduled = true;
    setImmediate(() => {
      turnScheduled = false;
      turnStartedAt = now();
      dispatch();
    });
  }

  /** Starts what fits now; a start outside the current turn's slice waits for the next turn. */
  function dispatch(): void {
    while (running < concurrency && waiting.length > 0) {
      const at = now();
      const slice = at - waiting[0]!.queuedAt >= behindAfterMs ? behindSliceMs : sliceMs;
      if (at - turnStartedAt >= slice) {
        scheduleTurn();
        return;
      }
      const next = waiting.shift()!;
      clearTimeout(next.timer);
      running += 1;
      next.start();
    }
  }

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const waiter: Waiter = {
          start: () => {
            let settled = false;
            const release = () => {
              if (settled) return;
              settled = true;
              running -= 1;
              dispatch();
            };
            let started: Promise<T>;
            try {
              started = task();
            } catch (error) {
              started = Promise.reject(error);
            }
            started.then(
              (value) => {
                resolve(value);
                release();
              },
              (error: unknown) => {
                reject(error);
                release();
              },
            );
          },
          timer: setTimeout(() => {
            const index = waiting.indexOf(waiter);
            if (index === -1) return;
            waiting.splice(index, 1);
            reject(
              new ServiceError({ status: 503, message: LANE_BUSY_MESSAGE, retryAfterSeconds: LANE_RETRY_AFTER_S }),
            );
          }, maxWaitMs),
          queuedAt: now(),
        };
        waiting.push(waiter);
        dispatch();
      });
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
