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
  if (process.platform !== "linux") return false;
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    setPriority(threadId, Math.min(19, getPriority(threadId) + by));
    return true;
  } catch {
    return false;
  }
}
