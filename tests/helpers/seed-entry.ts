import { buildEntrySchema } from "../../core/content-types/build-content-schema";
import type { ContentType } from "../../core/content-types/content-type";
import type { EntryValues } from "../../core/content-types/field-values";
import { seedContent } from "../../db/seed/content/seed-content";

/**
 * For tests: the first-start entry of a content type (db/seed/content/) at `slug` (the first when
 * none is named), checked and typed as the public reader reads a stored entry.
 */
export function readSeedEntryForTest<T extends ContentType>({
  type,
  slug,
}: {
  type: T;
  slug?: string;
}): EntryValues<T> {
  const items: readonly unknown[] = (seedContent as Record<string, readonly unknown[] | undefined>)[type.path] ?? [];
  const schema = buildEntrySchema(type);
  const entries = items.map((item) => schema.parse(item));
  const entry = slug === undefined ? entries[0] : entries.find((candidate) => readSlug(candidate) === slug);
  if (!entry) throw new Error(`no seed entry of ${type.path}${slug ? ` at ${slug}` : ""}`);
  return entry;
}

function readSlug(entry: unknown): string | undefined {
  const slug = entry && typeof entry === "object" ? (entry as { slug?: unknown }).slug : undefined;
  return typeof slug === "string" ? slug : undefined;
}
