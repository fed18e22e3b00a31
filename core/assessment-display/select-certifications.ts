const MAX_CERTIFICATIONS = 3;
const MAX_CERTIFICATION_LENGTH = 50;
const ELLIPSIS = "…";

// The spec's fallback vocabulary for spotting certifications in free text.
const CERTIFICATION_HINT = /\b(?:AWS|Azure|Google Cloud|Oracle|Cisco|Microsoft|certified|certification)\b/i;

// A vendor's name alone names a product, not a credential ("Microsoft Word and Excel", "Built
// dashboards in Microsoft Power BI"): a phrase is shown as a certification only when it also reads
// as one: the words of a credential or its level, an exam code (AZ-900) or a vendor's credential
// (CCNA, MCSE, OCP).
const CREDENTIAL =
  /\b(?:certified|certifications?|certificates?|accredited|fundamentals|associate|professional|expert|practitioner|specialty|digital leader)\b|\b[A-Z]{2,3}-\d{3}\b|\b(?:CCNA|CCNP|CCIE|CCT|MCSE|MCSA|MCP|MOS|MCT|OCA|OCP|OCM)\b/i;

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
    if (phrase === "" || !CERTIFICATION_HINT.test(phrase) || !CREDENTIAL.test(phrase)) continue;
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
 * listed — up to three distinct certification mentions found in the text (a vendor's name with the
 * words of a credential; a skill such as "Microsoft Word and Excel" is no certification). Each is cut to
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
