import { countWords, isSentenceLike, stripBullet, trimPunctuation } from "./bullet-lines";
import { CERTIFICATION_HINT, uniqueItems } from "./list-items";
import type { SectionedLine } from "./resume-sections";

const MAX_CERTIFICATIONS = 20;
const MAX_CERTIFICATION_LENGTH = 120;
const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?";
const DATE_NOTE =
  "(?:(?:issued|obtained|earned|awarded|expires?|exp\\.?|valid(?: until| through)?|renewed|since)\\s*:?\\s*)?";
// "(2021)", "(Issued Mar 2021)", ", 2021", " — exp. 2025", " 2019 - 2022".
const PARENTHESISED_DATE = /\s*\([^()]*\b(?:19|20)\d\d\b[^()]*\)/gi;
const TRAILING_DATE = new RegExp(
  `[\\s,;|–—-]+${DATE_NOTE}(?:${MONTH}\\s+)?(?:19|20)\\d\\d(?:\\s*[-–—]\\s*(?:(?:${MONTH}\\s+)?(?:19|20)\\d\\d|present|current))?\\s*$`,
  "i",
);
// The part after a comma is an issuer or a place, so the comma is not a list separator:
// "Registered Nurse, State of Ohio".
const ISSUER_OR_PLACE =
  /\b(?:state|board|department|dept|council|commission|association|institute|university|college|society|agency|ministry|of)\b/i;
const ACRONYM = /^[A-Z0-9][A-Z0-9&+-]{1,7}$/;

function splitCertificationLine(text: string): string[] {
  const items = text.split(/\s*[;|•·▪]\s*|\s{2,}/);
  return items.flatMap((item) => {
    const parts = item.split(/\s*,\s*/).filter((part) => part !== "");
    const isList =
      parts.length >= 2 &&
      !parts.some((part) => ISSUER_OR_PLACE.test(part) || /^(?:19|20)\d\d$/.test(part)) &&
      (parts.length >= 3 ? parts.every((part) => countWords(part) <= 4) : parts.every((part) => ACRONYM.test(part)));
    return isList ? parts : [item];
  });
}

function cleanCertification(text: string): string {
  return trimPunctuation(text.replace(PARENTHESISED_DATE, "").replace(TRAILING_DATE, ""));
}

/**
 * Certifications and licences: everything in a certifications section, plus lines in skills
 * and education sections that say certified/certificate/licence and are not degrees.
 */
export function extractCertifications({
  lines,
  isDegreeLine,
}: {
  lines: readonly SectionedLine[];
  isDegreeLine: (text: string) => boolean;
}): string[] {
  const items = lines
    .filter((line) => !line.isHeading && line.text !== "")
    .filter(
      (line) =>
        line.section === "certifications" ||
        ((line.section === "skills" || line.section === "education") &&
          CERTIFICATION_HINT.test(line.text) &&
          !isDegreeLine(line.text)),
    )
    .map((line) => stripBullet(line.text))
    .filter((text) => !isSentenceLike(text) || CERTIFICATION_HINT.test(text))
    .flatMap(splitCertificationLine)
    .map(cleanCertification)
    .filter((item) => item.length >= 2 && item.length <= MAX_CERTIFICATION_LENGTH && /\p{L}/u.test(item));
  return uniqueItems({ items, limit: MAX_CERTIFICATIONS });
}
