/**
 * A least-recently-used map bounded by entry count and by approximate bytes: each entry's size
 * is estimated by `sizeOf` when it is stored, and the least recently used entries are dropped
 * until both limits hold. For answers computed from data that never changes in a process (the
 * occupation dataset), so entries never go stale; only memory bounds them.
 */
export type BoundedLru<K, V> = {
  /** The value for `key` (now the most recently used), or undefined. */
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  /** The cached value for `key`, or `compute(key)` stored and returned. */
  remember(key: K, compute: (key: K) => V): V;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
};

export function createBoundedLru<K, V>({
  maxEntries,
  maxBytes,
  sizeOf,
}: {
  maxEntries: number;
  maxBytes: number;
  /** Approximate bytes held by one entry (key and value). */
  sizeOf: (key: K, value: V) => number;
}): BoundedLru<K, V> {
  const entries = new Map<K, { value: V; bytes: number }>();
  let bytes = 0;

  function remove(key: K): void {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  function get(key: K): V | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    entries.set(key, entry);
    return entry.value;
  }

  function set(key: K, value: V): void {
    remove(key);
    const size = sizeOf(key, value);
    if (size > maxBytes || maxEntries <= 0) return;
    entries.set(key, { value, bytes: size });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  return {
    get,
    set,
    remember(key, compute) {
      const cached = get(key);
      if (cached !== undefined) return cached;
      const value = compute(key);
      set(key, value);
      return value;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/** Rough bytes of a JSON-like key and value: their serialised length, twice for UTF-16 strings, plus overhead. */
export function estimateJsonBytes(key: unknown, value: unknown): number {
  return 2 * (JSON.stringify(key ?? null).length + JSON.stringify(value ?? null).length) + 64;
}
