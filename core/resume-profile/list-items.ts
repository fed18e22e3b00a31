/** De-duplicates ignoring case and spacing, keeping the first spelling, up to a limit. */
export function uniqueItems({ items, limit }: { items: readonly string[]; limit: number }): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of items) {
    const key = item.toLowerCase().replace(/\s+/g, " ").trim();
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    result.push(item);
    if (result.length === limit) break;
  }
  return result;
}

export const CERTIFICATION_HINT = /\b(?:certified|certification|certificate|licen[cs]ed?|licensure)\b/i;
