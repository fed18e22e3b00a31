/**
 * The fields a save really changed: an editor's form sends every field back, and the audit log
 * should name only those whose value differs from what was stored ("content", not all fourteen).
 */
function toComparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toComparable);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, toComparable(inner)]),
    );
  // A cleared optional field may be stored as null and sent back as "" (or left out).
  return value === undefined || value === "" ? null : value;
}

export function listChangedFields({
  stored,
  changes,
}: {
  /** The entry as stored, in the same flat shape the form edits. */
  stored: Readonly<Record<string, unknown>>;
  changes: Readonly<Record<string, unknown>>;
}): string[] {
  return Object.keys(changes).filter(
    (key) => JSON.stringify(toComparable(changes[key])) !== JSON.stringify(toComparable(stored[key])),
  );
}
