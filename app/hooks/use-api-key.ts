import { useCallback, useSyncExternalStore } from "react";
import { createListeners, readSessionValue, writeSessionValue } from "../lib/session-value";

/**
 * The visitor's API key. It lives in memory and, so a reload of the tab keeps it, in
 * sessionStorage (gone when the tab closes) — never in localStorage, never in a cookie. It is
 * only ever sent as a Bearer header on an analysis call.
 */
const STORAGE_KEY = "ajr-api-key";
/** Set by the result page's "New Assessment" actions; the home page clears the key when it sees it. */
export const CLEAR_API_KEY_FLAG = "clearApiKey";

/** `resets` counts deliberate clears, so the key field can empty itself when one happens. */
type KeyState = { key: string; connected: boolean; resets: number };

const EMPTY: KeyState = { key: "", connected: false, resets: 0 };
let state: KeyState | null = null;
const { subscribe, notify } = createListeners();

function readStoredKey(): KeyState {
  if (state) return state;
  const stored = readSessionValue(STORAGE_KEY);
  state = stored ? { key: stored, connected: true, resets: 0 } : EMPTY;
  return state;
}

function publish(next: KeyState): void {
  state = next;
  writeSessionValue({ key: STORAGE_KEY, value: next.connected ? next.key : null });
  notify();
}

/** Forgets the key everywhere and empties the key field (clearKey=true, the clear flag). */
export function clearApiKey(): void {
  publish({ key: "", connected: false, resets: readStoredKey().resets + 1 });
}

/** Asks the next home page visit to clear the key (session flag of assessment-flow.md §2). */
export function requestApiKeyClear(): void {
  try {
    window.sessionStorage.setItem(CLEAR_API_KEY_FLAG, "true");
  } catch {
    clearApiKey();
  }
}

/** Reads and removes the clear flag; true when it was set. */
export function consumeApiKeyClearRequest(): boolean {
  try {
    const requested = window.sessionStorage.getItem(CLEAR_API_KEY_FLAG) !== null;
    if (requested) window.sessionStorage.removeItem(CLEAR_API_KEY_FLAG);
    return requested;
  } catch {
    return false;
  }
}

export function useApiKey() {
  const current = useSyncExternalStore(subscribe, readStoredKey, () => EMPTY);
  const connect = useCallback((key: string) => publish({ key, connected: true, resets: readStoredKey().resets }), []);
  // Editing the field only drops the Connected state; the typed text stays.
  const disconnect = useCallback(() => publish({ key: "", connected: false, resets: readStoredKey().resets }), []);
  return {
    apiKey: current.connected ? current.key : "",
    connected: current.connected,
    resets: current.resets,
    connect,
    disconnect,
  };
}
