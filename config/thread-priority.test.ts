import { readFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";

/** The niceness of one thread of this process, from the kernel's own record of it. */
function niceOfThread(threadId: number): number {
  const stat = readFileSync(`/proc/${process.pid}/task/${threadId}/stat`, "utf8");
  // Fields after the command name (which may hold spaces), 1-based: nice is field 19.
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
}

describe.runIf(process.platform === "linux")("lowerThisThreadPriority", () => {
  it("lowers the calling worker thread and leaves the rest of the process alone", async () => {
    const moduleUrl = new URL("./thread-priority.ts", import.meta.url).href;
    const source = `const { parentPort } = require("node:worker_threads");
const { readlinkSync } = require("node:fs");
import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(moduleUrl)}, ${JSON.stringify(import.meta.url)}))
  .then(({ lowerThisThreadPriority }) => {
    const lowered = lowerThisThreadPriority({ by: 7 });
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    parentPort.postMessage({ lowered, threadId });
    setTimeout(() => undefined, 2000);
  });`;
    const mainBefore = niceOfThread(process.pid);
    const worker = new Worker(source, { eval: true });
    try {
      const { lowered, threadId } = await new Promise<{ lowered: boolean; threadId: number }>((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      });
      const main = niceOfThread(process.pid);
      expect(lowered).toBe(true);
      expect(niceOfThread(threadId)).toBe(Math.min(19, main + 7));
      expect(main).toBe(mainBefore);
    } finally {
      await worker.terminate();
    }
  });
});
