import { afterEach, describe, expect, it, vi } from "vitest";
import { createListeners, readSessionValue, writeSessionValue } from "./session-value";

function stubStorage(storage: Partial<Storage>): void {
  vi.stubGlobal("window", { sessionStorage: storage });
}

afterEach(() => vi.unstubAllGlobals());

describe("a value kept in this tab's session storage", () => {
  it("stores a value and removes it again when it is emptied", () => {
    const stored = new Map<string, string>();
    stubStorage({
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    });
    writeSessionValue({ key: "k", value: "sk-test" });
    expect(readSessionValue("k")).toBe("sk-test");
    writeSessionValue({ key: "k", value: "" });
    expect(stored.has("k")).toBe(false);
  });

  it("answers null and writes nothing where storage is blocked, without throwing", () => {
    const blocked = () => {
      throw new Error("SecurityError");
    };
    stubStorage({ getItem: blocked, setItem: blocked, removeItem: blocked });
    expect(readSessionValue("k")).toBeNull();
    expect(() => writeSessionValue({ key: "k", value: "v" })).not.toThrow();
  });

  it("tells each subscribed listener of a change until it unsubscribes", () => {
    const { subscribe, notify } = createListeners();
    const heard: string[] = [];
    const unsubscribe = subscribe(() => heard.push("a"));
    subscribe(() => heard.push("b"));
    notify();
    unsubscribe();
    notify();
    expect(heard).toEqual(["a", "b", "b"]);
  });
});
