import { readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";

/**
 * Lowers the scheduling priority of the calling thread only (Linux: `setpriority` on the
 * thread's own id, found through /proc/thread-self), so that when the cores are busy the server's
 * event loop, which answers every visitor, gets the CPU first (ADR 017). The niceness goes up
 * `by` steps from the thread's own (at most 19, the lowest priority); raising it needs no privilege. Elsewhere, or where /proc is not mounted, it changes nothing and returns false:
 * the thread then runs at the process's priority, as before.
 */
export function lowerThisThreadPriority({ by }: { by: number }): boolean {
  const threadId = readThisThreadId();
  if (threadId === null) return false;
  try {
    setPriority(threadId, Math.min(19, getPriority(threadId) + by));
    return true;
  } catch {
    return false;
  }
}

/** The calling thread's OS id (Linux, through /proc/thread-self), or null elsewhere. */
export function readThisThreadId(): number | null {
  if (process.platform !== "linux") return null;
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    return Number.isInteger(threadId) && threadId > 0 ? threadId : null;
  } catch {
    return null;
  }
}

/**
 * Sets another thread of this process to `niceness` (Linux; only ever lower the priority: raising
 * it needs a privilege). Used to move a resume reader that is busy with a slow file behind
 * everything else (ADR 022). False where it cannot.
 */
export function setThreadNiceness({ threadId, niceness }: { threadId: number; niceness: number }): boolean {
  if (process.platform !== "linux") return false;
  try {
    if (getPriority(threadId) >= niceness) return true;
    setPriority(threadId, Math.min(19, niceness));
    return true;
  } catch {
    return false;
  }
}
