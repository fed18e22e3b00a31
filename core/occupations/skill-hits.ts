import type { Occupation } from "./dataset";

/**
 * The lower-cased names a visitor's skill is looked for in: the occupation's technology skills,
 * and its skills and knowledge rated important (3 or more of 5). Worked out once per occupation
 * (the dataset does not change once loaded), not once per skill of every candidate of every match.
 */
const namesByOccupation = new WeakMap<Occupation, readonly string[]>();

function searchableNames(occupation: Occupation): readonly string[] {
  let names = namesByOccupation.get(occupation);
  if (!names) {
    names = [
      ...occupation.technologySkills.map((tech) => tech.name.toLowerCase()),
      ...[...occupation.skills, ...occupation.knowledge]
        .filter((rating) => rating.importance >= 3)
        .map((rating) => rating.name.toLowerCase()),
    ];
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
    if (needle.length < 2) continue;
    if (names.some((name) => name.includes(needle))) hits++;
  }
  return hits;
}
