import { useSyncExternalStore } from "react";

/**
 * The id of this tab's latest assessment, so coming back to the home page still offers "View My
 * Career Risk Assessment" (§4). Kept in sessionStorage; a new file, new input or "New
 * Assessment" clears it.
 */
const STORAGE_KEY = "ajr-last-assessment";
const listeners = new Set<() => void>();
let current: string | null | undefined;

function read(): string | null {
  if (current !== undefined) return current;
  try {
    current = window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    current = null;
  }
  return current;
}

export function setLastAssessment(id: string | null): void {
  if (read() === id) return;
  current = id;
  try {
    if (id) window.sessionStorage.setItem(STORAGE_KEY, id);
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: memory is enough for this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLastAssessment(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
