import { US_STATE_NAMES } from "../places/us-state-names";
import { listPlaces, PLACE_CODES, PLACE_NAMES } from "../occupations/title-rules/places";

// Regions used to recognise "City, Region" in a resume header: the places the title rules mark as
// regions. Two-letter codes are only trusted from that list so that "Jane Doe, RN" is not read as a place.
const REGION_CODES = new Set(listPlaces(PLACE_CODES, "region"));
const REGION_NAME_SET = new Set([...US_STATE_NAMES, ...listPlaces(PLACE_NAMES, "region")]);

/** The region part of "TX 79101", "Ohio" or "United Kingdom"; null when the text is not a region. */
export function readRegion(text: string): string | null {
  const trimmed = text.trim();
  const coded = /^([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?|\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d)?$/.exec(trimmed);
  if (coded?.[1] && REGION_CODES.has(coded[1])) return coded[1];
  const named = trimmed.replace(/\s+\d{5}(?:-\d{4})?$/, "");
  return REGION_NAME_SET.has(named.toLowerCase()) ? named : null;
}
