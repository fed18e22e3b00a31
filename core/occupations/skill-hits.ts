import type { Occupation } from "./dataset";

/**
 * The lower-cased names a visitor's skill is looked for in: the occupation's technology skills,
 * and its skills and knowledge rated important (3 or more of 5), joined by line breaks (a name's
 * own become spaces), so one search finds a skill inside any single name. Worked out once
 * per occupation (the dataset does not change once loaded), not for every skill of every
 * candidate of every match.
 */
const namesByOccupation = new WeakMap<Occupation, string>();
const SEPARATOR = "\n";

function searchableNames(occupation: Occupation): string {
  let names = namesByOccupation.get(occupation);
  if (names === undefined) {
    names = [
      ...occupation.technologySkills.map((tech) => tech.name),
      ...[...occupation.skills, ...occupation.knowledge]
        .filter((rating) => rating.importance >= 3)
        .map((rating) => rating.name),
    ]
      .map((name) => name.toLowerCase().replaceAll(SEPARATOR, " "))
      .join(SEPARATOR);
    namesByOccupation.set(occupation, names);
  }
  return names;
}

/** How many of the visitor's skills (2 letters or more) appear in one of the occupation's searchable names. */
export function countSkillHits(occupation: Occupation, skills: readonly string[]): number {
  const names = searchableNames(occupation);
  let hits = 0;
  for (const skill of skills) {
    const needle = skill.trim().toLowerCase();
    // A skill with a line break inside could only match across two names.
    if (needle.length < 2 || needle.includes(SEPARATOR)) continue;
    if (names.includes(needle)) hits++;
  }
  return hits;
}
