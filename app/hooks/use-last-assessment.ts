import { useSyncExternalStore } from "react";
import { createListeners, readSessionValue, writeSessionValue } from "../lib/session-value";

/**
 * The id of this tab's latest assessment, so coming back to the home page still offers "View My
 * Career Risk Assessment" (§4). Kept in sessionStorage; a new file, new input or "New
 * Assessment" clears it.
 */
const STORAGE_KEY = "ajr-last-assessment";
const { subscribe, notify } = createListeners();
let current: string | null | undefined;

function read(): string | null {
  if (current !== undefined) return current;
  current = readSessionValue(STORAGE_KEY);
  return current;
}

export function setLastAssessment(id: string | null): void {
  if (read() === id) return;
  current = id;
  writeSessionValue({ key: STORAGE_KEY, value: id });
  notify();
}

export function useLastAssessment(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
