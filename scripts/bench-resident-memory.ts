/**
 * Resident memory of a bench's server process (issue #37: after a bench, memory returns to within
 * 20 % of its value after warm-up). Used by bench:load and bench:hostile-uploads.
 */
import { readFileSync } from "node:fs";

/** How far above its value after warm-up resident memory may settle after a bench. */
export const RETURN_TARGET_PERCENT = 20;

/**
 * Idle time before memory counts as "at rest": the reading threads stop after a minute without a
 * file (integrations/document-text-pool.ts), and the heap shrinks at the next collections.
 */
export const DEFAULT_SETTLE_SECONDS = 75;

/** The process's resident memory now, in MB (0 once it has exited). */
export function readResidentMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The median of ten samples a second apart, after `settleSeconds` idle. */
export async function measureAtRest({
  pid,
  settleSeconds,
  label,
}: {
  pid: number;
  settleSeconds: number;
  label: string;
}): Promise<number> {
  console.log(`\nwaiting ${settleSeconds} s for the server to come to rest (${label})…`);
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  const samples: number[] = [];
  for (let i = 0; i < 10; i++) {
    samples.push(readResidentMb(pid));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const median = [...samples].sort((a, b) => a - b)[5]!;
  console.log(`resident memory at rest ${label}: ${median.toFixed(0)} MB`);
  return median;
}

const describeGrowth = ({ value, base }: { value: number; base: number }) => {
  const growth = (100 * (value - base)) / base;
  return `${value.toFixed(0)} MB (${growth >= 0 ? "+" : ""}${growth.toFixed(0)} %)`;
};

/** Whether memory at rest after the bench is within the target of its value after warm-up. */
export function isWithinTarget({ afterWarmUp, afterSettle }: { afterWarmUp: number; afterSettle: number }): boolean {
  return afterSettle <= afterWarmUp * (1 + RETURN_TARGET_PERCENT / 100);
}

/** One line: after warm-up, right after the bench, after the settle, and the verdict. */
export function printMemoryReturn({
  afterWarmUp,
  afterBench,
  afterSettle,
  settleSeconds,
}: {
  afterWarmUp: number;
  afterBench: number;
  afterSettle: number;
  settleSeconds: number;
}): boolean {
  const ok = isWithinTarget({ afterWarmUp, afterSettle });
  console.log(
    `resident memory: ${afterWarmUp.toFixed(0)} MB at rest after warm-up; ` +
      `${describeGrowth({ value: afterBench, base: afterWarmUp })} right after the bench; ` +
      `${describeGrowth({ value: afterSettle, base: afterWarmUp })} after ${settleSeconds} s at rest ` +
      `(target within ${RETURN_TARGET_PERCENT} % of after warm-up: ${ok ? "ok" : "OVER TARGET"})`,
  );
  return ok;
}
