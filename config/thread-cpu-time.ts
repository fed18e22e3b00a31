import { readFileSync } from "node:fs";

/** Linux counts a thread's CPU time in clock ticks of 1/100 s (USER_HZ, the same on every architecture). */
const MS_PER_TICK = 10;

/**
 * CPU time (user + system, in ms) used so far by one thread of this process, from
 * /proc/self/task/<id>/stat; null elsewhere or when the thread is gone. Unlike the wall clock,
 * it does not grow while the thread waits for a busy core: it measures what a file costs to
 * read, not how loaded the machine is (ADR 022).
 */
export function readThreadCpuMs(threadId: number): number | null {
  if (process.platform !== "linux") return null;
  try {
    const stat = readFileSync(`/proc/self/task/${threadId}/stat`, "utf8");
    // The command name (in parentheses) may hold spaces: the fields are read after it.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * MS_PER_TICK : null;
  } catch {
    return null;
  }
}
