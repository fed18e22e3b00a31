/**
 * A value this tab keeps in sessionStorage (gone when the tab closes) and in memory, with the
 * listeners React's useSyncExternalStore subscribes. Storage can be blocked (private modes,
 * in-app browsers): memory is then enough for the visit.
 */
export function readSessionValue(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionValue({ key, value }: { key: string; value: string | null }): void {
  try {
    if (value) window.sessionStorage.setItem(key, value);
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: the caller's memory copy is enough for this visit.
  }
}

/** The subscribers of one in-memory store: `subscribe` for React, `notify` after each change. */
export function createListeners(): { subscribe: (listener: () => void) => () => void; notify: () => void } {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
