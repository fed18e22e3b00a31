import { useSyncExternalStore, type ReactNode } from "react";

/** Toast rules of assessment-flow.md §9: one at a time; removed 1,000,000 ms after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = "success" | "destructive" | "info";

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
};

export type ToastEntry = ToastInput & { id: string; open: boolean };

type Listener = () => void;

let toasts: ToastEntry[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastEntry[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    publish(toasts.filter((entry) => entry.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Closes one toast (or all); it leaves the store after the removal delay. */
export function dismissToast(id?: string): void {
  for (const entry of toasts) if (!id || entry.id === id) scheduleRemoval(entry.id);
  publish(toasts.map((entry) => (!id || entry.id === id ? { ...entry, open: false } : entry)));
}

/** Shows a toast; a newer toast replaces the older one (limit 1). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const emptyToasts: ToastEntry[] = [];

/** The current toasts (what the Toaster renders). */
export function getToasts(): readonly ToastEntry[] {
  return toasts;
}

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => emptyToasts,
  );
}
