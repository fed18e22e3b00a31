/** Meta length guides of content-and-cms.md §5. Hints only: they never block saving. */

export type LengthHint = { tone: "good" | "warn"; text: string } | null;

export const metaTitleLimit = 60;
export const metaDescriptionLimit = 160;

export function describeMetaTitleLength(value: string): LengthHint {
  const length = value.length;
  if (length === 0) return null;
  if (length < 30) return { tone: "warn", text: "Too short - aim for 30-60 characters" };
  if (length > 60) return { tone: "warn", text: "Too long - may be truncated in search results" };
  return { tone: "good", text: "Good length for search results" };
}

/**
 * §5 gives the description no "(not empty)" exception (unlike the title), so an empty
 * description already asks for 120-160 characters.
 */
export function describeMetaDescriptionLength(value: string): LengthHint {
  const length = value.length;
  if (length < 120) return { tone: "warn", text: "Too short - aim for 120-160 characters" };
  if (length > 160) return { tone: "warn", text: "Too long - will be truncated in search results" };
  return { tone: "good", text: "Perfect length for search results" };
}
