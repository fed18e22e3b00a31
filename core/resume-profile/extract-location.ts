import { splitFields } from "./bullet-lines";
import { readRegion } from "./place-names";
import type { SectionedLine } from "./resume-sections";

export interface ResumeLocation {
  city: string;
  /** State, province or country as written, e.g. "TX", "Ohio", "United Kingdom". */
  region: string;
}

const LOCATION_LABEL = /^(?:address|location|based in|lives in|home)\s*[:\-–]?\s*/i;
const NOT_A_PLACE = /@|https?:|www\.|linkedin|github|\d{3}[\s.)-]*\d{3}/i;
const CITY = /^\p{Lu}[\p{L}.'’ -]{1,40}$/u;
const INSTITUTION = /\b(?:university|college|institute|school|department|hospital|inc|ltd|llc)\b/i;
const MAX_LINES_SEARCHED = 30;

function readCityRegion({ field, name }: { field: string; name: string | null }): ResumeLocation | null {
  const parts = field.split(",").map((part) => part.trim());
  for (let r = 1; r < parts.length; r += 1) {
    const region = readRegion(parts[r] ?? "");
    if (!region) continue;
    // Walk back over a postcode or street to the city: "14 Harbour Road, Bristol, BS1 5TT, UK".
    for (let c = r - 1; c >= 0; c -= 1) {
      const city = parts[c] ?? "";
      if (/\d/.test(city)) continue;
      if (!CITY.test(city) || INSTITUTION.test(city) || city.split(" ").length > 4) break;
      if (name && city.toLowerCase() === name.toLowerCase()) break;
      return { city, region };
    }
  }
  return null;
}

/** City and region from the header or contact block, e.g. "Seattle, WA 98101". */
export function extractLocation({
  lines,
  name,
}: {
  lines: readonly SectionedLine[];
  name: string | null;
}): ResumeLocation | null {
  const candidates = lines
    .slice(0, MAX_LINES_SEARCHED)
    .filter((line) => !line.isHeading && (line.section === "header" || line.section === "contact"));
  for (const line of candidates) {
    const text = line.text.replace(LOCATION_LABEL, "");
    for (const field of splitFields(text)) {
      if (NOT_A_PLACE.test(field)) continue;
      const location = readCityRegion({ field: field.replace(LOCATION_LABEL, ""), name });
      if (location) return location;
    }
  }
  return null;
}
