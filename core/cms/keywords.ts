/** Keyword rules of content-and-cms.md §5. */

/** Adding one keyword: empty input and duplicates (case-insensitive) are ignored. */
export function addKeyword({ keywords, input }: { keywords: readonly string[]; input: string }): string[] {
  const keyword = input.trim();
  if (keyword === "") return [...keywords];
  if (keywords.some((existing) => existing.toLowerCase() === keyword.toLowerCase())) return [...keywords];
  return [...keywords, keyword];
}

export function removeKeyword({ keywords, keyword }: { keywords: readonly string[]; keyword: string }): string[] {
  return keywords.filter((existing) => existing !== keyword);
}

/** Blog form: the keywords field is split on commas, trimmed, and empties dropped. */
export function splitKeywords(text: string): string[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** Page list: the first three keywords, and how many more there are ("+N more"). */
export function summariseKeywords(keywords: readonly string[], shown = 3): { shown: string[]; more: number } {
  return { shown: keywords.slice(0, shown), more: Math.max(0, keywords.length - shown) };
}

/** §9 suggested keywords with monthly search volumes. */
export const suggestedKeywords: readonly { keyword: string; volume: string }[] = [
  { keyword: "will AI replace my job", volume: "485K" },
  { keyword: "future of work", volume: "340K" },
  { keyword: "AI proof careers", volume: "125K" },
  { keyword: "automation risk assessment", volume: "89K" },
  { keyword: "career automation impact", volume: "22K" },
  { keyword: "job security AI", volume: "18K" },
  { keyword: "future proof skills", volume: "15K" },
  { keyword: "AI job displacement", volume: "12K" },
];
