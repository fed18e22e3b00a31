export interface SkillSuggestion {
  name: string;
  category: string;
  /** Relevance on a 0-10 scale, shown as "n/10". */
  relevance: number;
}

// Skills are compared without regard to case or surrounding spaces so "python" and
// " Python " count as the same chip; the first spelling the visitor chose is kept.
function toSkillKey(skill: string): string {
  return skill.trim().toLocaleLowerCase("en-US");
}

function includesSkill({ skills, skill }: { skills: readonly string[]; skill: string }): boolean {
  const key = toSkillKey(skill);
  return skills.some((existing) => toSkillKey(existing) === key);
}

/** Returns the new selection; the input array is never mutated. */
export function addSkill({ selected, entry }: { selected: readonly string[]; entry: string }): string[] {
  const skill = entry.trim();
  if (skill === "" || includesSkill({ skills: selected, skill })) return [...selected];
  return [...selected, skill];
}

export function removeSkill({ selected, skill }: { selected: readonly string[]; skill: string }): string[] {
  const key = toSkillKey(skill);
  return selected.filter((existing) => toSkillKey(existing) !== key);
}

export function visibleSuggestions<T extends Pick<SkillSuggestion, "name">>({
  suggestions,
  selected,
}: {
  suggestions: readonly T[];
  selected: readonly string[];
}): T[] {
  return suggestions.filter((suggestion) => !includesSkill({ skills: selected, skill: suggestion.name }));
}

/** Whether to offer 'Add "<typed text>"' for a custom skill. */
export function showCustomAdd({
  typed,
  suggestions,
}: {
  typed: string;
  suggestions: readonly Pick<SkillSuggestion, "name">[];
}): boolean {
  if (typed.trim() === "") return false;
  return !includesSkill({ skills: suggestions.map((suggestion) => suggestion.name), skill: typed });
}

export function skillsHelperText({
  jobTitle,
  industry,
}: {
  jobTitle: string | null | undefined;
  industry: string | null | undefined;
}): string {
  const title = jobTitle?.trim() ?? "";
  const field = industry?.trim() ?? "";
  if (title === "" || field === "") {
    return "Select job title and industry above for personalized skill suggestions.";
  }
  return `Suggestions based on ${title} in ${field}. Type to search or add custom skills.`;
}
