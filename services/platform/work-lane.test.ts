import { afterEach, describe, expect, it, vi } from "vitest";
import { ServiceError } from "./service-error";
import { createWorkLane, LANE_RETRY_AFTER_S } from "./work-lane";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe("createWorkLane (expensive requests one slice of the event loop at a time)", () => {
  it("runs at most `concurrency` tasks at once and the rest in arrival order", async () => {
    const lane = createWorkLane({ concurrency: 2 });
    const started: number[] = [];
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const runs = gates.map((gate, i) =>
      lane.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await settle();
    await settle();
    expect(started).toEqual([0, 1]);
    expect(lane.load).toEqual({ running: 2, waiting: 2 });
    gates[1]!.resolve();
    await expect(runs[1]).resolves.toBe(1);
    await settle();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    gates[3]!.resolve();
    await expect(Promise.all(runs)).resolves.toEqual([0, 1, 2, 3]);
    expect(lane.load).toEqual({ running: 0, waiting: 0 });
  });

  it("passes a task's failure on and frees its place", async () => {
    const lane = createWorkLane({ concurrency: 1 });
    const failing = lane.run(() => Promise.reject(new Error("no")));
    const throwing = lane.run(() => {
      throw new Error("at once");
    });
    const next = lane.run(async () => "next");
    await expect(failing).rejects.toThrow("no");
    await expect(throwing).rejects.toThrow("at once");
    await expect(next).resolves.toBe("next");
  });

  it("starts queued work in a later turn than the one whose slice is spent, so ready I/O is answered in between", async () => {
    let clock = 0;
    const lane = createWorkLane({ concurrency: 1, sliceMs: 10, now: () => clock });
    const order: string[] = [];
    const first = lane.run(async () => {
      order.push("first");
      // A request that becomes ready while this long, CPU-bound task runs.
      setImmediate(() => order.push("other request"));
      clock += 50;
    });
    const second = lane.run(async () => {
      order.push("second");
    });
    await Promise.all([first, second]);
    expect(order).toEqual(["first", "other request", "second"]);
  });

  it("answers 503 with Retry-After to a request that waited past the limit, and still runs the others", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const lane = createWorkLane({ concurrency: 1, maxWaitMs: 1_000 });
    const blocker = deferred();
    const running = lane.run(() => blocker.promise);
    await settle();
    const waiting = lane.run(async () => "never");
    const caught = waiting.catch((error: unknown) => error);
    vi.advanceTimersByTime(1_000);
    const error = await caught;
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ status: 503, retryAfterSeconds: LANE_RETRY_AFTER_S });
    blocker.resolve();
    await running;
    await expect(lane.run(async () => "after")).resolves.toBe("after");
  });
});
