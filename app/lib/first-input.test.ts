import { describe, expect, it } from "vitest";
import { FIRST_INPUT_EVENTS, startOnFirstInput } from "./first-input";

describe("startOnFirstInput", () => {
  it("starts once, at the first input of any kind, and stops listening", () => {
    for (const first of FIRST_INPUT_EVENTS) {
      const target = new EventTarget();
      let starts = 0;
      startOnFirstInput({ target, start: () => starts++ });
      target.dispatchEvent(new Event("resize"));
      expect(starts, "an event that is not an input").toBe(0);
      target.dispatchEvent(new Event(first));
      expect(starts, first).toBe(1);
      for (const later of FIRST_INPUT_EVENTS) target.dispatchEvent(new Event(later));
      expect(starts, `after ${first}`).toBe(1);
    }
  });

  it("starts synchronously, while the event is still being dispatched", () => {
    const target = new EventTarget();
    const order: string[] = [];
    startOnFirstInput({ target, start: () => order.push("start") });
    target.addEventListener("pointerdown", () => order.push("page"));
    target.dispatchEvent(new Event("pointerdown"));
    expect(order).toEqual(["start", "page"]);
  });

  it("can be started at once, and then ignores inputs", () => {
    const target = new EventTarget();
    let starts = 0;
    const startNow = startOnFirstInput({ target, start: () => starts++ });
    startNow();
    startNow();
    target.dispatchEvent(new Event("keydown"));
    expect(starts).toBe(1);
  });
});
