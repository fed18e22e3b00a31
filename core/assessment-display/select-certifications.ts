const MAX_CERTIFICATIONS = 3;
const MAX_CERTIFICATION_LENGTH = 50;
const ELLIPSIS = "…";

// The spec's fallback vocabulary for spotting certifications in free text.
const CERTIFICATION_HINT = /\b(?:AWS|Azure|Google Cloud|Oracle|Cisco|Microsoft|certified|certification)\b/i;

// A mention in free text is reported as the phrase around the keyword ("AWS Certified
// Developer"), not the bare keyword, so a text match is as readable as a list entry. A phrase
// ends at list punctuation, a sentence end or a line break.
const PHRASE_BOUNDARY = /[\n\r,;|•·▪●]+|\.(?:\s+|$)/;

export function truncateCertification(certification: string): string {
  const text = certification.trim();
  if (text.length <= MAX_CERTIFICATION_LENGTH) return text;
  return text.slice(0, MAX_CERTIFICATION_LENGTH).trimEnd() + ELLIPSIS;
}

function findCertificationPhrases(text: string): string[] {
  const seen = new Set<string>();
  const phrases: string[] = [];
  for (const fragment of text.split(PHRASE_BOUNDARY)) {
    const phrase = fragment.replace(/\s+/g, " ").trim();
    if (phrase === "" || !CERTIFICATION_HINT.test(phrase)) continue;
    const key = phrase.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    phrases.push(phrase);
    if (phrases.length === MAX_CERTIFICATIONS) break;
  }
  return phrases;
}

/**
 * The certifications line: the first three listed certifications, or — when none are
 * listed — up to three distinct certification mentions found in the text. Each is cut to
 * 50 characters plus an ellipsis.
 */
export function selectCertifications({
  certifications,
  text,
}: {
  certifications?: readonly (string | null | undefined)[] | null;
  text?: string | null;
}): string[] {
  const listed = (certifications ?? [])
    .filter((entry): entry is string => typeof entry === "string" && entry.trim() !== "")
    .slice(0, MAX_CERTIFICATIONS);
  const chosen = listed.length > 0 ? listed : findCertificationPhrases(text ?? "");
  return chosen.map(truncateCertification);
}
