import { describe, expect, it } from "vitest";
import { readThisThreadId } from "./thread-priority";
import { readThreadCpuMs } from "./thread-cpu-time";

describe("readThreadCpuMs", () => {
  it.runIf(process.platform === "linux")("counts the CPU time this thread spends, not time spent waiting", async () => {
    const threadId = readThisThreadId()!;
    const before = readThreadCpuMs(threadId)!;
    const spinUntil = performance.now() + 300;
    let spins = 0;
    while (performance.now() < spinUntil) spins += 1;
    const afterSpinning = readThreadCpuMs(threadId)!;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const afterWaiting = readThreadCpuMs(threadId)!;
    expect(spins).toBeGreaterThan(0);
    expect(afterSpinning).toBeGreaterThan(before);
    expect(afterWaiting - afterSpinning).toBeLessThan(50);
  });

  it("answers null for a thread that does not exist", () => {
    expect(readThreadCpuMs(2_147_483_000)).toBeNull();
  });
});
