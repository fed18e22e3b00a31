import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_REMOVE_DELAY_MS, dismissToast, getToasts, toast } from "./use-toast";

describe("toast store", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps at most one toast: a new toast replaces the open one", () => {
    toast({ title: "First" });
    toast({ title: "Second", variant: "destructive" });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: "Second", variant: "destructive", open: true });
  });

  it("closes a dismissed toast at once and removes it only after the removal delay", () => {
    vi.useFakeTimers();
    const { id } = toast({ title: "Saved", variant: "success" });
    dismissToast(id);
    expect(getToasts()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts().some((entry) => entry.id === id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getToasts().some((entry) => entry.id === id)).toBe(false);
  });
});
