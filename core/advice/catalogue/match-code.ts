import type { CodeOrPrefix } from "./catalogue-types";

/** Whether an O*NET-SOC code falls under a table key (a full code or a SOC code prefix). */
export function matchesCode(input: { code: string; key: CodeOrPrefix }): boolean {
  return input.code.startsWith(input.key);
}

/** Whether the code falls under any of the keys. */
export function matchesAnyCode(input: { code: string; keys: readonly CodeOrPrefix[] }): boolean {
  return input.keys.some((key) => input.code.startsWith(key));
}

/** The entry whose key is the longest prefix of the code (the most specific), or null. */
export function findMostSpecific<T>(input: {
  code: string;
  entries: readonly T[];
  keyOf: (entry: T) => string;
}): T | null {
  let best: T | null = null;
  let bestLength = -1;
  for (const entry of input.entries) {
    const key = input.keyOf(entry);
    if (input.code.startsWith(key) && key.length > bestLength) {
      best = entry;
      bestLength = key.length;
    }
  }
  return best;
}
