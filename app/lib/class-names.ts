import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, skipping falsy ones. Components never pass two utilities that set the same
 * property (a button's colours and sizes are variants, see `ui/button.tsx`), so no merging
 * library has to run on every render.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
