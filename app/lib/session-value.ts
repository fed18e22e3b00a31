/**
 * This tab's sessionStorage, for values that must survive a reload but not the tab (the API key,
 * the latest assessment). Where storage is blocked (private modes, in-app browsers) reads answer
 * null and writes are skipped: the caller keeps the value in memory.
 */
export function readSessionValue(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`, or removes the key when `value` is null or empty. */
export function writeSessionValue({ key, value }: { key: string; value: string | null }): void {
  try {
    if (value) window.sessionStorage.setItem(key, value);
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: memory is enough for this visit.
  }
}

/** The change listeners of a `useSyncExternalStore` store. */
export function createListeners(): { subscribe: (listener: () => void) => () => void; notify: () => void } {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify: () => {
      for (const listener of listeners) listener();
    },
  };
}
